import type { WebhookDelivery, WebhookEndpoint } from '@balcao/contracts';
import { DataTable, ModalOrDrawer, formatDateTime, toast } from '@balcao/ui';
import { Button, Flex, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useResendWebhookDelivery, useSendTestWebhook, useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { DELIVERY_STATUS_LABELS, eventTypeName } from './webhook-labels';

type Props = {
  endpoint: WebhookEndpoint;
  onClose: () => void;
};

/** The delivery log of one endpoint: each event's fate, the receiver's answer, and 'Reenviar'. */
export function WebhookDeliveriesDrawer({ endpoint, onClose }: Props) {
  const deliveries = useWebhookDeliveries(endpoint.id);
  const sendTest = useSendTestWebhook(endpoint.id);
  const resend = useResendWebhookDelivery(endpoint.id);

  const handleResend = async (delivery: WebhookDelivery) => {
    try {
      await resend.mutateAsync(delivery.id);
    } catch {
      return;
    }
    toast.success('Entrega reenviada');
  };

  const columns: TableColumnsType<WebhookDelivery> = [
    { key: 'event', title: 'Evento', render: (_, delivery) => eventTypeName(delivery.eventType) },
    {
      key: 'status',
      title: 'Status',
      render: (_, delivery) => <Tag color={DELIVERY_STATUS_LABELS[delivery.status].color}>{DELIVERY_STATUS_LABELS[delivery.status].label}</Tag>,
    },
    { key: 'attempts', title: 'Tentativas', render: (_, delivery) => delivery.attempts },
    {
      key: 'response',
      title: 'Resposta',
      render: (_, delivery) => (
        <Flex vertical>
          <span>{delivery.responseStatus ? `HTTP ${delivery.responseStatus}` : (delivery.error ?? '—')}</span>
          {delivery.durationMs !== null && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {delivery.durationMs} ms
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { key: 'time', title: 'Última tentativa', render: (_, delivery) => (delivery.lastAttemptAt ? formatDateTime(delivery.lastAttemptAt) : 'Ainda não enviada') },
    {
      key: 'actions',
      title: 'Ações',
      render: (_, delivery) => (
        <Button size="small" onClick={() => handleResend(delivery)} loading={resend.isPending && resend.variables === delivery.id} aria-label={`Reenviar ${eventTypeName(delivery.eventType)}`}>
          Reenviar
        </Button>
      ),
    },
  ];

  return (
    <ModalOrDrawer open title={`Entregas · ${endpoint.description || endpoint.url}`} onClose={onClose} size="lg" footer={null}>
      <Flex vertical gap="middle">
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Typography.Text>
          <Button onClick={() => sendTest.mutate()} loading={sendTest.isPending}>
            Enviar teste
          </Button>
        </Flex>
        <DataTable
          rowKey="id"
          columns={columns}
          data={deliveries.data ?? []}
          loading={deliveries.isLoading}
          emptyText="Nenhuma entrega ainda"
          expandable={{
            expandedRowRender: (delivery: WebhookDelivery) => (
              <Flex vertical gap={4}>
                <Typography.Text strong>Tentativas</Typography.Text>
                <ol style={{ margin: 0, paddingInlineStart: 20 }} aria-label="Tentativas">
                  {delivery.attemptLog.map((attempt) => (
                    <li key={attempt.at}>
                      {formatDateTime(attempt.at)} · {attempt.responseStatus ? `HTTP ${attempt.responseStatus}` : attempt.error} · {attempt.durationMs} ms
                    </li>
                  ))}
                </ol>
                <Typography.Text strong>Corpo enviado</Typography.Text>
                <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                  {delivery.requestBody}
                </Typography.Text>
                {delivery.responseBodyPreview && (
                  <>
                    <Typography.Text strong>Resposta do destino</Typography.Text>
                    <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                      {delivery.responseBodyPreview}
                    </Typography.Text>
                  </>
                )}
              </Flex>
            ),
          }}
        />
      </Flex>
    </ModalOrDrawer>
  );
}

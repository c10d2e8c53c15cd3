import type { CreatedWebhookEndpoint, WebhookEndpoint } from '@balcao/contracts';
import { DataTable, formatDate, formatDateTime, toast, useSession } from '@balcao/ui';
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Popconfirm, Switch, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { revealWebhookSecret, useDeleteWebhookEndpoint, useUpdateWebhookEndpoint, useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { WebhookDeliveriesDrawer } from './WebhookDeliveriesDrawer';
import { WebhookFormModal } from './WebhookFormModal';
import { WebhookSecretModal } from './WebhookSecretModal';
import { eventTypeName } from './webhook-labels';

/** Settings tab 'Webhooks' (issue 41): the office's systems are told of its facts as they happen. */
export function WebhookSettings() {
  const { user } = useSession();
  const endpoints = useWebhookEndpoints(user.isManager);
  const updateEndpoint = useUpdateWebhookEndpoint();
  const deleteEndpoint = useDeleteWebhookEndpoint();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<WebhookEndpoint | null>(null);

  if (!user.isManager) {
    return <Alert type="info" showIcon title="Apenas o Gestor do escritório pode gerenciar os webhooks." />;
  }

  const reveal = async (endpoint: WebhookEndpoint) => {
    try {
      setSecret((await revealWebhookSecret(endpoint.id)).secret);
    } catch {
      // The api client already showed the server's message.
    }
  };

  const columns: TableColumnsType<WebhookEndpoint> = [
    {
      key: 'url',
      title: 'Destino',
      render: (_, endpoint) => (
        <Flex vertical>
          <Typography.Text strong>{endpoint.description || 'Sem descrição'}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
            {endpoint.url}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'events',
      title: 'Eventos',
      render: (_, endpoint) => (
        <Flex wrap gap={4}>
          {endpoint.eventTypes.map((type) => (
            <Tag key={type}>{eventTypeName(type)}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      key: 'createdAt',
      title: 'Criado em',
      render: (_, endpoint) => (
        <Flex vertical>
          <span>{formatDate(endpoint.createdAt)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            por {endpoint.createdBy.name}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'active',
      title: 'Ativo',
      render: (_, endpoint) => (
        <Tooltip title={endpoint.pausedForFailuresAt ? `Pausado em ${formatDateTime(endpoint.pausedForFailuresAt)} após 24 horas de falhas` : undefined}>
          <Switch
            checked={endpoint.active}
            aria-label={`Webhook ${endpoint.description || endpoint.url} ativo`}
            loading={updateEndpoint.isPending && updateEndpoint.variables?.id === endpoint.id}
            onChange={(active) => updateEndpoint.mutate({ id: endpoint.id, active })}
          />
        </Tooltip>
      ),
    },
    {
      key: 'actions',
      title: 'Ações',
      render: (_, endpoint) => (
        <Flex gap={4} wrap>
          <Button size="small" onClick={() => setLogOf(endpoint)}>
            Entregas
          </Button>
          <Button size="small" onClick={() => reveal(endpoint)}>
            Revelar segredo
          </Button>
          <Popconfirm
            title="Excluir este webhook?"
            description="As entregas pendentes e o histórico dele também serão excluídos."
            okText="Excluir"
            cancelText="Cancelar"
            okButtonProps={{ danger: true }}
            onConfirm={async () => {
              await deleteEndpoint.mutateAsync(endpoint.id).then(() => toast.success('Webhook excluído'), () => undefined);
            }}
          >
            <Button danger size="small">
              Excluir
            </Button>
          </Popconfirm>
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title="Webhooks"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          Novo webhook
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        Webhooks avisam os sistemas do escritório (gestão de processos, automações, BI) sobre o que acontece no Balcão, assim que acontece.
        Cada entrega é assinada; se o destino falhar, o Balcão tenta de novo por 24 horas.
      </Typography.Paragraph>
      <DataTable rowKey="id" columns={columns} data={endpoints.data ?? []} loading={endpoints.isFetching} emptyText="Nenhum webhook criado" />
      {creating && (
        <WebhookFormModal
          onClose={() => setCreating(false)}
          onCreated={(endpoint: CreatedWebhookEndpoint) => {
            setCreating(false);
            setSecret(endpoint.secret);
          }}
        />
      )}
      {secret && <WebhookSecretModal secret={secret} onClose={() => setSecret(null)} />}
      {logOf && <WebhookDeliveriesDrawer endpoint={logOf} onClose={() => setLogOf(null)} />}
    </Card>
  );
}

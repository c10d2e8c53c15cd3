import type { Integration } from '@balcao/contracts';
import { DisconnectOutlined, EditOutlined, LinkOutlined, WarningOutlined } from '@ant-design/icons';
import { DataTable, formatDate, formatPhone, useIsMobile } from '@balcao/ui';
import { Button, Flex, Popconfirm, theme, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { isConnected } from '../lib/integration-status';
import { IntegrationStatusTag } from './IntegrationStatusTag';

interface IntegrationsTableProps {
  integrations: readonly Integration[];
  loading: boolean;
  connectingId: string | null;
  disconnectingId: string | null;
  onConnect: (integration: Integration) => void;
  onDisconnect: (integration: Integration) => void;
  onEdit: (integration: Integration) => void;
}

/** The devices list (spec 1 §2): name, status and creation date, with their actions. */
export function IntegrationsTable({
  integrations,
  loading,
  connectingId,
  disconnectingId,
  onConnect,
  onDisconnect,
  onEdit,
}: IntegrationsTableProps) {
  const { token } = theme.useToken();
  // On a phone the pinned actions column keeps to icons, leaving the row to the device's name.
  const iconOnly = useIsMobile();
  const columns: ColumnsType<Integration> = [
    {
      title: 'Nome',
      key: 'name',
      render: (_, integration) => (
        <Flex vertical>
          <Flex align="center" gap={6}>
            <Typography.Text strong>{integration.name}</Typography.Text>
            {integration.agentId && integration.flowId && (
              <Tooltip title="Este dispositivo tem um agente de IA e um fluxo: o agente de IA tem prioridade e o fluxo é ignorado.">
                <WarningOutlined aria-label="Agente de IA e fluxo configurados" style={{ color: token.colorWarning }} />
              </Tooltip>
            )}
          </Flex>
          {integration.config.phoneNumber && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatPhone(integration.config.phoneNumber)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      width: 160,
      render: (_, integration) => <IntegrationStatusTag status={integration.config.status} />,
    },
    {
      title: 'Criado em',
      dataIndex: 'createdAt',
      width: 140,
      render: (value: string) => formatDate(value),
    },
    {
      title: 'Ações',
      key: 'actions',
      align: 'right',
      width: iconOnly ? undefined : 220,
      render: (_, integration) => (
        <Flex justify="flex-end" gap={4}>
          {isConnected(integration) ? (
            <Tooltip title={iconOnly ? 'Desconectar' : undefined}>
              <Popconfirm
                title="Desconectar este dispositivo?"
                description="As mensagens deixam de chegar até que ele seja conectado de novo."
                okText="Desconectar"
                okButtonProps={{ danger: true }}
                cancelText="Cancelar"
                onConfirm={() => onDisconnect(integration)}
              >
                <Button icon={<DisconnectOutlined />} aria-label="Desconectar" loading={disconnectingId === integration.id}>
                  {iconOnly ? undefined : 'Desconectar'}
                </Button>
              </Popconfirm>
            </Tooltip>
          ) : (
            <Tooltip title={iconOnly ? 'Conectar' : undefined}>
              <Button
                type="primary"
                ghost
                icon={<LinkOutlined />}
                aria-label="Conectar"
                loading={connectingId === integration.id}
                onClick={() => onConnect(integration)}
              >
                {iconOnly ? undefined : 'Conectar'}
              </Button>
            </Tooltip>
          )}
          <Tooltip title="Editar nome">
            <Button type="text" icon={<EditOutlined />} aria-label={`Editar ${integration.name}`} onClick={() => onEdit(integration)} />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <DataTable<Integration>
      columns={columns}
      data={integrations}
      loading={loading}
      emptyText="Nenhum dispositivo cadastrado"
    />
  );
}

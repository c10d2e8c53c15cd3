import type { ApiKey, Inbox } from '@balcao/contracts';
import { DataTable, formatDate, formatDateTime } from '@balcao/ui';
import { Button, Flex, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ACCESS_LABELS, STATUS_LABELS, accessByDomain } from './api-key-labels';

type Props = {
  apiKeys: ApiKey[];
  inboxes: Inbox[];
  loading: boolean;
  onRevoke: (apiKey: ApiKey) => Promise<void>;
};

/** The office's API keys: what each may do and where, and whether it still works. Never a secret. */
export function ApiKeysTable({ apiKeys, inboxes, loading, onRevoke }: Props) {
  const inboxName = (id: string) => inboxes.find((inbox) => inbox.id === id)?.name ?? 'Workspace excluído';
  const columns: TableColumnsType<ApiKey> = [
    {
      key: 'name',
      title: 'Nome',
      render: (_, apiKey) => (
        <Flex vertical>
          <Typography.Text strong>{apiKey.name}</Typography.Text>
          <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
            {apiKey.prefix}…
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'scopes',
      title: 'Permissões',
      render: (_, apiKey) => (
        <Flex wrap gap={4}>
          {accessByDomain(apiKey.scopes)
            .filter((entry) => entry.access !== 'none')
            .map((entry) => (
              <Tag key={entry.domain}>
                {entry.name}: {ACCESS_LABELS[entry.access].toLowerCase()}
              </Tag>
            ))}
        </Flex>
      ),
    },
    {
      key: 'workspaces',
      title: 'Workspaces',
      render: (_, apiKey) => (apiKey.inboxIds === null ? 'Todos' : apiKey.inboxIds.map(inboxName).join(', ')),
    },
    {
      key: 'createdAt',
      title: 'Criada em',
      render: (_, apiKey) => (
        <Flex vertical>
          <span>{formatDate(apiKey.createdAt)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            por {apiKey.createdBy.name}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'expiresAt', title: 'Expira em', render: (_, apiKey) => formatDate(apiKey.expiresAt) },
    { key: 'lastUsedAt', title: 'Último uso', render: (_, apiKey) => (apiKey.lastUsedAt ? formatDateTime(apiKey.lastUsedAt) : 'Nunca usada') },
    {
      key: 'status',
      title: 'Status',
      render: (_, apiKey) => {
        const status = STATUS_LABELS[apiKey.status];
        return (
          <Tooltip title={status.hint}>
            <Tag color={status.color}>{status.label}</Tag>
          </Tooltip>
        );
      },
    },
    {
      key: 'actions',
      title: 'Ações',
      render: (_, apiKey) =>
        apiKey.status === 'REVOKED' ? null : (
          <Popconfirm
            title="Revogar esta chave?"
            description="As integrações que a usam deixam de funcionar imediatamente. Isso não pode ser desfeito."
            okText="Revogar"
            cancelText="Cancelar"
            okButtonProps={{ danger: true }}
            onConfirm={() => onRevoke(apiKey)}
          >
            <Button danger size="small" aria-label={`Revogar ${apiKey.name}`}>
              Revogar
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return <DataTable rowKey="id" columns={columns} data={apiKeys} loading={loading} emptyText="Nenhuma chave de API criada" />;
}

import { auditActionLabel, auditDetailsText, auditTargetText, type AuditEntry } from '@balcao/contracts';
import { DataTable, formatDateTime, type DataTablePagination } from '@balcao/ui';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';

type Props = {
  entries: AuditEntry[];
  loading: boolean;
  pagination: DataTablePagination;
};

const ACTOR_TAGS: Partial<Record<AuditEntry['actor']['type'], string>> = { 'api-key': 'Chave de API' };

/** The office's audit log, newest first: when, who, what, on what, and from where. */
export function AuditTable({ entries, loading, pagination }: Props) {
  const columns: TableColumnsType<AuditEntry> = [
    { key: 'occurredAt', title: 'Quando', width: 150, render: (_, entry) => formatDateTime(entry.occurredAt) },
    {
      key: 'actor',
      title: 'Quem',
      render: (_, entry) => (
        <Flex gap={4} wrap align="center">
          <Typography.Text type={entry.actor.type === 'system' ? 'secondary' : undefined}>{entry.actor.name}</Typography.Text>
          {ACTOR_TAGS[entry.actor.type] && <Tag>{ACTOR_TAGS[entry.actor.type]}</Tag>}
        </Flex>
      ),
    },
    {
      key: 'action',
      title: 'Ação',
      render: (_, entry) => <Typography.Text type={entry.action === 'session.sign-in-failed' ? 'danger' : undefined}>{auditActionLabel(entry.action)}</Typography.Text>,
    },
    { key: 'target', title: 'Alvo', render: (_, entry) => auditTargetText(entry.target) || '—' },
    { key: 'details', title: 'Detalhes', render: (_, entry) => auditDetailsText(entry) || '—' },
    {
      key: 'ip',
      title: 'IP',
      render: (_, entry) =>
        entry.ip ? (
          <Tooltip title={entry.userAgent ?? undefined}>
            <Typography.Text code>{entry.ip}</Typography.Text>
          </Tooltip>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <DataTable<AuditEntry>
      rowKey="id"
      columns={columns}
      data={entries}
      loading={loading}
      pagination={pagination}
      emptyText="Nenhum registro encontrado"
    />
  );
}

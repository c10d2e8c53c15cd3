import type { RecentContact, RecentContacts as RecentContactsData } from '@balcao/contracts';
import { formatNumber, formatPhone } from '@balcao/ui';
import { Card, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';

const COLUMNS: ColumnsType<RecentContact> = [
  { title: 'Contato', dataIndex: 'name', key: 'name', ellipsis: true, render: (name: string | null) => name ?? 'Sem nome' },
  { title: 'Telefone', dataIndex: 'phoneNumber', key: 'phoneNumber', render: (phone: string | null) => formatPhone(phone) },
  { title: 'Atendente', dataIndex: 'attendant', key: 'attendant', ellipsis: true, render: (name: string | null) => name ?? '—' },
];

const attendedText = (total: number) =>
  total === 1 ? '1 contato atendido este mês' : `${formatNumber(total)} contatos atendidos este mês`;

/** 'Contatos recentes': the latest conversations' contacts and who serves them. */
export function RecentContacts({ recent, loading }: { recent: RecentContactsData; loading: boolean }) {
  return (
    <Card loading={loading} style={{ height: '100%' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Contatos recentes
      </Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="contacts-this-month">
        {attendedText(recent.totalContactsThisMonth)}
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="conversationId"
        columns={COLUMNS}
        dataSource={recent.contacts}
        pagination={false}
        scroll={{ x: 420 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum contato recente encontrado" /> }}
      />
    </Card>
  );
}

import type { RecentContact, RecentContacts as RecentContactsData } from '@balcao/contracts';
import { formatNumber, formatPhone } from '@balcao/ui';
import { Card, Empty, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

const COLUMNS: { title: string; key: keyof RecentContact; render: (contact: RecentContact) => ReactNode; ellipsis?: boolean }[] = [
  { title: 'Contato', key: 'name', ellipsis: true, render: (contact) => contact.name ?? 'Sem nome' },
  { title: 'Telefone', key: 'phoneNumber', render: (contact) => formatPhone(contact.phoneNumber) },
  { title: 'Atendente', key: 'attendant', ellipsis: true, render: (contact) => contact.attendant ?? '—' },
];

const attendedText = (total: number) =>
  total === 1 ? '1 contato atendido este mês' : `${formatNumber(total)} contatos atendidos este mês`;

/**
 * 'Contatos recentes': the latest conversations' contacts and who serves them. A plain table in
 * antd's small-table look: three read-only columns need none of antd's Table (sorting, filters,
 * pagination, selection), which weighs some 60 KB over the wire with what it brings.
 */
export function RecentContacts({ recent, loading }: { recent: RecentContactsData; loading: boolean }) {
  const { token } = theme.useToken();
  const cell: CSSProperties = { padding: `${token.paddingXS}px ${token.paddingXS}px`, borderBottom: `1px solid ${token.colorBorderSecondary}`, textAlign: 'start' };
  const ellipsis: CSSProperties = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: 0 };
  return (
    <Card loading={loading} style={{ height: '100%' }}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Contatos recentes
      </Typography.Title>
      <Typography.Paragraph type="secondary" data-testid="contacts-this-month">
        {attendedText(recent.totalContactsThisMonth)}
      </Typography.Paragraph>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ width: '100%', minWidth: 420, borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: token.fontSize, color: token.colorText }}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column.key} scope="col" style={{ ...cell, background: token.colorFillAlter, fontWeight: token.fontWeightStrong }}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {recent.contacts.map((contact) => (
              <tr key={contact.conversationId}>
                {COLUMNS.map((column) => (
                  <td key={column.key} style={column.ellipsis ? { ...cell, ...ellipsis } : cell}>
                    {column.render(contact)}
                  </td>
                ))}
              </tr>
            ))}
            {recent.contacts.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length} style={cell}>
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhum contato recente encontrado" />
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

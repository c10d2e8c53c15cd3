import { Badge, Flex, List, Typography, theme } from 'antd';
import type { NewsItem } from '@balcao/contracts';
import { formatDate } from '@balcao/ui';

/** Every item, newest first; unread ones carry a dot. */
export function NewsList({ items, unreadIds, selectedId, onSelect }: { items: NewsItem[]; unreadIds: Set<string>; selectedId: string | null; onSelect: (item: NewsItem) => void }) {
  const { token } = theme.useToken();
  return (
    <List
      dataSource={items}
      locale={{ emptyText: 'Nenhuma novidade' }}
      renderItem={(item) => (
        <List.Item
          onClick={() => onSelect(item)}
          aria-label={item.title}
          aria-current={item.id === selectedId}
          style={{ cursor: 'pointer', paddingInline: 12, borderRadius: token.borderRadius, background: item.id === selectedId ? token.colorPrimaryBg : undefined }}
        >
          <Flex justify="space-between" align="center" gap={8} style={{ width: '100%' }}>
            <Flex vertical style={{ minWidth: 0 }}>
              <Typography.Text strong={unreadIds.has(item.id)} ellipsis>
                {item.title}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDate(item.date)}
              </Typography.Text>
            </Flex>
            {unreadIds.has(item.id) && <Badge status="error" aria-label="Não lida" />}
          </Flex>
        </List.Item>
      )}
    />
  );
}

import { Badge, Card, Flex, Typography } from 'antd';
import type { NewsItem } from '@balcao/contracts';
import { formatDate } from '@balcao/ui';

/** The horizontal strip of news cards, unread ones badged. */
export function NewsCarousel({ items, unreadIds, selectedId, onSelect }: { items: NewsItem[]; unreadIds: Set<string>; selectedId: string | null; onSelect: (item: NewsItem) => void }) {
  return (
    <Flex gap={12} style={{ overflowX: 'auto', paddingBottom: 8, scrollSnapType: 'x mandatory' }} role="list" aria-label="Carrossel de novidades">
      {items.map((item) => (
        <Badge.Ribbon key={item.id} text="Nova" color="red" style={{ display: unreadIds.has(item.id) ? undefined : 'none' }}>
          <Card
            role="listitem"
            hoverable
            size="small"
            onClick={() => onSelect(item)}
            style={{ width: 240, flexShrink: 0, scrollSnapAlign: 'start', borderColor: item.id === selectedId ? 'var(--ant-color-primary)' : undefined }}
          >
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(item.date)}
            </Typography.Text>
            <Typography.Paragraph strong ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {item.title}
            </Typography.Paragraph>
          </Card>
        </Badge.Ribbon>
      ))}
    </Flex>
  );
}

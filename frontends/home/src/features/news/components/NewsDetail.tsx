import { Empty, Flex, Typography } from 'antd';
import { NEWS_TEXTS, type NewsItem } from '@balcao/contracts';
import { formatLongDate, formatRelative } from '@balcao/ui';

/** 'Agora', or 'há N min/h/d'. */
const relative = (date: string) => {
  const text = formatRelative(date);
  return text === 'Agora' ? text : `há ${text}`;
};

/** The selected item: long and relative dates, title and its HTML body (authored in the repository). */
export function NewsDetail({ item }: { item: NewsItem | null }) {
  if (!item) return <Empty description={NEWS_TEXTS.empty} style={{ padding: 48 }} />;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        {formatLongDate(item.date)} · {relative(item.date)}
      </Typography.Text>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {item.title}
      </Typography.Title>
      {/* The body is HTML written by the team in the repository, never user input. */}
      <div className="news-body" dangerouslySetInnerHTML={{ __html: item.descriptionHtml }} />
    </Flex>
  );
}

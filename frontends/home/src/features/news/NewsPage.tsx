import { useEffect, useMemo, useState } from 'react';
import { Button, Card, Col, Flex, Row, Spin } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import type { NewsItem } from '@balcao/contracts';
import { LoadFailed, PageHeader } from '@balcao/ui';
import { useMarkNewsRead, useNews, useUnreadNews } from './api/news';
import { NewsCarousel } from './components/NewsCarousel';
import { NewsDetail } from './components/NewsDetail';
import { NewsList } from './components/NewsList';

/** /news, 'Novidades' (spec 1 §2): list, carousel, unread badges, detail; opening an item reads it. */
export default function NewsPage() {
  const news = useNews();
  const unread = useUnreadNews();
  const markRead = useMarkNewsRead();
  const [selected, setSelected] = useState<NewsItem | null>(null);
  const unreadIds = useMemo(() => new Set((unread.data ?? []).map((item) => item.id)), [unread.data]);
  const items = news.data ?? [];

  const select = (item: NewsItem) => {
    setSelected(item);
    if (unreadIds.has(item.id)) markRead.mutate([item.id]);
  };

  // An item no longer listed (republished away) is deselected.
  useEffect(() => {
    if (selected && news.data && !news.data.some((item) => item.id === selected.id)) setSelected(null);
  }, [news.data, selected]);

  if (news.isError) return <LoadFailed message="Não foi possível carregar as novidades" onRetry={() => void news.refetch()} />;
  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Novidades"
        extra={
          <Button icon={<CheckOutlined />} disabled={unreadIds.size === 0} loading={markRead.isPending} onClick={() => markRead.mutate([...unreadIds])}>
            Marcar todas como lidas ({unreadIds.size})
          </Button>
        }
      />
      {news.isPending ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : (
        <>
          <NewsCarousel items={items} unreadIds={unreadIds} selectedId={selected?.id ?? null} onSelect={select} />
          <Row gutter={[16, 16]}>
            <Col xs={24} md={9}>
              <Card size="small">
                <NewsList items={items} unreadIds={unreadIds} selectedId={selected?.id ?? null} onSelect={select} />
              </Card>
            </Col>
            <Col xs={24} md={15}>
              <Card>
                <NewsDetail item={selected} />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}

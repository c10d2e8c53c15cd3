import { Card, Empty, Flex, Typography } from 'antd';
import { Suspense, type ReactNode } from 'react';

export interface ChartCardProps {
  title: string;
  /** Figures shown beside the title (an average, a total). */
  summary?: ReactNode;
  loading?: boolean;
  empty?: boolean;
  emptyText?: string;
  height?: number;
  children: ReactNode;
}

/**
 * A dashboard card holding one chart, with its empty state. The chart itself is lazy (see
 * lazy-charts.ts): it is only rendered, and recharts only downloaded, when there is something to draw.
 */
export function ChartCard({ title, summary, loading, empty, emptyText = 'Sem dados no período', height = 260, children }: ChartCardProps) {
  return (
    <Card loading={loading} style={{ height: '100%' }} styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12 } }}>
      <Flex justify="space-between" align="baseline" wrap gap="small">
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {summary}
      </Flex>
      <div style={{ height, minWidth: 0 }}>{empty ? <Flex style={{ height: '100%' }} align="center" justify="center"><Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /></Flex> : <Suspense fallback={null}>{children}</Suspense>}</div>
    </Card>
  );
}

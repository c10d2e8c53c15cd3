import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { pageWindow, showingText } from '../lib/pager';

/** Shown only with more than one page (spec 3 §2.1). */
export function TrainingPager({ page, totalPages, total, pageSize, onPage }: { page: number; totalPages: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <Flex justify="space-between" align="center" wrap gap={8}>
      <Typography.Text type="secondary">{showingText(page, pageSize, total)}</Typography.Text>
      <Flex gap={4}>
        <Button size="small" aria-label="Página anterior" icon={<LeftOutlined />} disabled={page <= 1} onClick={() => onPage(page - 1)} />
        {pageWindow(page, totalPages).map((number) => (
          <Button key={number} size="small" type={number === page ? 'primary' : 'default'} aria-current={number === page ? 'page' : undefined} onClick={() => onPage(number)}>
            {number}
          </Button>
        ))}
        <Button size="small" aria-label="Próxima página" icon={<RightOutlined />} disabled={page >= totalPages} onClick={() => onPage(page + 1)} />
      </Flex>
    </Flex>
  );
}

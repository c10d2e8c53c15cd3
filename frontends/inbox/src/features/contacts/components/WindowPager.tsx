import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { pageWindow, PAGE_WINDOW_SIZE } from '../lib/page-window';

type Props = {
  page: number;
  totalPages: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** What is being counted, plural: 'contatos'. */
  noun: string;
};

/** Server-side pager with a window of five page numbers (spec 3 §9). */
export function WindowPager({ page, totalPages, total, pageSize, onChange, noun }: Props) {
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);

  return (
    <Flex justify="space-between" align="center" gap="middle" wrap>
      <Typography.Text type="secondary">
        {from}–{to} de {total} {noun}
      </Typography.Text>
      {totalPages > 1 && (
        <nav aria-label="Paginação">
          <Flex gap={4} align="center">
            <Button
              type="text"
              icon={<LeftOutlined />}
              aria-label="Página anterior"
              disabled={page <= 1}
              onClick={() => onChange(page - 1)}
            />
            {pageWindow(page, totalPages, PAGE_WINDOW_SIZE).map((number) => (
              <Button
                key={number}
                type={number === page ? 'primary' : 'text'}
                aria-label={`Página ${number}`}
                aria-current={number === page ? 'page' : undefined}
                onClick={() => number !== page && onChange(number)}
                style={{ minWidth: 32 }}
              >
                {number}
              </Button>
            ))}
            <Button
              type="text"
              icon={<RightOutlined />}
              aria-label="Próxima página"
              disabled={page >= totalPages}
              onClick={() => onChange(page + 1)}
            />
          </Flex>
        </nav>
      )}
    </Flex>
  );
}

import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export type PageHeaderProps = {
  title: string;
  description?: string;
  /** Usually the page's create button. */
  extra?: ReactNode;
};

export function PageHeader({ title, description, extra }: PageHeaderProps) {
  return (
    <Flex justify="space-between" align="flex-start" gap="middle" wrap>
      <div>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {description && <Typography.Text type="secondary">{description}</Typography.Text>}
      </div>
      {extra}
    </Flex>
  );
}

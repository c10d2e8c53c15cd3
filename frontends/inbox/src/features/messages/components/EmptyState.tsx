import { Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
}

/** The calm centre of /messages when there is nothing to show (spec 1 §2). */
export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" justify="center" gap={12} style={{ height: '100%', padding: 32, textAlign: 'center' }}>
      <Flex
        align="center"
        justify="center"
        style={{ width: 72, height: 72, borderRadius: '50%', background: token.colorFillQuaternary, fontSize: 30, color: token.colorTextTertiary }}
        aria-hidden
      >
        {icon}
      </Flex>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {description && (
        <Typography.Text type="secondary" style={{ maxWidth: 380 }}>
          {description}
        </Typography.Text>
      )}
      {action}
    </Flex>
  );
}

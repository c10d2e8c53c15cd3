import { Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';

interface ContactOptionProps {
  avatar: ReactNode;
  title: string;
  subtitle?: string;
  onClick: () => void;
  disabled?: boolean;
}

/** One choice of the new-conversation picker: a contact, or 'Novo contato'. */
export function ContactOption({ avatar, title, subtitle, onClick, disabled }: ContactOptionProps) {
  const { token } = theme.useToken();
  return (
    <li style={{ listStyle: 'none' }}>
      <button
        type="button"
        onClick={onClick}
        disabled={disabled}
        className="inbox-conversation-item"
        style={{
          ['--inbox-item-bg' as string]: 'transparent',
          ['--inbox-item-hover' as string]: token.controlItemBgHover,
          ['--inbox-focus' as string]: token.colorPrimary,
          display: 'flex',
          alignItems: 'center',
          gap: 12,
          width: '100%',
          padding: '8px 12px',
          border: 0,
          borderRadius: token.borderRadius,
          color: 'inherit',
          textAlign: 'start',
          cursor: disabled ? 'default' : 'pointer',
          font: 'inherit',
        }}
      >
        {avatar}
        <Flex vertical style={{ minWidth: 0, flex: 1 }}>
          <Typography.Text strong ellipsis>
            {title}
          </Typography.Text>
          {subtitle && (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {subtitle}
            </Typography.Text>
          )}
        </Flex>
      </button>
    </li>
  );
}

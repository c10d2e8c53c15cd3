import { Badge, Flex, Radio, theme, Typography } from 'antd';
import type { ReactNode } from 'react';

interface AttendantOptionProps {
  value: string;
  selected: boolean;
  disabled?: boolean;
  avatar: ReactNode;
  title: string;
  description?: ReactNode;
  online?: boolean;
}

/** One choice of the transfer modal: a bordered row with a radio, a face and who it is. */
export function AttendantOption({ value, selected, disabled, avatar, title, description, online }: AttendantOptionProps) {
  const { token } = theme.useToken();
  return (
    <Radio
      value={value}
      disabled={disabled}
      style={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        marginInlineEnd: 0,
        padding: '10px 12px',
        border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: selected ? token.controlItemBgActive : undefined,
      }}
    >
      <Flex align="center" gap={12} style={{ minWidth: 0 }}>
        {online === undefined ? (
          avatar
        ) : (
          <Badge dot status={online ? 'success' : 'default'} offset={[-4, 32]}>
            {avatar}
          </Badge>
        )}
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {title}
          </Typography.Text>
          {description && (
            <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
              {description}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
    </Radio>
  );
}

import { Badge, Flex, Typography, theme } from 'antd';
import type { NotificationGroup } from '@balcao/contracts';
import { formatRelative } from '@balcao/ui';

/** One group of the dropdown: the latest notification of an item, with its unread count. */
export function NotificationListItem({ group, onOpen }: { group: NotificationGroup; onOpen: (group: NotificationGroup) => void }) {
  const { token } = theme.useToken();
  const { latestNotification: latest, unreadCount } = group;
  return (
    <button
      type="button"
      onClick={() => onOpen(group)}
      aria-label={latest.title}
      style={{
        display: 'block',
        width: '100%',
        textAlign: 'left',
        padding: '10px 12px',
        border: 'none',
        borderRadius: token.borderRadius,
        background: unreadCount > 0 ? token.colorPrimaryBg : 'transparent',
        cursor: 'pointer',
        font: 'inherit',
        color: token.colorText,
      }}
    >
      <Flex justify="space-between" align="start" gap={8}>
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text strong={unreadCount > 0} ellipsis>
            {latest.title}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {latest.message}
          </Typography.Text>
        </Flex>
        <Flex vertical align="end" gap={4} style={{ flexShrink: 0 }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatRelative(latest.createdAt)}
          </Typography.Text>
          {unreadCount > 0 && <Badge count={unreadCount} size="small" />}
        </Flex>
      </Flex>
    </button>
  );
}

import { useEffect, useState } from 'react';
import { Badge, Button, Drawer, Empty, Flex, Popover, Spin, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { NotificationGroup } from '@balcao/contracts';
import { formatBadgeCount, useIsMobile, useRealtimeEvent, useSession } from '@balcao/ui';
import { createNotificationSound } from './notification-sound';
import { NotificationListItem } from './NotificationListItem';
import { useInvalidateNotifications, useMarkNotificationRead, useMarkNotificationsRead, useNotificationGroups, useUnreadNotifications } from './notifications-api';

/** Where a notification leads (spec 1 §4: module conversation opens the conversation). */
export function notificationTarget(group: NotificationGroup): string | null {
  if (group.latestNotification.module === 'conversation') return `/messages?id=${group.itemId}`;
  if (group.latestNotification.module === 'crm') return '/crm';
  if (group.latestNotification.module === 'billing') return '/settings?tab=subscriptions';
  if (group.latestNotification.module === 'integrations') return '/settings?tab=webhooks';
  return null;
}

function NotificationPanel({ open, onClose, fullWidth = false }: { open: boolean; onClose: () => void; fullWidth?: boolean }) {
  const navigate = useNavigate();
  const groups = useNotificationGroups(open);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkNotificationsRead();
  const unread = (groups.data?.data ?? []).filter((group) => group.unreadCount > 0);

  const openGroup = (group: NotificationGroup) => {
    if (group.unreadCount > 0) markOne.mutate(group.id);
    const target = notificationTarget(group);
    if (target) {
      onClose();
      navigate(target);
    }
  };

  return (
    <Flex vertical style={fullWidth ? { width: '100%' } : { width: 340 }}>
      <Flex justify="space-between" align="center" style={{ padding: '4px 4px 8px' }}>
        <Typography.Text strong>Notificações</Typography.Text>
        <Button type="link" size="small" disabled={unread.length === 0} loading={markAll.isPending} onClick={() => markAll.mutate(unread.map((group) => group.id))}>
          Marcar todas como lidas
        </Button>
      </Flex>
      <div style={fullWidth ? undefined : { maxHeight: 420, overflowY: 'auto' }}>
        {groups.isPending ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : groups.data && groups.data.data.length > 0 ? (
          groups.data.data.map((group) => <NotificationListItem key={`${group.latestNotification.module}:${group.itemId}`} group={group} onOpen={openGroup} />)
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma notificação" />
        )}
      </div>
    </Flex>
  );
}

/** The top bar's bell (spec 1 §4, §9): unread badge 9+/99+, the dropdown, live updates and the sound. */
export function NotificationBell() {
  const { user } = useSession();
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotifications();
  const invalidate = useInvalidateNotifications();
  const [sound] = useState(() => createNotificationSound());
  useEffect(() => () => sound.cancel(), [sound]);

  useRealtimeEvent('notification:new', () => {
    void invalidate();
    sound.notify(user.notificationSound);
  });

  const count = unread.data?.count ?? 0;
  const bell = (
    <Badge count={count > 0 ? formatBadgeCount(count) : 0} size="small" offset={[-4, 4]}>
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined style={{ fontSize: 18 }} />}
        aria-label={count > 0 ? `Notificações: ${count} não lidas` : 'Notificações'}
        onClick={isMobile ? () => setOpen(true) : undefined}
      />
    </Badge>
  );
  // A phone has no room for a dropdown beside the bell: the list takes the screen.
  if (isMobile) {
    return (
      <>
        {bell}
        <Drawer open={open} onClose={() => setOpen(false)} placement="right" size="100%" title={null} styles={{ body: { padding: 12 } }}>
          <NotificationPanel open={open} onClose={() => setOpen(false)} fullWidth />
        </Drawer>
      </>
    );
  }
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" content={<NotificationPanel open={open} onClose={() => setOpen(false)} />} arrow={false}>
      {bell}
    </Popover>
  );
}

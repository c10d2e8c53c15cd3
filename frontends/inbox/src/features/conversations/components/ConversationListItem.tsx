import type { ConversationSummary } from '@balcao/contracts';
import { PushpinFilled } from '@ant-design/icons';
import { formatBadgeCount } from '@balcao/ui';
import { Badge, Flex, theme, Tooltip, Typography } from 'antd';
import { contactNameOf, formatListTime } from '../lib/contact-name';
import { ContactAvatar } from './ContactAvatar';
import { ConversationTags } from './ConversationTags';
import { LastMessagePreview } from './LastMessagePreview';
import { SlaBadge } from './SlaBadge';

interface ConversationListItemProps {
  conversation: ConversationSummary;
  selected: boolean;
  onOpen: (id: string) => void;
}

/** One row of the list (spec 1 §2): avatar, name, last message, time, unread, pin and tags. */
export function ConversationListItem({ conversation, selected, onOpen }: ConversationListItemProps) {
  const { token } = theme.useToken();
  const name = contactNameOf(conversation.person);
  const unread = selected ? 0 : conversation.unreadCount;
  const time = formatListTime(conversation.lastMessageAt ?? conversation.createdAt);

  return (
    <li style={{ listStyle: 'none' }}>
      <button
        type="button"
        data-testid="conversation-item"
        aria-current={selected ? 'true' : undefined}
        aria-label={unread > 0 ? `${name}, ${unread} não lidas` : name}
        onClick={() => onOpen(conversation.id)}
        className="inbox-conversation-item"
        style={{
          ['--inbox-item-bg' as string]: selected ? token.controlItemBgActive : 'transparent',
          ['--inbox-item-hover' as string]: selected ? token.controlItemBgActiveHover : token.controlItemBgHover,
          ['--inbox-focus' as string]: token.colorPrimary,
          display: 'flex',
          gap: 12,
          width: '100%',
          padding: '12px 16px',
          border: 0,
          borderInlineStart: `3px solid ${selected ? token.colorPrimary : 'transparent'}`,
          color: 'inherit',
          textAlign: 'start',
          cursor: 'pointer',
          font: 'inherit',
        }}
      >
        <ContactAvatar name={conversation.person.name} imageUrl={conversation.person.imageUrl} seed={conversation.personId} />
        <Flex vertical gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Flex align="baseline" gap={8}>
            <Typography.Text strong ellipsis style={{ flex: 1, minWidth: 0 }}>
              {name}
            </Typography.Text>
            <Typography.Text
              type={unread > 0 ? undefined : 'secondary'}
              style={{ fontSize: 12, flexShrink: 0, color: unread > 0 ? token.colorPrimary : undefined }}
            >
              {time}
            </Typography.Text>
          </Flex>
          <Flex align="center" gap={8}>
            <LastMessagePreview lastMessage={conversation.lastMessage} strong={unread > 0} />
            {conversation.isFixed && (
              <Tooltip title="Fixada no topo">
                <PushpinFilled aria-label="Fixada no topo" style={{ color: token.colorTextTertiary, flexShrink: 0 }} />
              </Tooltip>
            )}
            {unread > 0 && (
              <Badge
                count={formatBadgeCount(unread)}
                color={token.colorPrimary}
                style={{ boxShadow: 'none' }}
                aria-label={`${unread} não lidas`}
              />
            )}
          </Flex>
          <ConversationTags tags={conversation.tags} />
          <SlaBadge conversation={conversation} />
        </Flex>
      </button>
    </li>
  );
}

import type { Message, ReactionGroup } from '@balcao/contracts';
import { LockOutlined, RobotOutlined } from '@ant-design/icons';
import { formatTime } from '@balcao/ui';
import { Button, Flex, theme, Typography } from 'antd';
import { memo } from 'react';
import type { MessageAction } from '../lib/message-rules';
import { MessageActions } from './MessageActions';
import { MessageContent } from './MessageContent';
import { MessageStatusIcon } from './MessageStatusIcon';
import { QuotedMessage } from './QuotedMessage';
import { ReactionChips } from './ReactionChips';

export interface MessageBubbleProps {
  message: Message;
  /** Starts a run of messages from the same sender (shows the attendant's name, adds space). */
  firstOfRun: boolean;
  quoted: Message | undefined;
  quotedSenderLabel: string | null;
  reactions: readonly ReactionGroup[];
  actions: readonly MessageAction[];
  highlighted: boolean;
  onAction: (message: Message, action: MessageAction) => void;
  onJumpTo: (messageId: string) => void;
  /** Present for a send from this browser that failed. */
  onRetry?: (message: Message) => void;
  onDiscard?: (message: Message) => void;
}

/** One message: inbound on the left, outbound on the right (spec 1 §2). */
export const MessageBubble = memo(function MessageBubble({
  message,
  firstOfRun,
  quoted,
  quotedSenderLabel,
  reactions,
  actions,
  highlighted,
  onAction,
  onJumpTo,
  onRetry,
  onDiscard,
}: MessageBubbleProps) {
  const { token } = theme.useToken();
  const outbound = message.direction === 'OUTBOUND';
  const isNote = message.type === 'note';
  const bare = message.type === 'sticker' && !message.metadata.isDeleted;
  const quotedId = message.metadata.quotedMessageId;

  const background = isNote ? token.colorWarningBg : outbound ? token.colorPrimaryBg : token.colorBgContainer;
  const border = isNote ? token.colorWarningBorder : outbound ? token.colorPrimaryBorder : token.colorBorderSecondary;
  const senderName = outbound && message.user?.name ? message.user.name : null;

  return (
    <Flex
      id={`message-${message.id}`}
      data-testid="message"
      data-direction={message.direction}
      className="inbox-message-row"
      justify={outbound ? 'flex-end' : 'flex-start'}
      style={{ marginTop: firstOfRun ? 12 : 2, paddingInline: 16 }}
    >
      <Flex vertical align={outbound ? 'flex-end' : 'flex-start'} style={{ maxWidth: 'min(72%, 560px)', minWidth: 0 }}>
        <Flex align="center" gap={4} style={{ flexDirection: outbound ? 'row-reverse' : 'row', maxWidth: '100%' }}>
          <div
            style={{
              position: 'relative',
              minWidth: 0,
              padding: bare ? 0 : '8px 12px 6px',
              borderRadius: 12,
              borderStartEndRadius: outbound && firstOfRun ? 4 : 12,
              borderStartStartRadius: !outbound && firstOfRun ? 4 : 12,
              background: bare ? 'transparent' : background,
              border: bare ? 'none' : `1px solid ${border}`,
              boxShadow: highlighted ? `0 0 0 3px ${token.colorPrimaryBorderHover}` : undefined,
              transition: 'box-shadow 0.3s ease',
            }}
          >
            {isNote && (
              <Typography.Text
                strong
                title="Só a equipe vê; nunca é enviada ao cliente"
                style={{ display: 'block', fontSize: 12, color: token.colorWarningText }}
              >
                <LockOutlined style={{ marginInlineEnd: 4 }} />
                Anotação interna{senderName && ` · ${senderName}`}
              </Typography.Text>
            )}
            {firstOfRun && senderName && !isNote && (
              <Typography.Text strong style={{ display: 'block', fontSize: 12, color: token.colorPrimaryText }}>
                {message.user?.isAgent && <RobotOutlined style={{ marginInlineEnd: 4 }} />}
                {senderName}
              </Typography.Text>
            )}
            {quotedId && !message.metadata.isDeleted && (
              <QuotedMessage quoted={quoted} senderLabel={quotedSenderLabel} onJump={() => onJumpTo(quotedId)} />
            )}
            <MessageContent message={message} />
            <Flex justify="flex-end" align="center" gap={6} style={{ marginTop: 2 }}>
              {message.metadata.isEdited && !message.metadata.isDeleted && (
                <Typography.Text type="secondary" italic style={{ fontSize: 11 }}>
                  Editada
                </Typography.Text>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 11, fontVariantNumeric: 'tabular-nums' }}>
                <time dateTime={message.messageAt}>{formatTime(message.messageAt)}</time>
              </Typography.Text>
              {outbound && !isNote && <MessageStatusIcon status={message.status} />}
            </Flex>
          </div>
          <MessageActions actions={actions} onAction={(action) => onAction(message, action)} />
        </Flex>
        <ReactionChips reactions={reactions} alignEnd={outbound} />
        {onRetry && onDiscard && (
          <Flex align="center" gap={4} style={{ marginTop: 2 }}>
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              Não enviada
            </Typography.Text>
            <Button size="small" type="link" onClick={() => onRetry(message)} style={{ paddingInline: 4 }}>
              Tentar novamente
            </Button>
            <Button size="small" type="link" onClick={() => onDiscard(message)} style={{ paddingInline: 4 }}>
              Descartar
            </Button>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
});

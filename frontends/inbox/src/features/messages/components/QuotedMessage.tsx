import type { Message } from '@balcao/contracts';
import { Flex, theme, Typography } from 'antd';
import { messagePreviewText } from '../lib/message-rules';

interface QuotedMessageProps {
  /** The replied-to message, when it is loaded. */
  quoted: Message | undefined;
  senderLabel: string | null;
  onJump?: () => void;
}

/** The replied-to message inside a bubble; clicking it scrolls to the original. */
export function QuotedMessage({ quoted, senderLabel, onJump }: QuotedMessageProps) {
  const { token } = theme.useToken();
  const style = {
    padding: '6px 10px',
    marginBottom: 6,
    borderRadius: 6,
    borderInlineStart: `3px solid ${token.colorPrimary}`,
    background: token.colorFillTertiary,
    minWidth: 0,
  };
  if (!quoted) {
    return (
      <div style={style}>
        <Typography.Text type="secondary" italic style={{ fontSize: 12 }}>
          Mensagem original não carregada
        </Typography.Text>
      </div>
    );
  }
  return (
    <Flex
      vertical
      className="inbox-quote"
      role="button"
      tabIndex={0}
      aria-label="Ver a original"
      onClick={onJump}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onJump?.();
        }
      }}
      style={style}
    >
      {senderLabel && (
        <Typography.Text strong style={{ fontSize: 12, color: token.colorPrimary }}>
          {senderLabel}
        </Typography.Text>
      )}
      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
        {messagePreviewText(quoted)}
      </Typography.Text>
    </Flex>
  );
}

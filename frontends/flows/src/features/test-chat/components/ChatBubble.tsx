import type { FlowMessage } from '@balcao/contracts';
import { Typography } from 'antd';

const bubble = (fromClient: boolean) => ({
  alignSelf: fromClient ? 'flex-end' : 'flex-start',
  maxWidth: '85%',
  background: fromClient ? '#d9fdd3' : '#fff',
  color: '#111b21',
  borderRadius: 8,
  padding: '6px 10px',
  boxShadow: '0 1px 1px rgba(0,0,0,0.12)',
  whiteSpace: 'pre-wrap' as const,
  wordBreak: 'break-word' as const,
  fontSize: 13,
});

export function ClientBubble({ text }: { text: string }) {
  return (
    <div style={bubble(true)} data-testid="chat-client-message">
      {text}
    </div>
  );
}

interface BotBubbleProps {
  message: FlowMessage;
  /** Choices become clickable in the test chat; in the preview they only show. */
  onChoose?: (title: string) => void;
}

/** A message as WhatsApp shows it: text, or the question with its list or buttons. */
export function BotBubble({ message, onChoose }: BotBubbleProps) {
  if (message.type === 'text') {
    return (
      <div style={bubble(false)} data-testid="chat-bot-message">
        {message.text}
      </div>
    );
  }
  return (
    <div style={{ ...bubble(false), padding: 0, overflow: 'hidden' }} data-testid="chat-bot-message">
      <div style={{ padding: '6px 10px' }}>{message.text}</div>
      {message.options.map((option) => (
        <button
          key={option.number}
          type="button"
          disabled={!onChoose}
          onClick={() => onChoose?.(option.title)}
          style={{
            display: 'block',
            width: '100%',
            border: 'none',
            borderTop: '1px solid #e9edef',
            background: 'transparent',
            padding: '8px 10px',
            textAlign: message.style === 'buttons' ? 'center' : 'left',
            color: '#027eb5',
            cursor: onChoose ? 'pointer' : 'default',
            fontSize: 13,
          }}
        >
          {message.style === 'list' ? `${option.number}. ${option.title}` : option.title}
          {option.description && message.style === 'list' && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 11 }}>
              {option.description}
            </Typography.Text>
          )}
        </button>
      ))}
    </div>
  );
}

/** The phone frame of the preview and the test chat. */
export function PhoneFrame({ title, children, footer }: { title: string; children: React.ReactNode; footer?: React.ReactNode }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0, borderRadius: 18, overflow: 'hidden', border: '6px solid #1f2937', background: '#efeae2' }}>
      <div style={{ background: '#075e54', color: '#fff', padding: '10px 12px', fontWeight: 600, fontSize: 14 }}>{title}</div>
      <div style={{ flex: 1, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 6, padding: 10, minHeight: 0 }}>{children}</div>
      {footer}
    </div>
  );
}

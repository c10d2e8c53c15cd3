import type { FastMessage } from '@balcao/contracts';
import { FileTextOutlined, MessageOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useIsMobile } from '@balcao/ui';
import { theme } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useQuickReplyFill } from '../hooks/use-quick-reply-fill';
import { composerPanelId, ComposerTabBar, type ComposerTabItem } from './ComposerTabBar';
import { MessageComposer, type MessageComposerProps } from './MessageComposer';
import { NoteComposer } from './NoteComposer';
import { QuickRepliesDrawer } from './QuickRepliesDrawer';
import { QuickReplyList } from './QuickReplyList';

type ComposerTab = 'message' | 'note' | 'quick-replies';

const TABS: readonly ComposerTabItem<ComposerTab>[] = [
  { key: 'message', label: 'Mensagem', icon: <MessageOutlined /> },
  { key: 'note', label: 'Anotações internas', icon: <FileTextOutlined /> },
  { key: 'quick-replies', label: 'Respostas rápidas', icon: <ThunderboltOutlined /> },
];

interface ComposerProps extends Omit<MessageComposerProps, 'text' | 'onTextChange' | 'textAreaRef' | 'onOpenQuickReplies'> {
  conversationId: string;
  /** Fills the client placeholders of a chosen quick reply; null leaves them out. */
  clientName: string | null;
}

/**
 * The conversation's footer (spec 1 §2): tabs 'Mensagem', 'Anotações internas' and 'Respostas
 * rápidas'. A quick reply chosen in its tab or in the lightning drawer lands in 'Mensagem' with
 * the names filled, to be read and sent. The parent keys it by conversation, so switching
 * conversation starts it empty.
 */
export function Composer({ conversationId, clientName, ...messageProps }: ComposerProps) {
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  const [tab, setTab] = useState<ComposerTab>('message');
  // A tab mounts when first opened and then stays, so a half-written note survives a switch.
  const [opened, setOpened] = useState<ReadonlySet<ComposerTab>>(() => new Set(['message']));
  const [text, setText] = useState('');
  const [drawerOpen, setDrawerOpen] = useState(false);
  const textArea = useRef<HTMLTextAreaElement | null>(null);
  const fill = useQuickReplyFill(clientName);

  const show = (next: ComposerTab) => {
    setTab(next);
    setOpened((current) => (current.has(next) ? current : new Set([...current, next])));
  };

  const chooseQuickReply = (reply: FastMessage) => {
    const filled = fill(reply.content);
    setText(filled);
    setDrawerOpen(false);
    show('message');
    // After the message tab shows again: focus the box with the caret after the text.
    requestAnimationFrame(() => {
      textArea.current?.focus();
      textArea.current?.setSelectionRange(filled.length, filled.length);
    });
  };

  const panels: Record<ComposerTab, () => ReactNode> = {
    message: () => (
      <MessageComposer {...messageProps} text={text} onTextChange={setText} textAreaRef={textArea} onOpenQuickReplies={() => setDrawerOpen(true)} />
    ),
    note: () => <NoteComposer conversationId={conversationId} />,
    'quick-replies': () => <QuickReplyList fill={fill} onChoose={chooseQuickReply} maxHeight={isMobile ? 200 : 240} />,
  };

  return (
    <div
      data-testid="composer"
      style={{ padding: isMobile ? '0 8px 12px' : '0 16px 16px', borderTop: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
    >
      <ComposerTabBar items={TABS} active={tab} onChange={show} />
      {TABS.map((item) =>
        opened.has(item.key) ? (
          <div key={item.key} role="tabpanel" id={composerPanelId(item.key)} hidden={item.key !== tab}>
            {panels[item.key]()}
          </div>
        ) : null,
      )}
      <QuickRepliesDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} fill={fill} onChoose={chooseQuickReply} />
    </div>
  );
}

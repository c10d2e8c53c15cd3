import type { ConversationEvaluation, ConversationStatus, Message, ReactionGroup } from '@balcao/contracts';
import { toast } from '@balcao/ui';
import { Flex, Spin, theme } from 'antd';
import { Fragment, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { copyToClipboard } from '../../../lib/clipboard';
import { EvaluationLine } from '../../evaluations/components/EvaluationLine';
import { evaluationAnchorId } from '../../evaluations/lib/evaluation-text';
import { copyTargetOf, messageActionsFor, type MessageAction } from '../lib/message-rules';
import { useWhileScrolling } from '../hooks/use-while-scrolling';
import { groupMessagesByDay, groupReactions } from '../lib/message-timeline';
import { senderLabelOf } from '../lib/sender-label';
import { DateSeparator } from './DateSeparator';
import { MessageBubble } from './MessageBubble';
import { ScrollToBottomButton } from './ScrollToBottomButton';

/** Spec 1 §2: the scroll-to-bottom button appears more than 800 px from the bottom. */
export const SCROLL_BUTTON_THRESHOLD_PX = 800;
/** Older messages load when the reader comes this close to the top. */
const LOAD_OLDER_THRESHOLD_PX = 240;
const HIGHLIGHT_MS = 1600;
const NO_REACTIONS: ReactionGroup[] = [];
const NO_ACTIONS: MessageAction[] = [];

interface MessageTimelineProps {
  messages: readonly Message[];
  status: ConversationStatus;
  userId: string;
  contactName: string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReply: (message: Message) => void;
  onDelete: (message: Message) => void;
  /** Local sends that failed, by id, with what to do about them. */
  failedLocalIds: ReadonlySet<string>;
  onRetry: (message: Message) => void;
  onDiscard: (message: Message) => void;
  /** Shown when the conversation has no messages yet. */
  empty: ReactNode;
  /** The client's rating, shown as a line after their answer. */
  evaluation?: ConversationEvaluation | null;
}

const sameRun = (a: Message | undefined, b: Message) =>
  Boolean(a) && a!.direction === b.direction && (a!.user?.id ?? null) === (b.user?.id ?? null) && a!.type !== 'note' && b.type !== 'note';

/**
 * The messages of a conversation grouped by day. The scroller is column-reversed, so it opens
 * at the latest message and keeps its place when older pages are added above.
 */
export function MessageTimeline({
  messages,
  status,
  userId,
  contactName,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  onReply,
  onDelete,
  failedLocalIds,
  onRetry,
  onDiscard,
  empty,
  evaluation,
}: MessageTimelineProps) {
  const { token } = theme.useToken();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [farFromBottom, setFarFromBottom] = useState(false);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [scrolling, markScrolling] = useWhileScrolling();

  const days = useMemo(() => groupMessagesByDay(messages), [messages]);
  const reactions = useMemo(() => groupReactions(messages), [messages]);
  const evaluationAnchor = useMemo(() => (evaluation ? evaluationAnchorId(messages, evaluation, hasOlder) : null), [messages, evaluation, hasOlder]);
  const byId = useMemo(() => new Map(messages.map((message) => [message.id, message])), [messages]);
  const actionsById = useMemo(() => {
    const now = Date.now();
    return new Map(messages.map((message) => [message.id, messageActionsFor(message, status, userId, now)]));
  }, [messages, status, userId]);

  const checkPosition = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const fromBottom = Math.abs(scroller.scrollTop);
    setFarFromBottom(fromBottom > SCROLL_BUTTON_THRESHOLD_PX);
    const fromTop = scroller.scrollHeight - scroller.clientHeight - fromBottom;
    if (fromTop < LOAD_OLDER_THRESHOLD_PX && hasOlder && !loadingOlder) onLoadOlder();
  }, [hasOlder, loadingOlder, onLoadOlder]);

  // A first page shorter than the screen cannot be scrolled up: load older ones straight away.
  useLayoutEffect(() => {
    checkPosition();
  }, [checkPosition, messages.length]);

  const scrollToBottom = useCallback((smooth = true) => {
    scrollerRef.current?.scrollTo?.({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
  }, []);

  // Sending a message brings the view back to it.
  const last = messages[messages.length - 1];
  const lastOwnId = last && last.direction === 'OUTBOUND' && last.user?.id === userId ? last.id : null;
  useEffect(() => {
    if (lastOwnId) scrollToBottom(false);
  }, [lastOwnId, scrollToBottom]);

  useEffect(() => {
    if (!highlightedId) return;
    const timer = setTimeout(() => setHighlightedId(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [highlightedId]);

  const jumpTo = useCallback((messageId: string) => {
    const element = document.getElementById(`message-${messageId}`);
    if (!element) return;
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    setHighlightedId(messageId);
  }, []);

  const handleAction = useCallback(
    (message: Message, action: MessageAction) => {
      if (action === 'reply') return onReply(message);
      if (action === 'delete') return onDelete(message);
      const target = copyTargetOf(message);
      if (!target) return;
      const value = target.kind === 'link' ? new URL(target.value, window.location.origin).toString() : target.value;
      copyToClipboard(value).then(
        () => toast.success(target.kind === 'link' ? 'Link copiado' : 'Mensagem copiada'),
        () => toast.error('Não foi possível copiar', 'Copie o conteúdo manualmente.'),
      );
    },
    [onReply, onDelete],
  );

  return (
    <div style={{ position: 'relative', flex: 1, minHeight: 0, background: token.colorBgLayout }}>
      <div
        ref={scrollerRef}
        onScroll={() => {
          checkPosition();
          markScrolling();
        }}
        data-testid="message-timeline"
        style={{ display: 'flex', flexDirection: 'column-reverse', height: '100%', overflowY: 'auto', overscrollBehavior: 'contain' }}
      >
        <div
          role="log"
          aria-label="Histórico da conversa"
          aria-live="polite"
          // No shrinking: the column-reversed scroller must overflow upwards, keeping the latest in view;
          // a short conversation sits by the composer, as in the phone.
          style={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', flexShrink: 0, minHeight: '100%', paddingBottom: 16 }}
        >
          {hasOlder && (
            <Flex justify="center" style={{ padding: 12, minHeight: 44 }}>
              {loadingOlder && <Spin size="small" aria-label="Carregando histórico anterior" />}
            </Flex>
          )}
          {days.length === 0 && !hasOlder && (
            <Flex flex={1} align="center" justify="center" style={{ minHeight: 280 }}>
              {empty}
            </Flex>
          )}
          {days.map((day) => (
            <section key={day.key} aria-label={day.label}>
              <DateSeparator label={day.label} floating={scrolling} />
              {day.messages.map((message, index) => {
                const quotedId = message.metadata.quotedMessageId;
                const quoted = quotedId ? byId.get(quotedId) : undefined;
                const failedLocal = failedLocalIds.has(message.id);
                const bubble = (
                  <MessageBubble
                    key={message.id}
                    message={message}
                    firstOfRun={!sameRun(day.messages[index - 1], message)}
                    quoted={quoted}
                    quotedSenderLabel={quoted ? senderLabelOf(quoted, userId, contactName) : null}
                    reactions={reactions.get(message.id) ?? NO_REACTIONS}
                    actions={actionsById.get(message.id) ?? NO_ACTIONS}
                    highlighted={highlightedId === message.id}
                    onAction={handleAction}
                    onJumpTo={jumpTo}
                    onRetry={failedLocal ? onRetry : undefined}
                    onDiscard={failedLocal ? onDiscard : undefined}
                  />
                );
                if (!evaluation || evaluationAnchor !== message.id) return bubble;
                return (
                  <Fragment key={message.id}>
                    {bubble}
                    <EvaluationLine evaluation={evaluation} />
                  </Fragment>
                );
              })}
            </section>
          ))}
          {evaluation && evaluationAnchor === 'end' && <EvaluationLine evaluation={evaluation} />}
        </div>
      </div>
      {farFromBottom && <ScrollToBottomButton onClick={() => scrollToBottom()} />}
    </div>
  );
}

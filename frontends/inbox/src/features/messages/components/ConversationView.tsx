import type { Message } from '@balcao/contracts';
import { MessageOutlined } from '@ant-design/icons';
import { useSession } from '@balcao/ui';
import { Flex, Skeleton, Spin, theme } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ConversationDetailsLayout } from '../../conversation-details/components/ConversationDetailsLayout';
import { contactNameOf } from '../../conversations/lib/contact-name';
import { Composer } from '../../composer/components/Composer';
import { useOutboxEntries } from '../../composer/hooks/outbox-store';
import { useSendMessage } from '../../composer/hooks/use-send-message';
import { mergeOutbox } from '../../composer/lib/outbox';
import { useNotes } from '../../notes/api/notes';
import { withNotes } from '../../notes/lib/notes-in-timeline';
import { useConversation } from '../api/get-conversation';
import { useDeleteMessage } from '../hooks/use-delete-message';
import { useOpenConversation } from '../hooks/use-open-conversation';
import { messagesOf } from '../lib/message-cache';
import { senderLabelOf } from '../lib/sender-label';
import { ConversationHeader } from './ConversationHeader';
import { EmptyState } from './EmptyState';
import { MessageTimeline } from './MessageTimeline';

interface ConversationViewProps {
  conversationId: string;
  onBack: () => void;
  /** A detail that fails to load sends the user back to /messages (spec 1 §4). */
  onLoadFailed: () => void;
  /** After 'Deletar conversa' the workspace moves on (spec 1 §4: to the first remaining conversation). */
  onDeleted: (conversationId: string) => void;
}

function LoadingConversation() {
  const { token } = theme.useToken();
  return (
    <Flex vertical style={{ height: '100%' }} aria-busy="true">
      <Flex gap={12} align="center" style={{ padding: '14px 20px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
        <Skeleton.Avatar active size={40} />
        <Skeleton active title={{ width: 180 }} paragraph={{ rows: 1, width: 140 }} style={{ flex: 1 }} />
      </Flex>
      <Flex flex={1} align="center" justify="center" style={{ background: token.colorBgLayout }}>
        <Spin aria-label="Carregando conversa" />
      </Flex>
    </Flex>
  );
}

/** One open conversation: header, messages and composer. The page keys it by conversation. */
export function ConversationView({ conversationId, onBack, onLoadFailed, onDeleted }: ConversationViewProps) {
  const { user } = useSession();
  const detail = useConversation(conversationId);
  const outbox = useOutboxEntries(conversationId);
  const notes = useNotes(conversationId);
  const { send, retry, discard, sending } = useSendMessage(conversationId);
  const confirmDelete = useDeleteMessage();
  const [replyTo, setReplyTo] = useState<Message | null>(null);

  useOpenConversation(conversationId);

  useEffect(() => {
    if (detail.isError && !detail.data) onLoadFailed();
  }, [detail.isError, detail.data, onLoadFailed]);

  const serverMessages = useMemo(() => messagesOf(detail.data), [detail.data]);
  const hasOlder = Boolean(detail.hasNextPage);
  const messages = useMemo(
    () => withNotes(mergeOutbox(serverMessages, outbox), notes.data ?? [], hasOlder),
    [serverMessages, outbox, notes.data, hasOlder],
  );
  const failedLocalIds = useMemo(
    () => new Set(outbox.filter((entry) => entry.message.status === 'FAILED').map((entry) => entry.localId)),
    [outbox],
  );

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = detail;
  const loadOlder = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const onRetry = useCallback((message: Message) => void retry(message.id), [retry]);
  const onDiscard = useCallback((message: Message) => discard(message.id), [discard]);
  const cancelReply = useCallback(() => setReplyTo(null), []);

  const conversation = detail.data?.pages[0];
  if (!conversation) return <LoadingConversation />;

  const contactName = contactNameOf(conversation.person);
  const isHuman = conversation.status === 'HUMAN_INTERACTIVE';

  const conversationPane = (
    <Flex vertical style={{ height: '100%', minWidth: 0 }}>
      <ConversationHeader conversation={conversation} onBack={onBack} />
      <MessageTimeline
        messages={messages}
        status={conversation.status}
        userId={user.id}
        contactName={contactName}
        hasOlder={Boolean(hasNextPage)}
        loadingOlder={isFetchingNextPage}
        onLoadOlder={loadOlder}
        onReply={setReplyTo}
        onDelete={confirmDelete}
        failedLocalIds={failedLocalIds}
        onRetry={onRetry}
        onDiscard={onDiscard}
        evaluation={conversation.evaluation}
        empty={
          <EmptyState
            icon={<MessageOutlined />}
            title="Inicie a conversa com este contato"
            description={
              isHuman
                ? 'Escreva a primeira mensagem abaixo.'
                : 'Clique em "Iniciar atendimento humano" para conversar com este contato.'
            }
          />
        }
      />
      <Composer
        conversationId={conversationId}
        clientName={conversation.person.name}
        onSend={send}
        sending={sending}
        replyTo={replyTo}
        replySenderLabel={replyTo ? senderLabelOf(replyTo, user.id, contactName) : ''}
        onCancelReply={cancelReply}
      />
    </Flex>
  );

  return (
    <ConversationDetailsLayout conversation={conversation} onDeleted={onDeleted}>
      {conversationPane}
    </ConversationDetailsLayout>
  );
}

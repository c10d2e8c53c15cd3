import { ApiRequestError, newIdempotencyKey, toast, useSession } from '@balcao/ui';
import { SEND_FAILED_MESSAGE } from '@balcao/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { applyMessageToCache } from '../../conversations/lib/apply-to-cache';
import { conversationDetailQueryKey, type ConversationPages } from '../../messages/api/get-conversation';
import { messagesOf } from '../../messages/lib/message-cache';
import { LOCAL_ID_PREFIX } from '../../messages/lib/message-rules';
import { sendMessage } from '../api/send-message';
import { buildLocalMessage, type OutboxEntry, type SendDraft } from '../lib/outbox';
import { useOutboxStore } from './outbox-store';

/** The server's reason when it explains the refusal (a file too large, a bad field). */
function failureDescription(error: unknown): string {
  if (error instanceof ApiRequestError && (error.status === 400 || error.status === 413)) return error.message;
  return SEND_FAILED_MESSAGE;
}

/**
 * Sends optimistically (spec 1 §4): the message shows as PENDING at once, becomes the server's
 * copy when it answers (or when its realtime echo arrives first) and turns FAILED, with
 * 'Tentar novamente', when it does not go through.
 */
export function useSendMessage(conversationId: string) {
  const store = useOutboxStore();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const [inFlight, setInFlight] = useState(0);

  const attempt = useCallback(
    async (entry: OutboxEntry) => {
      setInFlight((count) => count + 1);
      try {
        const message = await sendMessage({ conversationId, draft: entry.draft, idempotencyKey: entry.idempotencyKey });
        applyMessageToCache(queryClient, { conversationId, message }, conversationId);
        store.remove(conversationId, entry.localId);
      } catch (error) {
        store.update(conversationId, entry.localId, (current) => ({
          ...current,
          message: { ...current.message, status: 'FAILED' },
        }));
        toast.error('Erro ao enviar', failureDescription(error));
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [conversationId, queryClient, store],
  );

  const send = useCallback(
    (draft: SendDraft) => {
      const idempotencyKey = newIdempotencyKey();
      const loaded = messagesOf(queryClient.getQueryData<ConversationPages>(conversationDetailQueryKey(conversationId)));
      const entry: OutboxEntry = {
        localId: `${LOCAL_ID_PREFIX}${idempotencyKey}`,
        conversationId,
        idempotencyKey,
        createdAt: Date.now(),
        draft,
        baselineIds: new Set(loaded.map((message) => message.id)),
        message: buildLocalMessage({
          idempotencyKey,
          conversationId,
          draft,
          sender: { id: user.id, name: user.name, imageUrl: user.imageUrl },
          now: new Date(),
          fileUrl: draft.file ? URL.createObjectURL(draft.file) : null,
        }),
      };
      store.add(entry);
      return attempt(entry);
    },
    [attempt, conversationId, queryClient, store, user.id, user.name, user.imageUrl],
  );

  /** A new attempt (new Idempotency-Key): the failed one may have been stored as failed. */
  const retry = useCallback(
    (localId: string) => {
      const entry = store.entriesOf(conversationId).find((item) => item.localId === localId);
      if (!entry) return;
      const loaded = messagesOf(queryClient.getQueryData<ConversationPages>(conversationDetailQueryKey(conversationId)));
      const next: OutboxEntry = {
        ...entry,
        idempotencyKey: newIdempotencyKey(),
        baselineIds: new Set(loaded.map((message) => message.id)),
        message: { ...entry.message, status: 'PENDING' },
      };
      store.update(conversationId, localId, () => next);
      return attempt(next);
    },
    [attempt, conversationId, queryClient, store],
  );

  const discard = useCallback((localId: string) => store.remove(conversationId, localId), [conversationId, store]);

  return { send, retry, discard, sending: inFlight > 0 };
}

import type { Integration } from '@balcao/contracts';
import { useInboxSubscription, useRealtimeClient, useRealtimeEvent, useSession } from '@balcao/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { integrationListQueryKey } from '../../integrations/api/get-integrations';
import { applyIntegrationStatus } from '../../integrations/lib/integration-status';
import { conversationDetailQueryKey, type ConversationPages } from '../../messages/api/get-conversation';
import { refreshNotesOnCountChange } from '../../notes/lib/refresh-notes';
import { markConversationRead } from '../api/mark-conversation-read';
import { applyListUpdateToCache, applyMessageToCache, markReadInCache } from '../lib/apply-to-cache';

/** Reactions arrive one by one; the open conversation re-reads its grouped reactions once they settle. */
const REACTION_REFRESH_MS = 1500;
/** A burst of client messages in the open conversation marks it read once. */
const READ_DEBOUNCE_MS = 1000;

/** Subscribes to the workspace and lets its frames update the cached lists and messages. */
export function useInboxRealtime(openConversationId: string | null) {
  const queryClient = useQueryClient();
  const { inboxId } = useSession();
  const realtime = useRealtimeClient();
  const openId = useRef(openConversationId);
  openId.current = openConversationId;
  const reactionTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const readTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useInboxSubscription(inboxId);

  useEffect(
    () => () => {
      if (reactionTimer.current) clearTimeout(reactionTimer.current);
      if (readTimer.current) clearTimeout(readTimer.current);
    },
    [],
  );

  useRealtimeEvent('conversation:list:update', (update) => {
    if (update.kind === 'integration') {
      queryClient.setQueryData<Integration[]>(integrationListQueryKey(inboxId), (list) => applyIntegrationStatus(list, update));
      return;
    }
    if (update.kind === 'integration-qrcode') return; // for the QR step on /integrations
    applyListUpdateToCache(queryClient, update, openId.current);
    if (update.kind === 'changed') refreshNotesOnCountChange(queryClient, update.conversation);
  });

  useRealtimeEvent('conversation:message', (frame) => {
    applyMessageToCache(queryClient, frame, openId.current);
    if (frame.conversationId !== openId.current) return;

    if (frame.message.type === 'reaction') {
      if (reactionTimer.current) clearTimeout(reactionTimer.current);
      const conversationId = frame.conversationId;
      reactionTimer.current = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: conversationDetailQueryKey(conversationId), exact: true });
      }, REACTION_REFRESH_MS);
      return;
    }

    // A client's message into a finished conversation is its rating: re-read the conversation's evaluation.
    if (frame.message.direction === 'INBOUND' && queryClient.getQueryData<ConversationPages>(conversationDetailQueryKey(frame.conversationId))?.pages[0]?.status === 'INACTIVE') {
      void queryClient.invalidateQueries({ queryKey: conversationDetailQueryKey(frame.conversationId), exact: true });
    }

    // Someone writing into the open conversation is being read as it arrives.
    if (frame.message.direction === 'INBOUND') {
      if (readTimer.current) clearTimeout(readTimer.current);
      const conversationId = frame.conversationId;
      readTimer.current = setTimeout(() => {
        realtime?.messageRead(conversationId);
        markConversationRead(conversationId).catch((error: unknown) =>
          console.error('Não foi possível marcar a conversa como lida', error),
        );
      }, READ_DEBOUNCE_MS);
    }
  });

  useRealtimeEvent('conversation:message:read', ({ conversationId }) => markReadInCache(queryClient, conversationId));
}

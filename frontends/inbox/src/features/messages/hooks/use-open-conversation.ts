import { useConversationSubscription, useRealtimeClient, useRealtimeEvent } from '@balcao/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markConversationRead } from '../../conversations/api/mark-conversation-read';
import { markReadInCache } from '../../conversations/lib/apply-to-cache';

/**
 * Opening a conversation marks it read (POST /read and the realtime messageRead) and listens
 * to its channel; leaving it stops listening (spec 1 §4).
 */
export function useOpenConversation(conversationId: string) {
  const queryClient = useQueryClient();
  const realtime = useRealtimeClient();
  useConversationSubscription(conversationId);

  useEffect(() => {
    markReadInCache(queryClient, conversationId);
    markConversationRead(conversationId)
      // A list that loaded meanwhile still counts what was just read.
      .then(() => markReadInCache(queryClient, conversationId))
      .catch((error: unknown) => console.error('Não foi possível marcar a conversa como lida', error));
  }, [conversationId, queryClient]);

  // messageRead goes out only on an open socket: send it once the subscription is confirmed
  // (which also happens again after a reconnect).
  useRealtimeEvent('subscribedToConversation', (data) => {
    if (data.conversationId === conversationId) realtime?.messageRead(conversationId);
  });
}

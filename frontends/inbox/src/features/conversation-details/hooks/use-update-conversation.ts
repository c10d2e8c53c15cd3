import type { UpdateConversationBody } from '@balcao/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateConversation } from '../../conversations/api/update-conversation';
import { applyConversationToCache } from '../../conversations/lib/apply-to-cache';

/**
 * Saves one change of the open conversation at once (spec 1 §4) and puts the summary the
 * server answered into the open view and every list (a pin moves it to the top). While it
 * saves, controls show `variables`; a failure leaves the cache, so they show the old value.
 */
export function useUpdateConversation(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateConversationBody) => updateConversation(conversationId, body),
    onSuccess: (summary) => applyConversationToCache(queryClient, summary, conversationId),
  });
}

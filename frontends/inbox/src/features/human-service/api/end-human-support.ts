import { useMutation, useQueryClient } from '@tanstack/react-query';
import { conversationListsQueryKey } from '../../conversations/api/get-conversations';
import { endHumanSupport } from '../../conversations/api/human-support';
import { applyConversationToCache } from '../../conversations/lib/apply-to-cache';

/**
 * Leaves human mode without closing (spec 1 §4): the conversation goes back to the device's AI
 * or flow, else waits for an attendant; the list reloads.
 */
export function useEndHumanSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endHumanSupport,
    onSuccess: async (summary) => {
      applyConversationToCache(queryClient, summary, summary.id);
      await queryClient.invalidateQueries({ queryKey: conversationListsQueryKey });
    },
  });
}

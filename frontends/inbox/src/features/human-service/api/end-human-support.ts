import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endHumanSupport } from '../../conversations/api/human-support';
import { applyConversationAndReloadLists } from '../../conversations/lib/apply-to-cache';

/**
 * Leaves human mode without closing (spec 1 §4): the conversation goes back to the device's AI
 * or flow, else waits for an attendant; the list reloads.
 */
export function useEndHumanSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endHumanSupport,
    onSuccess: (summary) => applyConversationAndReloadLists(queryClient, summary),
  });
}

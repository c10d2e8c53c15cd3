import type { ConversationSummary, FinishConversationBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyConversationAndReloadLists } from '../../conversations/lib/apply-to-cache';
import { conversationDetailQueryKey } from '../../messages/api/get-conversation';

export interface FinishInput {
  conversationId: string;
  body: FinishConversationBody;
  /** Kept across retries of one modal: a lost answer must not send the goodbye twice. */
  idempotencyKey: string;
}

/** Silent: the finish modal shows the failure itself. */
export const finishConversation = ({ conversationId, body, idempotencyKey }: FinishInput) =>
  api.post<ConversationSummary>(`/conversation/${conversationId}/finish`, body, { silent: true, idempotencyKey });

/** Finishes (spec 1 §4): the badge turns 'Finalizado' at once, then the lists reload. */
export function useFinishConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishConversation,
    onSuccess: async (summary, { body }) => {
      const reloaded = applyConversationAndReloadLists(queryClient, summary);
      // The goodbye or evaluation message went out too; realtime brings it, a refetch makes sure.
      if (body.mode !== 'end') void queryClient.invalidateQueries({ queryKey: conversationDetailQueryKey(summary.id), exact: true });
      await reloaded;
    },
  });
}

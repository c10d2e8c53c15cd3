import type { ConversationSummary, TransferConversationBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyConversationAndReloadLists } from '../../conversations/lib/apply-to-cache';

export interface TransferInput {
  conversationId: string;
  /** null hands it to a random attendant available now. */
  userId: string | null;
  idempotencyKey: string;
}

/** Silent: the transfer modal tells why it failed ('Nenhum atendente disponível') itself. */
export const transferConversation = ({ conversationId, userId, idempotencyKey }: TransferInput) =>
  api.post<ConversationSummary>(
    `/conversation/${conversationId}/transfer`,
    (userId ? { userId } : {}) satisfies TransferConversationBody,
    { silent: true, idempotencyKey },
  );

/** Transfers (spec 1 §4): the new responsible shows at once here; other lists follow by realtime. */
export function useTransferConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferConversation,
    onSuccess: (summary) => applyConversationAndReloadLists(queryClient, summary),
  });
}

import type { FastMessage, Ok } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fastMessagesQueryKey } from './get-fast-messages';

/** Silent: the page shows the spec's own 'Erro' toast. */
export const deleteFastMessage = (reply: Pick<FastMessage, 'id' | 'inboxId'>) =>
  api.delete<Ok>(`/fast-message/${reply.id}`, undefined, { silent: true });

export const useDeleteFastMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFastMessage,
    onSuccess: (_result, reply) => queryClient.invalidateQueries({ queryKey: fastMessagesQueryKey(reply.inboxId) }),
  });
};

import type { FastMessage, ZUpdateFastMessageBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fastMessagesQueryKey } from './get-fast-messages';

export type UpdateFastMessageInput = z.input<typeof ZUpdateFastMessageBody>;

/** Silent: the form shows the spec's own 'Erro' toast. */
export const updateFastMessage = ({ id, body }: { id: string; body: UpdateFastMessageInput }) =>
  api.patch<FastMessage>(`/fast-message/${id}`, body, { silent: true });

export const useUpdateFastMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFastMessage,
    onSuccess: (reply) => queryClient.invalidateQueries({ queryKey: fastMessagesQueryKey(reply.inboxId) }),
  });
};

import type { FastMessage, ZCreateFastMessageBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fastMessagesQueryKey } from './get-fast-messages';

export type CreateFastMessageInput = z.input<typeof ZCreateFastMessageBody>;

/** Silent: the form shows the spec's own 'Erro' toast. One key per form, so a retry creates one reply. */
export const createFastMessage = ({ body, idempotencyKey }: { body: CreateFastMessageInput; idempotencyKey: string }) =>
  api.post<FastMessage>('/fast-message', body, { idempotencyKey, silent: true });

export const useCreateFastMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFastMessage,
    onSuccess: (reply) => queryClient.invalidateQueries({ queryKey: fastMessagesQueryKey(reply.inboxId) }),
  });
};

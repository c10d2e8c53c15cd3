import type { Inbox, InboxBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxesQueryKey } from './get-inboxes';

/** The key stays the same for every retry of one form, so a double submit creates one workspace. */
export const createInbox = ({ body, idempotencyKey }: { body: InboxBody; idempotencyKey: string }) =>
  api.post<Inbox>('/inbox', body, { idempotencyKey });

export const useCreateInbox = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInbox,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboxesQueryKey }),
  });
};

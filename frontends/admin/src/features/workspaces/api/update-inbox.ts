import type { Inbox, InboxBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersQueryKey } from '../../users/api/get-users';
import { inboxesQueryKey } from './get-inboxes';

export const updateInbox = ({ id, body }: { id: string; body: InboxBody }) => api.put<Inbox>(`/inbox/${id}`, body);

export const useUpdateInbox = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInbox,
    onSuccess: async () => {
      // The users table lists each user's workspaces by name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxesQueryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
      ]);
    },
  });
};

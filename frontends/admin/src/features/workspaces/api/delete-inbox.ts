import type { Ok } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersQueryKey } from '../../users/api/get-users';
import { inboxesQueryKey } from './get-inboxes';

export const deleteInbox = (id: string) => api.delete<Ok>(`/inbox/${id}`);

export const useDeleteInbox = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInbox,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxesQueryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
      ]);
    },
  });
};

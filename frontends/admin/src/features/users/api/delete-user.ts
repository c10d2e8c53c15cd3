import type { Ok } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesQueryKey } from '../../teams/api/get-roles';
import { usersQueryKey } from './get-users';

export const deleteUser = (id: string) => api.delete<Ok>(`/user/${id}`);

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
      ]);
    },
  });
};

import type { UpdateUserBody, User } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesQueryKey } from '../../teams/api/get-roles';
import { usersQueryKey } from './get-users';

export const updateUser = ({ id, body }: { id: string; body: UpdateUserBody }) =>
  api.patch<User>(`/user/${id}`, body);

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
      ]);
    },
  });
};

import type { Role, RoleBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usersQueryKey } from '../../users/api/get-users';
import { rolesQueryKey } from './get-roles';

export const updateRole = ({ id, body }: { id: string; body: RoleBody }) => api.put<Role>(`/user-roles/${id}`, body);

export const useUpdateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: async () => {
      // The users table shows each user's profile name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
      ]);
    },
  });
};

import type { CreateUserBody, User } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesQueryKey } from '../../teams/api/get-roles';
import { usersQueryKey } from './get-users';

/** The key stays the same for every retry of one form, so a double submit creates one user. */
export const createUser = ({ body, idempotencyKey }: { body: CreateUserBody; idempotencyKey: string }) =>
  api.post<User>('/user', body, { idempotencyKey });

export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: async () => {
      // A profile's attendant count changes with its users.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
      ]);
    },
  });
};

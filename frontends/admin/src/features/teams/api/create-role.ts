import type { Role, RoleBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rolesQueryKey } from './get-roles';

/** The key stays the same for every retry of one form, so a double submit creates one profile. */
export const createRole = ({ body, idempotencyKey }: { body: RoleBody; idempotencyKey: string }) =>
  api.post<Role>('/user-roles', body, { idempotencyKey });

export const useCreateRole = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rolesQueryKey }),
  });
};

import type { Role } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const rolesQueryKey = ['user-roles'] as const;

export const getRolesQueryOptions = () =>
  queryOptions({
    queryKey: rolesQueryKey,
    queryFn: () => api.get<Role[]>('/user-roles'),
  });

export const useRoles = () => useQuery(getRolesQueryOptions());

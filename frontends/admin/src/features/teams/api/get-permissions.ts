import type { Permission } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const permissionsQueryKey = ['user-roles-permissions'] as const;

export const getPermissionsQueryOptions = () =>
  queryOptions({
    queryKey: permissionsQueryKey,
    queryFn: () => api.get<Permission[]>('/user-roles/permissions'),
    // The catalogue only changes with a deploy.
    staleTime: Infinity,
  });

export const usePermissions = () => useQuery(getPermissionsQueryOptions());

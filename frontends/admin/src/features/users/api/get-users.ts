import type { UserList } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const USERS_PAGE_SIZE = 10;

export type UsersFilter = {
  page: number;
  search?: string;
  roleId?: string;
};

/** Every user query starts with this key, so one invalidation refreshes them all. */
export const usersQueryKey = ['user'] as const;

export const getUsersQueryOptions = ({ page, search, roleId }: UsersFilter) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', { page, search: search ?? '', roleId: roleId ?? '' }],
    queryFn: () =>
      api.get<UserList>('/user', {
        page,
        limit: USERS_PAGE_SIZE,
        search: search || undefined,
        roleId: roleId || undefined,
      }),
    placeholderData: keepPreviousData,
  });

export const useUsers = (filter: UsersFilter) => useQuery(getUsersQueryOptions(filter));

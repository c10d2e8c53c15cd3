import type { UserList } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersQueryKey } from '../../users/api/get-users';

/** The office's users for the 'Pessoa' filter (a user removed since still shows in the rows, by name). */
export const getOfficePeopleQueryOptions = () =>
  queryOptions({
    queryKey: [...usersQueryKey, 'audit-people'],
    queryFn: () => api.get<UserList>('/user', { page: 1, limit: 500 }),
  });

export const useOfficePeople = (enabled: boolean) => useQuery({ ...getOfficePeopleQueryOptions(), enabled });

import type { UserList } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Members of the workspace, for the responsible, transfer and filter pickers. */
export const attendantsQueryKey = (inboxId: string) => ['attendants', inboxId] as const;

export const getAttendantsQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: attendantsQueryKey(inboxId),
    queryFn: ({ signal }) => api.get<UserList>('/user', { inboxId, limit: 500 }, { signal }),
    select: (list: UserList) => list.data,
    staleTime: 60_000,
  });

export const useAttendants = (inboxId: string) => useQuery(getAttendantsQueryOptions(inboxId));

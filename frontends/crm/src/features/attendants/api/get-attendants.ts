import type { UserList } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 2 §9: the attendant list asks for up to 99999. */
export const ATTENDANTS_LIMIT = 99999;

/** The inbox remote reads the same key: members of the workspace, for responsible pickers and filters. */
export const attendantsQueryKey = (inboxId: string) => ['attendants', inboxId] as const;

export const getAttendantsQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: attendantsQueryKey(inboxId),
    queryFn: ({ signal }) => api.get<UserList>('/user', { inboxId, page: 1, limit: ATTENDANTS_LIMIT }, { signal }),
    select: (list: UserList) => list.data,
    staleTime: 60_000,
  });

export const useAttendants = (inboxId: string) => useQuery(getAttendantsQueryOptions(inboxId));

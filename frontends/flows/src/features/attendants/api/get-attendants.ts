import type { UserList } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 2 §9: the attendant list asks for up to 99999. */
export const ATTENDANTS_LIMIT = 99999;

/** The same key the crm and inbox remotes read: members of the workspace. */
export const attendantsQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: ['attendants', inboxId] as const,
    queryFn: ({ signal }) => api.get<UserList>('/user', { inboxId, page: 1, limit: ATTENDANTS_LIMIT }, { signal }),
    select: (list: UserList) => list.data.map((user) => ({ id: user.id, name: user.name })),
    staleTime: 60_000,
  });

export const useAttendants = (inboxId: string) => useQuery(attendantsQueryOptions(inboxId));

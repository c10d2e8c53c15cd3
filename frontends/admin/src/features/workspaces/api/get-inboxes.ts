import type { Inbox } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const inboxesQueryKey = ['inbox'] as const;

export const getInboxesQueryOptions = () =>
  queryOptions({
    queryKey: inboxesQueryKey,
    queryFn: () => api.get<Inbox[]>('/inbox'),
  });

export const useInboxes = () => useQuery(getInboxesQueryOptions());

import type { PresenceResponse } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const presenceQueryKey = (inboxId: string) => ['presence', inboxId] as const;

/** Fresh for a short while only: people come and go, and the transfer modal asks when it opens. */
export const getPresenceQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: presenceQueryKey(inboxId),
    // Silent: without presence the modal still lists everyone, just without the online marks.
    queryFn: ({ signal }) => api.get<PresenceResponse>('/presence', { inboxId }, { signal, silent: true }),
    staleTime: 10_000,
    refetchInterval: 30_000,
  });

export const usePresence = (inboxId: string, enabled = true) => useQuery({ ...getPresenceQueryOptions(inboxId), enabled });

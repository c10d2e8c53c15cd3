import type { Integration } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The inbox's channel (spec 1 §9). */
export const INBOX_CHANNEL = 'LITE_WHATSAPP';

/** Every integration query starts with this key, so one invalidation refreshes them all. */
export const integrationsQueryKey = ['integration'] as const;
export const integrationListQueryKey = (inboxId: string) => [...integrationsQueryKey, 'list', inboxId] as const;

export const getIntegrationsQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: integrationListQueryKey(inboxId),
    queryFn: ({ signal }) => api.get<Integration[]>('/integration', { inboxId, channel: INBOX_CHANNEL }, { signal }),
  });

export const useIntegrations = (inboxId: string) => useQuery(getIntegrationsQueryOptions(inboxId));

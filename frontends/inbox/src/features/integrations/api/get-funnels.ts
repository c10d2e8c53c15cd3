import type { Funnel } from '@balcao/contracts';
import { api, hasPermission, useSession } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The same key the CRM remote lists funnels by, so a funnel created there shows here. */
export const getFunnelsQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: ['crm', 'funnels', inboxId] as const,
    queryFn: ({ signal }) => api.get<Funnel[]>('/funnel', { inboxId }, { signal }),
  });

/** The workspace's funnels a device can feed with leads (spec 2 §7: they feed the integration form); none without the CRM permission. */
export function useFunnelsForDevices() {
  const { user, inboxId } = useSession();
  const allowed = hasPermission(user, 'view:crm');
  const query = useQuery({ ...getFunnelsQueryOptions(inboxId), enabled: allowed });
  return { allowed, funnels: query.data ?? [], isLoading: allowed && query.isLoading };
}

import type { Flow } from '@balcao/contracts';
import { api, hasPermission, useSession } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** What the device form needs of an AI agent (spec 2 §7: the agents list, page 1, limit 999). */
interface AgentOption {
  id: string;
  name: string;
}

export const getFlowsForDevicesQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: ['flows', 'list', inboxId] as const,
    queryFn: ({ signal }) => api.get<Flow[]>('/flow', { inboxId }, { signal }),
  });

export const getAgentsForDevicesQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: ['agents', 'for-devices', inboxId] as const,
    queryFn: ({ signal }) => api.get<{ data: AgentOption[] }>('/agents', { inboxId, page: 1, limit: 999 }, { signal }),
  });

/** The workspace's service flows a device can run; none without view:flow. */
export function useFlowsForDevices() {
  const { user, inboxId } = useSession();
  const allowed = hasPermission(user, 'view:flow');
  const query = useQuery({ ...getFlowsForDevicesQueryOptions(inboxId), enabled: allowed });
  return { allowed, flows: query.data ?? [], isLoading: allowed && query.isLoading };
}

/** The workspace's AI agents a device can run; none without view:agents. */
export function useAgentsForDevices() {
  const { user, inboxId } = useSession();
  const allowed = hasPermission(user, 'view:agents');
  const query = useQuery({ ...getAgentsForDevicesQueryOptions(inboxId), enabled: allowed });
  return { allowed, agents: query.data?.data ?? [], isLoading: allowed && query.isLoading };
}

import { useQueries } from '@tanstack/react-query';
import { PLAN_USAGE_PATHS, type PlanUsage } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { apiPath, BILLING_QUERY_KEY } from '../../subscription/api/subscription';

const KEYS = ['numbers', 'users', 'agents', 'monthlyConsultations'] as const;

/**
 * What the office uses of each limit, asked of the service that owns it. Silent: a member who
 * may not see a kind (agents need view:agents) just does not get its line.
 */
export function usePlanUsage() {
  return useQueries({
    queries: KEYS.map((key) => ({
      queryKey: [...BILLING_QUERY_KEY, 'plan-usage', key] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => api.get<PlanUsage>(apiPath(PLAN_USAGE_PATHS[key]), undefined, { signal, silent: true }),
    })),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { BILLING_PATHS, type CreditsSummaryResponse, type SubscriptionDetails } from '@balcao/contracts';
import { api } from '@balcao/ui';

/**
 * Under 'billing' like the billing remote's queries: a payment there invalidates these too.
 * Silent and without retries: a billing service that is not deployed (404) or fails gates nothing.
 */
export const accessQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'shell', 'access'] as const,
    queryFn: ({ signal }) => api.get<SubscriptionDetails>(BILLING_PATHS.details.replace(/^\/api/, ''), undefined, { signal, silent: true }),
    retry: false,
    staleTime: 60_000,
    // A trial can end while the app is open.
    refetchInterval: 5 * 60_000,
  });

/** The office's subscription, or null when billing does not answer. */
export function useSubscriptionAccess() {
  const query = useQuery(accessQueryOptions());
  return { details: query.isError ? null : (query.data ?? null), loading: query.isLoading };
}

/** Spec 3 §9: credits are refetched every 8 minutes. */
export const shellCreditsQueryOptions = () =>
  queryOptions({
    queryKey: ['billing', 'shell', 'credits'] as const,
    queryFn: ({ signal }) => api.get<CreditsSummaryResponse>(BILLING_PATHS.creditsSummary.replace(/^\/api/, ''), undefined, { signal, silent: true }),
    retry: false,
    refetchInterval: 480_000,
  });

export const useCreditsSummary = (enabled: boolean) => useQuery({ ...shellCreditsQueryOptions(), enabled });

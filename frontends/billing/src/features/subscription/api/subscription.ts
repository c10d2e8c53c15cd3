import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BILLING_PATHS, type Invoice, type Plan, type SubscriptionDetails } from '@balcao/contracts';
import { api } from '@balcao/ui';

/** Paths of the api client are relative to /api. */
export const apiPath = (path: string) => path.replace(/^\/api/, '');

/** Every billing query lives under 'billing': a payment invalidates them all, the shell's gate included. */
export const BILLING_QUERY_KEY = ['billing'] as const;

export const subscriptionDetailsQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'details'] as const,
    queryFn: ({ signal }) => api.get<SubscriptionDetails>(apiPath(BILLING_PATHS.details), undefined, { signal }),
  });
export const useSubscriptionDetails = () => useQuery(subscriptionDetailsQueryOptions());

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'plans'] as const,
    queryFn: ({ signal }) => api.get<Plan[]>(apiPath(BILLING_PATHS.plans), undefined, { signal }),
    staleTime: 5 * 60_000,
  });
export const usePlans = () => useQuery(plansQueryOptions());

export const invoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'invoices'] as const,
    queryFn: ({ signal }) => api.get<Invoice[]>(apiPath(BILLING_PATHS.transactions), undefined, { signal }),
  });
export const useInvoices = () => useQuery(invoicesQueryOptions());

/** Cancelling (with a reason) or reactivating answers the new details; every billing query refreshes. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: string; message: string }) => api.post<SubscriptionDetails>(apiPath(BILLING_PATHS.cancel), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
}

export function useReactivateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<SubscriptionDetails>(apiPath(BILLING_PATHS.reactivate), { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_QUERY_KEY }),
  });
}

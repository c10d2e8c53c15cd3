import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  BILLING_PATHS,
  type CreditModule,
  type CreditsSummaryResponse,
  type PurchaseCreditsBody,
  type PurchaseCreditsResponse,
} from '@balcao/contracts';
import { api, newIdempotencyKey } from '@balcao/ui';
import { apiPath, BILLING_QUERY_KEY } from '../../subscription/api/subscription';

/** Spec 3 §9: credits are refetched every 8 minutes. */
export const CREDITS_REFETCH_MS = 480_000;

export const creditsSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'credits', 'summary'] as const,
    queryFn: ({ signal }) => api.get<CreditsSummaryResponse>(apiPath(BILLING_PATHS.creditsSummary), undefined, { signal }),
    refetchInterval: CREDITS_REFETCH_MS,
  });
export const useCreditsSummary = () => useQuery(creditsSummaryQueryOptions());

export const creditModulesQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'credits', 'modules'] as const,
    queryFn: ({ signal }) => api.get<CreditModule[]>(apiPath(BILLING_PATHS.creditModules), undefined, { signal }),
    staleTime: Infinity,
  });
export const useCreditModules = (enabled: boolean) => useQuery({ ...creditModulesQueryOptions(), enabled });

export function usePurchaseCredits() {
  return useMutation({
    mutationFn: (body: PurchaseCreditsBody) =>
      api.post<PurchaseCreditsResponse>(apiPath(BILLING_PATHS.creditsPurchase), body, { idempotencyKey: newIdempotencyKey() }),
  });
}

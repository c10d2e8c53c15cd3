import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BILLING_PATHS, type AddCreditCardBody, type CreditCard } from '@balcao/contracts';
import { api, newIdempotencyKey } from '@balcao/ui';
import { apiPath, BILLING_QUERY_KEY } from '../../subscription/api/subscription';

export const cardsQueryOptions = () =>
  queryOptions({
    queryKey: [...BILLING_QUERY_KEY, 'cards'] as const,
    queryFn: ({ signal }) => api.get<CreditCard[]>(apiPath(BILLING_PATHS.creditCards), undefined, { signal }),
  });
export const useCards = () => useQuery(cardsQueryOptions());

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCreditCardBody) =>
      api.post<CreditCard>(apiPath(BILLING_PATHS.creditCards), body, { idempotencyKey: newIdempotencyKey(), silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cardsQueryOptions().queryKey }),
  });
}

export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (creditCardId: string) => api.patch<CreditCard[]>(apiPath(BILLING_PATHS.defaultCreditCard), { creditCardId }),
    onSuccess: (cards) => queryClient.setQueryData(cardsQueryOptions().queryKey, cards),
  });
}

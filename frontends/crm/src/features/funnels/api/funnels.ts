import type { CreateFunnelBody, Funnel, UpdateFunnelBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const funnelsQueryKey = (inboxId: string) => ['crm', 'funnels', inboxId] as const;

export const getFunnelsQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: funnelsQueryKey(inboxId),
    queryFn: ({ signal }) => api.get<Funnel[]>('/funnel', { inboxId }, { signal }),
    enabled: Boolean(inboxId),
  });

export const useFunnels = (inboxId: string) => useQuery(getFunnelsQueryOptions(inboxId));

/** Every workspace's funnel list: a funnel may be created in another workspace than the current one. */
const invalidateFunnels = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: ['crm', 'funnels'] });

export function useCreateFunnel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFunnelBody) => api.post<Funnel>('/funnel', body),
    onSuccess: () => invalidateFunnels(queryClient),
  });
}

export function useUpdateFunnel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateFunnelBody & { id: string }) => api.patch<Funnel>(`/funnel/${id}`, body),
    onSuccess: () => invalidateFunnels(queryClient),
  });
}

export function useDeleteFunnel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/funnel/${id}`),
    onSuccess: () => invalidateFunnels(queryClient),
  });
}

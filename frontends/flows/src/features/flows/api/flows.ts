import type { CreateFlowBody, Flow, UpdateFlowBody } from '@balcao/contracts';
import { api, newIdempotencyKey } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** Every flow query starts with this key, so one invalidation refreshes lists and editors. */
export const flowsQueryKey = ['flows'] as const;
export const flowListQueryKey = (inboxId: string) => [...flowsQueryKey, 'list', inboxId] as const;
export const flowQueryKey = (id: string) => [...flowsQueryKey, 'detail', id] as const;

export const flowListQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: flowListQueryKey(inboxId),
    queryFn: ({ signal }) => api.get<Flow[]>('/flow', { inboxId }, { signal }),
    enabled: Boolean(inboxId),
  });

export const flowQueryOptions = (id: string) =>
  queryOptions({
    queryKey: flowQueryKey(id),
    queryFn: ({ signal }) => api.get<Flow>(`/flow/${id}`, undefined, { signal, silent: true }),
    retry: false,
  });

export const useFlows = (inboxId: string) => useQuery(flowListQueryOptions(inboxId));
export const useFlow = (id: string) => useQuery(flowQueryOptions(id));

export function useCreateFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFlowBody) => api.post<Flow>('/flow', body, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flowsQueryKey }),
  });
}

export function useUpdateFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateFlowBody & { id: string }) => api.patch<Flow>(`/flow/${id}`, body),
    onSuccess: (flow) => {
      queryClient.setQueryData(flowQueryKey(flow.id), flow);
      return queryClient.invalidateQueries({ queryKey: flowListQueryKey(flow.inboxId) });
    },
  });
}

export function useDeleteFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/flow/${id}`),
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: flowQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: [...flowsQueryKey, 'list'] });
    },
  });
}

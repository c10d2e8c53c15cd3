import type { Agent, AgentList, AgentModel, CreateAgentBody, UpdateAgentBody } from '@balcao/contracts';
import { api, newIdempotencyKey } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const agentsQueryKey = ['agents'] as const;

export const getAgentsQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: [...agentsQueryKey, 'list', inboxId],
    queryFn: ({ signal }) => api.get<AgentList>('/agents', { inboxId }, { signal }),
    enabled: Boolean(inboxId),
  });
export const useAgents = (inboxId: string) => useQuery(getAgentsQueryOptions(inboxId));

export const getAgentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...agentsQueryKey, 'detail', id],
    queryFn: ({ signal }) => api.get<Agent>(`/agents/${id}`, undefined, { signal }),
    enabled: Boolean(id),
  });
export const useAgent = (id: string) => useQuery(getAgentQueryOptions(id));

export const useAgentModels = () =>
  useQuery({ queryKey: [...agentsQueryKey, 'models'], queryFn: ({ signal }) => api.get<AgentModel[]>('/agent-models', undefined, { signal }), staleTime: 300_000 });

export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgentBody) => api.post<Agent>('/agents', body, { idempotencyKey: newIdempotencyKey(), silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}

export function useUpdateAgent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAgentBody) => api.patch<Agent>(`/agents/${id}`, body, { silent: true }),
    onSuccess: (agent) => {
      queryClient.setQueryData(getAgentQueryOptions(id).queryKey, agent);
      return queryClient.invalidateQueries({ queryKey: agentsQueryKey });
    },
  });
}

export function useDeleteAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/agents/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agentsQueryKey }),
  });
}

import type { CreateTrainingBody, Paged, Training, UpdateTrainingBody } from '@balcao/contracts';
import { AGENT_LIMITS } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

const trainingsKey = (agentId: string) => ['agents', 'trainings', agentId] as const;

export const getTrainingsQueryOptions = (agentId: string, page: number) =>
  queryOptions({
    queryKey: [...trainingsKey(agentId), page],
    queryFn: ({ signal }) => api.get<Paged<Training>>(`/agents/${agentId}/trainings`, { page, limit: AGENT_LIMITS.trainingsPageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
export const useTrainings = (agentId: string, page: number) => useQuery(getTrainingsQueryOptions(agentId, page));

function useTrainingMutation<T>(agentId: string, run: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: trainingsKey(agentId) }), queryClient.invalidateQueries({ queryKey: ['agents', 'detail', agentId] })]),
  });
}

export const useCreateTraining = (agentId: string) => useTrainingMutation(agentId, (body: CreateTrainingBody) => api.post<Training>(`/agents/${agentId}/trainings`, body));
export const useUpdateTraining = (agentId: string) =>
  useTrainingMutation(agentId, ({ id, ...body }: UpdateTrainingBody & { id: string }) => api.patch<Training>(`/agents/${agentId}/trainings/${id}`, body));
export const useDeleteTraining = (agentId: string) => useTrainingMutation(agentId, (id: string) => api.delete<unknown>(`/agents/${agentId}/trainings/${id}`));

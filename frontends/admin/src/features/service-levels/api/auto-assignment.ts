import type { AutoAssignmentSettings, UpdateAutoAssignmentBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const autoAssignmentQueryKey = (inboxId: string) => ['auto-assignment', inboxId] as const;

export const getAutoAssignmentQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: autoAssignmentQueryKey(inboxId),
    queryFn: () => api.get<AutoAssignmentSettings>('/auto-assignment', { inboxId }),
  });

export const useAutoAssignment = (inboxId: string) => useQuery(getAutoAssignmentQueryOptions(inboxId));

export const useUpdateAutoAssignment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAutoAssignmentBody) => api.put<AutoAssignmentSettings>('/auto-assignment', body),
    onSuccess: (settings) => {
      queryClient.setQueryData(autoAssignmentQueryKey(settings.inboxId), settings);
      return queryClient.invalidateQueries({ queryKey: autoAssignmentQueryKey(settings.inboxId) });
    },
  });
};

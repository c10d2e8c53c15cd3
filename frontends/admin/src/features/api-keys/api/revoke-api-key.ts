import type { ApiKey } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysQueryKey } from './get-api-keys';

export const revokeApiKey = (id: string) => api.post<ApiKey>(`/api-key/${id}/revoke`, {});

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};

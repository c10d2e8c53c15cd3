import type { Integration } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsQueryKey } from './get-integrations';

export const disconnectIntegration = (id: string) => api.post<Integration>(`/integration/${id}/disconnect`);

export const useDisconnectIntegration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey }),
  });
};

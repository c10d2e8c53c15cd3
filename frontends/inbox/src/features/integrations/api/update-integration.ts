import type { Integration, UpdateIntegrationBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsQueryKey } from './get-integrations';

export const updateIntegration = ({ id, body }: { id: string; body: UpdateIntegrationBody }) =>
  api.patch<Integration>(`/integration/${id}`, body);

export const useUpdateIntegration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateIntegration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey }),
  });
};

import type { CreateIntegrationBody, IntegrationWithQrCode } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsQueryKey } from './get-integrations';

/** Silent: the modal shows the spec's own toast ('Erro ao criar integração'). */
export const createIntegration = ({ body, idempotencyKey }: { body: CreateIntegrationBody; idempotencyKey: string }) =>
  api.post<IntegrationWithQrCode>('/integration/create', body, { idempotencyKey, silent: true });

export const useCreateIntegration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIntegration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey }),
  });
};

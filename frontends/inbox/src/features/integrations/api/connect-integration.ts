import type { IntegrationWithQrCode } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsQueryKey } from './get-integrations';

/** Asks for a new QR code; the server refuses (409) while the last one is younger than 120 s. */
export const connectIntegration = (id: string) =>
  api.post<IntegrationWithQrCode>('/integration/connect', { id }, { silent: true });

export const useConnectIntegration = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectIntegration,
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsQueryKey }),
  });
};

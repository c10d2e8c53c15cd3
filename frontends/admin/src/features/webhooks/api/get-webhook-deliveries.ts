import type { WebhookDelivery } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const webhookDeliveriesQueryKey = (endpointId: string) => ['webhook-endpoint', endpointId, 'delivery'] as const;

export const getWebhookDeliveriesQueryOptions = (endpointId: string) =>
  queryOptions({
    queryKey: webhookDeliveriesQueryKey(endpointId),
    queryFn: () => api.get<WebhookDelivery[]>(`/webhook-endpoint/${endpointId}/delivery`),
  });

/** The log refreshes itself while a delivery is still waiting for its attempt. */
export const useWebhookDeliveries = (endpointId: string) =>
  useQuery({
    ...getWebhookDeliveriesQueryOptions(endpointId),
    refetchInterval: (query) => (query.state.data?.some((delivery) => delivery.status === 'PENDING') ? 1500 : false),
  });

const useDeliveryMutation = <TInput>(endpointId: string, mutationFn: (input: TInput) => Promise<WebhookDelivery>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryKey(endpointId) }) });
};

/** 'Enviar teste': a webhook.test event to this endpoint. */
export const useSendTestWebhook = (endpointId: string) => useDeliveryMutation(endpointId, () => api.post<WebhookDelivery>(`/webhook-endpoint/${endpointId}/test`, {}));
/** 'Reenviar': the same event again, freshly signed. */
export const useResendWebhookDelivery = (endpointId: string) =>
  useDeliveryMutation(endpointId, (deliveryId: string) => api.post<WebhookDelivery>(`/webhook-endpoint/${endpointId}/delivery/${deliveryId}/resend`, {}));

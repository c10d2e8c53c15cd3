import type { CreatedWebhookEndpoint, CreateWebhookEndpointBody, UpdateWebhookEndpointBody, WebhookEndpoint } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const webhookEndpointsQueryKey = ['webhook-endpoint'] as const;

export const getWebhookEndpointsQueryOptions = () =>
  queryOptions({
    queryKey: webhookEndpointsQueryKey,
    queryFn: () => api.get<WebhookEndpoint[]>('/webhook-endpoint'),
  });

/** Only the Gestor may read them: nobody else asks. */
export const useWebhookEndpoints = (enabled: boolean) => useQuery({ ...getWebhookEndpointsQueryOptions(), enabled });

const useEndpointMutation = <TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryKey }) });
};

/** No Idempotency-Key: the answer holds the signing secret, which no replay store should keep. */
export const useCreateWebhookEndpoint = () => useEndpointMutation((body: CreateWebhookEndpointBody) => api.post<CreatedWebhookEndpoint>('/webhook-endpoint', body));
export const useUpdateWebhookEndpoint = () =>
  useEndpointMutation(({ id, ...body }: UpdateWebhookEndpointBody & { id: string }) => api.patch<WebhookEndpoint>(`/webhook-endpoint/${id}`, body));
export const useDeleteWebhookEndpoint = () => useEndpointMutation((id: string) => api.delete<null>(`/webhook-endpoint/${id}`));
export const revealWebhookSecret = (id: string) => api.post<{ secret: string }>(`/webhook-endpoint/${id}/reveal-secret`, {});

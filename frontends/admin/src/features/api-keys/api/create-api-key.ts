import type { CreateApiKeyBody, CreatedApiKey } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysQueryKey } from './get-api-keys';

/** The answer is the only time the key's secret is seen: the caller shows it and forgets it. */
export const createApiKey = ({ body, idempotencyKey }: { body: CreateApiKeyBody; idempotencyKey: string }) =>
  api.post<CreatedApiKey>('/api-key', body, { idempotencyKey });

export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};

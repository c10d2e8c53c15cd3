import type { CreateApiKeyBody, CreatedApiKey } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKeysQueryKey } from './get-api-keys';

/**
 * The answer is the only time the key's secret is seen: the caller shows it and forgets it. No
 * Idempotency-Key: the server keeps no replay of an answer holding a secret (a repeat makes a second key).
 */
export const createApiKey = (body: CreateApiKeyBody) => api.post<CreatedApiKey>('/api-key', body);

export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};

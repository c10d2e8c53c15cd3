import type { ApiKey } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const apiKeysQueryKey = ['api-key'] as const;

export const getApiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeysQueryKey,
    queryFn: () => api.get<ApiKey[]>('/api-key'),
  });

/** Only the Gestor may read them: nobody else asks. */
export const useApiKeys = (enabled: boolean) => useQuery({ ...getApiKeysQueryOptions(), enabled });

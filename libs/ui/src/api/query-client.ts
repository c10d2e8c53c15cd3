import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** Defaults for the one QueryClient the shell creates and every remote shares. */
export function createBalcaoQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; network blips and 5xx may.
        retry: (failureCount, error) =>
          failureCount < 2 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

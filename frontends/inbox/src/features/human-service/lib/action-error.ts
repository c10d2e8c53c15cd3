import { ApiRequestError, errorMessageOf } from '@balcao/ui';

/**
 * Why a human-service action failed, for the user: the server's own words when it refused or
 * could not send ('Nenhum atendente disponível'), else the screen's generic `fallback`
 * (network down, internal error).
 */
export function failureReasonOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError) || !error.body?.message) return fallback;
  if (error.status === 0 || error.status === 500) return fallback;
  return errorMessageOf(error.body);
}

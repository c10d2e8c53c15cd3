import { auditExportFileName, type AuditFilters } from '@balcao/contracts';
import { API_BASE, ApiRequestError, buildQueryString, errorMessageOf, readSessionCookies, saveFile, signOutAndRedirect, toast, type ApiErrorBody } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditQueryKey } from './get-audit-log';

/** GET /audit/export answers the .xlsx itself, so this reads a Blob where libs/ui's api client reads JSON. */
export async function fetchAuditExport(filters: AuditFilters): Promise<Blob> {
  const { token } = readSessionCookies();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/audit/export${buildQueryString({ ...filters })}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiRequestError(0, null, errorMessageOf(null));
  }
  if (response.ok) return response.blob();
  const errorBody = (await response.json().catch(() => null)) as ApiErrorBody | null;
  if (response.status === 401 && token) signOutAndRedirect();
  throw new ApiRequestError(response.status, errorBody, errorMessageOf(errorBody));
}

/** Saves the filtered log as Excel; the export itself becomes a row of the log, so the list refreshes. */
export const useExportAuditLog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (filters: AuditFilters) => saveFile(await fetchAuditExport(filters), auditExportFileName(new Date())),
    onError: (error) => toast.error(error.message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditQueryKey }),
  });
};

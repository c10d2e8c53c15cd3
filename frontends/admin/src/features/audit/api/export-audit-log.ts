import { auditExportFileName, type AuditFilters } from '@balcao/contracts';
import { buildQueryString, fetchFile, saveFile, toast } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { auditQueryKey } from './get-audit-log';

/** GET /audit/export answers the .xlsx itself. */
export const fetchAuditExport = (filters: AuditFilters): Promise<Blob> => fetchFile('GET', `/audit/export${buildQueryString({ ...filters })}`);

/** Saves the filtered log as Excel; the export itself becomes a row of the log, so the list refreshes. */
export const useExportAuditLog = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (filters: AuditFilters) => saveFile(await fetchAuditExport(filters), auditExportFileName(new Date())),
    onError: (error) => toast.error(error.message),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditQueryKey }),
  });
};

import type { AuditFilters, AuditPage } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export const AUDIT_PAGE_SIZE = 20;

export const auditQueryKey = ['audit'] as const;

export const getAuditLogQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: [...auditQueryKey, 'list', { ...filters, page }],
    queryFn: () => api.get<AuditPage>('/audit', { ...filters, page, limit: AUDIT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** Only the Gestor may read it: nobody else asks. */
export const useAuditLog = (filters: AuditFilters, page: number, enabled: boolean) => useQuery({ ...getAuditLogQueryOptions(filters, page), enabled });

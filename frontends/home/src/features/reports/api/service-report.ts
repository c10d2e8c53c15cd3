import { serviceReportFileName, type ServiceReport, type ServiceReportFormat } from '@balcao/contracts';
import { api, buildQueryString, fetchFile, saveFile } from '@balcao/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export interface ServiceReportQuery {
  inboxId: string;
  startDate: string;
  endDate: string;
}

export const serviceReportQueryOptions = (query: ServiceReportQuery) =>
  queryOptions({
    queryKey: ['reports', 'service', query] as const,
    queryFn: ({ signal }) => api.get<ServiceReport>('/reports/service', { ...query }, { signal }),
    placeholderData: keepPreviousData,
  });

/** The workspace's service levels over the period (GET /reports/service). */
export const useServiceReport = (query: ServiceReportQuery) => useQuery(serviceReportQueryOptions(query));

/** Downloads the same figures as an Excel or PDF file, named after the period. */
export async function downloadServiceReport(query: ServiceReportQuery, format: ServiceReportFormat) {
  const file = await fetchFile('GET', `/reports/service/export${buildQueryString({ ...query, format })}`);
  saveFile(file, serviceReportFileName(query, format));
}

import type { Office } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const officeQueryKey = (officeId: string) => ['office', officeId] as const;

export const getOfficeQueryOptions = (officeId: string) =>
  queryOptions({
    queryKey: officeQueryKey(officeId),
    queryFn: () => api.get<Office>(`/office/${officeId}`),
  });

export const useOffice = (officeId: string) => useQuery(getOfficeQueryOptions(officeId));

import type { CreateCustomFieldBody, CustomField, UpdateCustomFieldBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boardQueryKey } from '../../board/api/get-board';

export const customFieldsQueryKey = (funnelId: string) => ['crm', 'custom-fields', funnelId] as const;

export const getCustomFieldsQueryOptions = (funnelId: string) =>
  queryOptions({
    queryKey: customFieldsQueryKey(funnelId),
    queryFn: ({ signal }) => api.get<CustomField[]>('/funnel-custom-field', { funnelId }, { signal }),
  });

export const useCustomFields = (funnelId: string | null) =>
  useQuery({ ...getCustomFieldsQueryOptions(funnelId ?? ''), enabled: Boolean(funnelId) });

/** Leads carry their fields, so the board and open leads refresh too. */
function useInvalidateFields() {
  const queryClient = useQueryClient();
  return (funnelId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: customFieldsQueryKey(funnelId) }),
      queryClient.invalidateQueries({ queryKey: boardQueryKey(funnelId) }),
      queryClient.invalidateQueries({ queryKey: ['crm', 'lead'] }),
    ]);
}

export function useCreateCustomField() {
  const invalidate = useInvalidateFields();
  return useMutation({
    mutationFn: (body: CreateCustomFieldBody) => api.post<CustomField>('/funnel-custom-field', body),
    onSuccess: (field) => invalidate(field.funnelId),
  });
}

export function useUpdateCustomField() {
  const invalidate = useInvalidateFields();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateCustomFieldBody & { id: string }) => api.patch<CustomField>(`/funnel-custom-field/${id}`, body),
    onSuccess: (field) => invalidate(field.funnelId),
  });
}

export function useDeleteCustomField() {
  const invalidate = useInvalidateFields();
  return useMutation({
    mutationFn: (field: Pick<CustomField, 'id' | 'funnelId'>) => api.delete<unknown>(`/funnel-custom-field/${field.id}`),
    onSuccess: (_data, field) => invalidate(field.funnelId),
  });
}

import type { CreateLeadBody, Lead, UpdateLeadBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { boardQueryKey } from '../../board/api/get-board';

export const leadQueryKey = (id: string) => ['crm', 'lead', id] as const;

export const getLeadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: leadQueryKey(id),
    queryFn: ({ signal }) => api.get<Lead>(`/funnel-column-card/${id}`, undefined, { signal }),
  });

export const useLead = (id: string | null) => useQuery({ ...getLeadQueryOptions(id ?? ''), enabled: Boolean(id) });

/** Spec 2 §7: refetch lists after each successful create, update or delete. */
function useInvalidateLeads() {
  const queryClient = useQueryClient();
  return (funnelId: string, leadId?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: boardQueryKey(funnelId) }),
      leadId ? queryClient.invalidateQueries({ queryKey: leadQueryKey(leadId) }) : undefined,
    ]);
}

export function useCreateLead() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: (body: CreateLeadBody) => api.post<Lead>('/funnel-column-card', body, ),
    onSuccess: (lead) => invalidate(lead.funnelId),
  });
}

export function useUpdateLead() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateLeadBody & { id: string }) => api.patch<Lead>(`/funnel-column-card/${id}`, body, ),
    onSuccess: (lead) => invalidate(lead.funnelId, lead.id),
  });
}

export function useDeleteLead() {
  const invalidate = useInvalidateLeads();
  return useMutation({
    mutationFn: (lead: Pick<Lead, 'id' | 'funnelId'>) => api.delete<unknown>('/funnel-column-card', { ids: [lead.id] }),
    onSuccess: (_data, lead) => invalidate(lead.funnelId),
  });
}

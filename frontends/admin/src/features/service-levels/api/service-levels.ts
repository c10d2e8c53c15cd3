import type { BusinessHours, SlaPolicy, UpdateBusinessHoursBody, UpdateSlaPolicyBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const businessHoursQueryKey = (inboxId: string) => ['business-hours', inboxId] as const;
export const slaPolicyQueryKey = (inboxId: string) => ['sla-policy', inboxId] as const;

export const getBusinessHoursQueryOptions = (inboxId: string) =>
  queryOptions({ queryKey: businessHoursQueryKey(inboxId), queryFn: () => api.get<BusinessHours>('/business-hours', { inboxId }) });
export const getSlaPolicyQueryOptions = (inboxId: string) => queryOptions({ queryKey: slaPolicyQueryKey(inboxId), queryFn: () => api.get<SlaPolicy>('/sla-policy', { inboxId }) });

export const useBusinessHours = (inboxId: string) => useQuery(getBusinessHoursQueryOptions(inboxId));
export const useSlaPolicy = (inboxId: string) => useQuery(getSlaPolicyQueryOptions(inboxId));

export const useSaveBusinessHours = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBusinessHoursBody) => api.put<BusinessHours>('/business-hours', body),
    onSuccess: (saved) => queryClient.setQueryData(businessHoursQueryKey(saved.inboxId), saved),
  });
};

export const useSaveSlaPolicy = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSlaPolicyBody) => api.put<SlaPolicy>('/sla-policy', body),
    onSuccess: (saved) => queryClient.setQueryData(slaPolicyQueryKey(saved.inboxId), saved),
  });
};

import type { Integration } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flowsQueryKey } from '../../flows/api/flows';

/** The inbox remote keys its device lists under ['integration'] too, so both refresh together. */
export const devicesQueryKey = (inboxId: string) => ['integration', 'list', inboxId] as const;

export const devicesQueryOptions = (inboxId: string) =>
  queryOptions({
    queryKey: devicesQueryKey(inboxId),
    queryFn: ({ signal }) => api.get<Integration[]>('/integration', { inboxId, channel: 'LITE_WHATSAPP' }, { signal }),
  });

export const useDevices = (inboxId: string) => useQuery(devicesQueryOptions(inboxId));

/** Spec 2 §7 'link flow to integration': the device's PATCH with the flow id (null unlinks). */
export function useLinkDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deviceId, flowId }: { deviceId: string; flowId: string | null }) =>
      api.patch<Integration>(`/integration/${deviceId}`, { flowId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['integration'] }),
        queryClient.invalidateQueries({ queryKey: flowsQueryKey }),
      ]),
  });
}

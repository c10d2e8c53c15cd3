import type { Integration } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { agentsQueryKey } from '../../agents/api/agents';

/** The workspace's WhatsApp devices (messaging's list, spec 3 §7.2). */
export const useDevices = (inboxId: string, enabled = true) =>
  useQuery({
    queryKey: ['agents', 'devices', inboxId],
    queryFn: ({ signal }) => api.get<Integration[]>('/integration', { inboxId, channel: 'LITE_WHATSAPP' }, { signal }),
    enabled: enabled && Boolean(inboxId),
  });

/** The agents service learns a link from messaging's events, a moment after it is saved. */
const PROJECTION_DELAY_MS = 700;

/** Links devices to an agent, or unlinks them (agentId null), through messaging's PATCH /integration/{id}. */
export function useSetDeviceAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ deviceIds, agentId }: { deviceIds: string[]; agentId: string | null }) => {
      for (const id of deviceIds) await api.patch<Integration>(`/integration/${id}`, { agentId });
    },
    onSuccess: async () => {
      await new Promise((resolve) => setTimeout(resolve, PROJECTION_DELAY_MS));
      await queryClient.invalidateQueries({ queryKey: agentsQueryKey });
    },
  });
}

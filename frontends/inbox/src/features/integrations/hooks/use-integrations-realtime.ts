import type { Integration } from '@balcao/contracts';
import { useInboxSubscription, useRealtimeEvent, useSession } from '@balcao/ui';
import { useQueryClient } from '@tanstack/react-query';
import { integrationListQueryKey } from '../api/get-integrations';
import { applyIntegrationStatus } from '../lib/integration-status';

/** Device status flips live on /integrations (`conversation:list:update` of kind 'integration'). */
export function useIntegrationsRealtime() {
  const queryClient = useQueryClient();
  const { inboxId } = useSession();
  useInboxSubscription(inboxId);

  useRealtimeEvent('conversation:list:update', (update) => {
    if (update.kind !== 'integration') return;
    queryClient.setQueryData<Integration[]>(integrationListQueryKey(inboxId), (list) => applyIntegrationStatus(list, update));
  });
}

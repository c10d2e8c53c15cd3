import { ZFunnelCardUpdate, type Board } from '@balcao/contracts';
import { useInboxSubscription, useRealtimeClient } from '@balcao/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { leadQueryKey } from '../../leads/api/leads';
import { boardQueryKey } from '../api/get-board';
import { moveLeadOnBoard } from '../lib/move-lead';

/**
 * Keeps the open board in step with colleagues (issue 15): a moved lead jumps to its new
 * column at once, then every change refetches the funnel's board, whose filters and order
 * only the server knows.
 */
export function useBoardRealtime(inboxId: string) {
  const client = useRealtimeClient();
  const queryClient = useQueryClient();
  useInboxSubscription(inboxId);

  useEffect(() => {
    if (!client) return;
    // The data is checked with its schema: the crm service deploys apart from this remote.
    return client.on('funnel:card:update', (data) => {
      const parsed = ZFunnelCardUpdate.safeParse(data);
      if (!parsed.success) return;
      const { action, funnelId, lead, leadIds } = parsed.data;
      const key = boardQueryKey(funnelId);
      if (action === 'moved' && lead) {
        queryClient.setQueriesData<Board>({ queryKey: key }, (board) => board && moveLeadOnBoard(board, lead.id, lead.columnId, lead.columnChangedAt));
      }
      void queryClient.invalidateQueries({ queryKey: key });
      for (const id of leadIds) void queryClient.invalidateQueries({ queryKey: leadQueryKey(id) });
    });
  }, [client, queryClient]);
}

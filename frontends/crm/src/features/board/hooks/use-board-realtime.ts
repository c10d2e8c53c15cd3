import { ZFunnelCardUpdate, type Board } from '@balcao/contracts';
import { useInboxSubscription, useRealtimeClient, type RealtimeEventName } from '@balcao/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { leadQueryKey } from '../../leads/api/leads';
import { boardQueryKey } from '../api/get-board';
import { moveLeadOnBoard } from '../lib/move-lead';

/**
 * The frame the crm service pushes when a lead of the workspace changes. libs/ui's typed
 * event map does not list it yet, so the name is cast and the data checked with its schema.
 */
const FUNNEL_CARD_UPDATE = 'funnel:card:update' as unknown as RealtimeEventName;

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
    return client.on(FUNNEL_CARD_UPDATE, (data: unknown) => {
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

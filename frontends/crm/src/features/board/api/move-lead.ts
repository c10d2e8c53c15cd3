import type { Board, Lead } from '@balcao/contracts';
import { api, toast } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moveLeadOnBoard } from '../lib/move-lead';
import { boardQueryKey } from './get-board';

interface MoveLead {
  funnelId: string;
  leadId: string;
  columnId: string;
}

/**
 * The drop (SPEC-DECISIONS: `PATCH /funnel-column-card/{id} {columnId}`). The card moves at
 * once on every cached board of the funnel; a failure puts it back.
 */
export function useMoveLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, columnId }: MoveLead) => api.patch<Lead>(`/funnel-column-card/${leadId}`, { columnId }, { silent: true }),
    onMutate: async ({ funnelId, leadId, columnId }) => {
      const key = boardQueryKey(funnelId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData<Board>({ queryKey: key });
      queryClient.setQueriesData<Board>({ queryKey: key }, (board) => board && moveLeadOnBoard(board, leadId, columnId));
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, board] of context?.before ?? []) queryClient.setQueryData(key, board);
      toast.error('Não foi possível mover o lead', 'Tente novamente em instantes.');
    },
    onSettled: (_data, _error, { funnelId, leadId }) => {
      void queryClient.invalidateQueries({ queryKey: boardQueryKey(funnelId) });
      void queryClient.invalidateQueries({ queryKey: ['crm', 'lead', leadId] });
    },
  });
}

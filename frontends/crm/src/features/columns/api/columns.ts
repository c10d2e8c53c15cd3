import type { CreateFunnelColumnBody, DeleteFunnelColumnsResponse, FunnelColumn, UpdateFunnelColumnBody } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boardQueryKey } from '../../board/api/get-board';

/** Columns come with the board (`GET /funnel-column`), so every change refetches it. */
function useInvalidateBoard() {
  const queryClient = useQueryClient();
  return (funnelId: string) => queryClient.invalidateQueries({ queryKey: boardQueryKey(funnelId) });
}

export function useCreateColumn() {
  const invalidate = useInvalidateBoard();
  return useMutation({
    mutationFn: (body: CreateFunnelColumnBody) => api.post<FunnelColumn>('/funnel-column', body, { silent: true }),
    onSuccess: (column) => invalidate(column.funnelId),
  });
}

export function useUpdateColumn() {
  const invalidate = useInvalidateBoard();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateFunnelColumnBody & { id: string }) =>
      api.patch<FunnelColumn>(`/funnel-column/${id}`, body, { silent: true }),
    onSuccess: (column) => invalidate(column.funnelId),
  });
}

export function useDeleteColumn() {
  const invalidate = useInvalidateBoard();
  return useMutation({
    mutationFn: (column: Pick<FunnelColumn, 'id' | 'funnelId'>) =>
      api.delete<DeleteFunnelColumnsResponse>('/funnel-column', { ids: [column.id] }),
    onSuccess: (_data, column) => invalidate(column.funnelId),
  });
}

/**
 * The updates that give the columns this order: each moved column with its new index, in
 * ascending order of that index, so the server's shifting of the others ends in exactly it.
 */
export const reorderUpdates = (ordered: Pick<FunnelColumn, 'id' | 'index'>[]) =>
  ordered.flatMap((column, index) => (column.index === index ? [] : [{ id: column.id, index }]));

/** Spec 2 §4: one update per column with its new index, then a refetch. */
export function useReorderColumns() {
  const invalidate = useInvalidateBoard();
  return useMutation({
    mutationFn: async ({ ordered }: { funnelId: string; ordered: FunnelColumn[] }) => {
      for (const { id, index } of reorderUpdates(ordered)) {
        await api.patch<FunnelColumn>(`/funnel-column/${id}`, { index }, { silent: true });
      }
    },
    onSettled: (_data, _error, { funnelId }) => invalidate(funnelId),
  });
}

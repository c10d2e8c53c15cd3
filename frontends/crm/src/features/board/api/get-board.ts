import type { Board } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardRequest } from '../lib/board-query';

/** Every board query of a funnel starts with this key, whatever its filters. */
export const boardQueryKey = (funnelId: string) => ['crm', 'board', funnelId] as const;

export const getBoardQueryOptions = (request: BoardRequest) =>
  queryOptions({
    queryKey: [...boardQueryKey(request.funnelId), request] as const,
    queryFn: ({ signal }) => api.get<Board>('/funnel-column', { ...request }, { signal }),
    // While new filters load, keep showing this funnel's board; never another funnel's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === request.funnelId ? previous : undefined),
  });

export const useBoard = (request: BoardRequest | null) =>
  useQuery({ ...getBoardQueryOptions(request ?? { funnelId: '' }), enabled: Boolean(request?.funnelId) });

import type { BoardQuery, LeadChannel, LeadSortField, SortOrder } from '@balcao/contracts';

/** The filter panel's choices (spec 2 §3 'CRM filters'); dates are days, YYYY-MM-DD. */
export interface BoardFilters {
  createdAt?: string;
  lastContact?: string;
  tags: string[];
  columnId?: string;
  channel?: LeadChannel;
  userId?: string;
}

export interface BoardSort {
  sortField: LeadSortField;
  sortOrder: SortOrder;
}

export const EMPTY_FILTERS: BoardFilters = { tags: [] };
export const DEFAULT_SORT: BoardSort = { sortField: 'lastInteraction', sortOrder: 'desc' };

/** The board call's query as the api client sends it (tags comma-joined). */
export type BoardRequest = Pick<BoardQuery, 'funnelId' | 'search' | 'createdAt' | 'lastContact' | 'columnId' | 'channel' | 'userId' | 'sortField' | 'sortOrder'> & {
  tags?: string[];
  limitPerColumn?: number;
};

/** True when any filter is set: the 'Filtros' dot and 'Limpar filtro' show. */
export const hasActiveFilters = (filters: BoardFilters) =>
  Boolean(filters.createdAt || filters.lastContact || filters.tags.length || filters.columnId || filters.channel || filters.userId);

export function boardRequest(funnelId: string, search: string, filters: BoardFilters, sort: BoardSort, limitPerColumn?: number): BoardRequest {
  return {
    funnelId,
    search: search || undefined,
    ...filters,
    tags: filters.tags.length ? filters.tags : undefined,
    ...sort,
    limitPerColumn,
  };
}

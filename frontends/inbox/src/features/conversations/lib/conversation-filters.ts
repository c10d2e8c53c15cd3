import { CONVERSATION_LIST_CAP, type ConversationStatus } from '@balcao/contracts';

/** OPEN: every conversation not finished, the tab of the dashboard's 'Conversas em andamento'. */
export type StatusFilter = 'ALL' | 'OPEN' | ConversationStatus;

/**
 * The list's status tabs (spec 1 §2, and 'Abertas' for the dashboard's 'Conversas em andamento'),
 * in the order they show. Short labels: six tabs fit the list at its default 354 px.
 */
export const STATUS_TABS: readonly { key: StatusFilter; label: string }[] = [
  { key: 'ALL', label: 'Todos' },
  { key: 'OPEN', label: 'Abertas' },
  { key: 'ROBOT_INTERACTIVE', label: 'IA' },
  { key: 'HUMAN_INTERACTIVE', label: 'Humano' },
  { key: 'WAITING_HUMAN', label: 'Aguardando' },
  { key: 'INACTIVE', label: 'Finalizados' },
];

/** The /messages list asks for the cap (SPEC-DECISIONS: 100). */
export const CONVERSATION_LIST_LIMIT = CONVERSATION_LIST_CAP;

/** Spec 1 §7: conversation list and messages refetch every 60 s; search debounce 800 ms. */
export const LIST_REFETCH_MS = 60_000;
export const SEARCH_DEBOUNCE_MS = 800;

export const LIST_LIMIT_HINT =
  'Exibindo as 100 conversas mais recentes. Pesquise pelo nome ou número do contato para encontrar outras.';

/** What one cached list was asked for: realtime frames are applied with the same rules. */
export interface ConversationListFilter {
  inboxId: string;
  integrationId?: string;
  status: StatusFilter;
  /** Trimmed search text, or undefined when there is no search. */
  content?: string;
  showOnlyUnread?: boolean;
  /** 'SLA vencido' (issue 40): open conversations whose answer is past due. */
  slaOverdue?: boolean;
  /** Tag ids, sorted so one choice is one cache key; a conversation with any of them matches. */
  tags?: string[];
  /** The responsible attendant. */
  userId?: string;
}

/** What the 'Filtros de conversas' drawer narrows the list by, besides the device (spec 1 §2). */
export interface DrawerFilters {
  tags: string[];
  userId?: string;
  showOnlyUnread: boolean;
  slaOverdue?: boolean;
}

export const NO_DRAWER_FILTERS: DrawerFilters = { tags: [], showOnlyUnread: false };

/** Whether the filter button shows its dot. */
export function hasActiveFilters(filters: DrawerFilters): boolean {
  return filters.tags.length > 0 || Boolean(filters.userId) || filters.showOnlyUnread || Boolean(filters.slaOverdue);
}

export function toggleTag(tags: readonly string[], tagId: string, checked: boolean): string[] {
  const rest = tags.filter((id) => id !== tagId);
  return checked ? [...rest, tagId] : rest;
}

/** Spec 1 §5: search text of length 0 or 1 after trimming is too short, so it means no search. */
export function normalizeSearch(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length <= 1 ? undefined : trimmed;
}

/** Spec 1 §2: the hint shows when exactly the cap came back (more may exist). */
export function shouldShowListLimitHint(count: number): boolean {
  return count === CONVERSATION_LIST_LIMIT;
}

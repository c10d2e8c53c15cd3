import { CONVERSATION_LIST_CAP, type ConversationStatus } from '@balcao/contracts';

export type StatusFilter = 'ALL' | ConversationStatus;

/** The list's status tabs (spec 1 §2), in the order they show. */
export const STATUS_TABS: readonly { key: StatusFilter; label: string }[] = [
  { key: 'ALL', label: 'Todos' },
  { key: 'ROBOT_INTERACTIVE', label: 'IA' },
  { key: 'HUMAN_INTERACTIVE', label: 'Em atendimento' },
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

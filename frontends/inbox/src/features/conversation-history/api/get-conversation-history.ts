import type { ConversationList } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { conversationsQueryKey } from '../../conversations/api/get-conversations';

/** Enough for a contact's history; older ones stay searchable by the contact's name. */
export const HISTORY_LIMIT = 20;

/** A contact's conversations, the finished ones included, latest first (`personId`, SPEC-DECISIONS). */
export const getConversationHistoryQueryOptions = (inboxId: string, personId: string) =>
  queryOptions({
    // Under the conversations' key: whatever refreshes conversations refreshes the history too.
    queryKey: [...conversationsQueryKey, 'history', inboxId, personId] as const,
    queryFn: ({ signal }) => api.get<ConversationList>('/conversation', { page: 1, limit: HISTORY_LIMIT, inboxId, personId }, { signal }),
  });

export const useConversationHistory = (inboxId: string, personId: string) => useQuery(getConversationHistoryQueryOptions(inboxId, personId));

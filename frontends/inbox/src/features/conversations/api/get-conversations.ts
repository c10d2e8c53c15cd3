import type { ConversationList } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONVERSATION_LIST_LIMIT, LIST_REFETCH_MS, type ConversationListFilter } from '../lib/conversation-filters';

/** Every conversation query (lists and details) starts with this key. */
export const conversationsQueryKey = ['conversation'] as const;
export const conversationListsQueryKey = [...conversationsQueryKey, 'list'] as const;

export const conversationListQueryKey = (filter: ConversationListFilter) =>
  [...conversationListsQueryKey, filter] as const;

export const getConversationsQueryOptions = (filter: ConversationListFilter) =>
  queryOptions({
    queryKey: conversationListQueryKey(filter),
    queryFn: ({ signal }) =>
      api.get<ConversationList>(
        '/conversation',
        {
          page: 1,
          limit: CONVERSATION_LIST_LIMIT,
          inboxId: filter.inboxId,
          integrationId: filter.integrationId,
          status: filter.status,
          content: filter.content,
          showOnlyUnread: filter.showOnlyUnread || undefined,
          slaOverdue: filter.slaOverdue || undefined,
          // Comma-joined by the api client (spec 1 §7).
          tags: filter.tags,
          userId: filter.userId,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: LIST_REFETCH_MS,
  });

export const useConversations = (filter: ConversationListFilter, enabled = true) =>
  useQuery({ ...getConversationsQueryOptions(filter), enabled });

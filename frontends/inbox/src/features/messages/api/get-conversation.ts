import type { ConversationDetail } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { conversationsQueryKey } from '../../conversations/api/get-conversations';
import { LIST_REFETCH_MS } from '../../conversations/lib/conversation-filters';

export const MESSAGES_PAGE_SIZE = 50;

/** Pages newest first: page 0 is the latest messages, each next page is older (cursor). */
export type ConversationPages = InfiniteData<ConversationDetail, string | null>;

export const conversationDetailsQueryKey = [...conversationsQueryKey, 'detail'] as const;
export const conversationDetailQueryKey = (id: string) => [...conversationDetailsQueryKey, id] as const;

export const getConversationQueryOptions = (id: string) =>
  infiniteQueryOptions<ConversationDetail, Error, ConversationPages, ReturnType<typeof conversationDetailQueryKey>, string | null>({
    queryKey: conversationDetailQueryKey(id),
    queryFn: ({ pageParam, signal }) =>
      api.get<ConversationDetail>(
        `/conversation/${id}`,
        { cursor: pageParam ?? undefined, limit: MESSAGES_PAGE_SIZE },
        { signal },
      ),
    initialPageParam: null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: LIST_REFETCH_MS,
    // A failed detail sends the user back to /messages at once (spec 1 §4); no retries.
    retry: false,
  });

export const useConversation = (id: string) => useInfiniteQuery(getConversationQueryOptions(id));

import type { ConversationList, TagSummary } from '@balcao/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { updateEveryList } from '../../conversations/lib/apply-to-cache';
import type { ConversationListFilter } from '../../conversations/lib/conversation-filters';
import { applyListUpdate } from '../../conversations/lib/list-cache';
import { conversationDetailQueryKey, type ConversationPages } from '../../messages/api/get-conversation';

/**
 * One conversation's new tags in a cached list, by the list's own filter (a list filtered by a
 * tag the conversation lost lets it go). The list's item is the base, not the open detail: the
 * detail's other fields may be older (its last message, for one).
 */
export function withTagsInList(
  list: ConversationList | undefined,
  filter: ConversationListFilter,
  conversationId: string,
  tags: TagSummary[],
): ConversationList | undefined {
  const item = list?.data.find((candidate) => candidate.id === conversationId);
  if (!list || !item) return list;
  return applyListUpdate(list, { kind: 'changed', conversation: { ...item, tags } }, filter, conversationId);
}

/** The tags a link or unlink answered, into the open view and every cached list. */
export function applyConversationTagsToCache(queryClient: QueryClient, conversationId: string, tags: TagSummary[]) {
  updateEveryList(queryClient, (list, filter) => withTagsInList(list, filter, conversationId, tags));
  queryClient.setQueryData<ConversationPages>(conversationDetailQueryKey(conversationId), (pages) =>
    pages ? { ...pages, pages: pages.pages.map((page) => ({ ...page, tags })) } : pages,
  );
}

/**
 * A deleted conversation out of every cached list. Its detail stays until the view has moved
 * on: dropping it under the open view would only make it ask for the conversation again.
 */
export function removeFromLists(queryClient: QueryClient, conversationId: string) {
  updateEveryList(queryClient, (list, filter) => applyListUpdate(list, { kind: 'deleted', conversationId }, filter, null));
}

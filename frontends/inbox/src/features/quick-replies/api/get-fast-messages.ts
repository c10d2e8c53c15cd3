import type { FastMessage } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Spec 1 §9: quick replies stay fresh for 5 minutes. */
export const FAST_MESSAGES_STALE_MS = 5 * 60_000;

/**
 * Every quick-reply query of a workspace starts with this key: the page and the add-menu modal
 * read the list itself; the composer may add `{ conversationId }` to get `preview` filled.
 */
export const fastMessagesQueryKey = (inboxId: string) => ['fast-messages', inboxId] as const;

export const getFastMessagesQueryOptions = (inboxId: string, conversationId?: string) =>
  queryOptions({
    queryKey: conversationId ? [...fastMessagesQueryKey(inboxId), { conversationId }] : fastMessagesQueryKey(inboxId),
    queryFn: ({ signal }) => api.get<FastMessage[]>('/fast-message', { inboxId, conversationId }, { signal }),
    // None yet is asked again at the next look: a new workspace's templates arrive a moment after it.
    staleTime: (query) => (query.state.data?.length ? FAST_MESSAGES_STALE_MS : 0),
  });

export const useFastMessages = (inboxId: string, conversationId?: string) =>
  useQuery(getFastMessagesQueryOptions(inboxId, conversationId));

import type { ConversationList, ConversationSummary } from '@balcao/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { conversationDetailQueryKey, type ConversationPages } from '../../messages/api/get-conversation';
import { applySummaryToPages, upsertMessageInPages } from '../../messages/lib/message-cache';
import { conversationListsQueryKey } from '../api/get-conversations';
import type { ConversationListFilter } from './conversation-filters';
import {
  applyListUpdate,
  applyMessageToList,
  markReadInList,
  type ConversationListUpdate,
  type ConversationMessageFrame,
} from './list-cache';

/** Runs a pure list update over every cached conversation list, each with its own filter. */
export function updateEveryList(
  queryClient: QueryClient,
  update: (list: ConversationList | undefined, filter: ConversationListFilter) => ConversationList | undefined,
) {
  for (const [key, list] of queryClient.getQueriesData<ConversationList>({ queryKey: conversationListsQueryKey })) {
    const filter = key[2] as ConversationListFilter | undefined;
    if (!filter || !list) continue;
    const next = update(list, filter);
    if (next !== list) queryClient.setQueryData(key, next);
  }
}

/** A `conversation:list:update` frame (or a command's answer) into the lists and the open detail. */
export function applyListUpdateToCache(
  queryClient: QueryClient,
  update: ConversationListUpdate,
  openConversationId: string | null,
) {
  updateEveryList(queryClient, (list, filter) => applyListUpdate(list, update, filter, openConversationId));
  if (update.kind === 'created' || update.kind === 'changed') {
    queryClient.setQueryData<ConversationPages>(conversationDetailQueryKey(update.conversation.id), (pages) =>
      applySummaryToPages(pages, update.conversation),
    );
  }
  if (update.kind === 'deleted') {
    queryClient.removeQueries({ queryKey: conversationDetailQueryKey(update.conversationId), exact: true });
  }
}

/** The summary a command answered with (start/end human support) into every cache. */
export function applyConversationToCache(
  queryClient: QueryClient,
  conversation: ConversationSummary,
  openConversationId: string | null,
) {
  applyListUpdateToCache(queryClient, { kind: 'changed', conversation }, openConversationId);
}

/**
 * The summary a command answered with, then every list asked again: commands that move a
 * conversation between lists (transfer, finish, leaving human mode) change what each filter holds.
 */
export async function applyConversationAndReloadLists(queryClient: QueryClient, conversation: ConversationSummary) {
  applyConversationToCache(queryClient, conversation, conversation.id);
  await queryClient.invalidateQueries({ queryKey: conversationListsQueryKey });
}

/** A `conversation:message` frame (or a send's answer) into the lists and the conversation's pages. */
export function applyMessageToCache(
  queryClient: QueryClient,
  frame: ConversationMessageFrame,
  openConversationId: string | null,
) {
  updateEveryList(queryClient, (list) => applyMessageToList(list, frame, openConversationId));
  queryClient.setQueryData<ConversationPages>(conversationDetailQueryKey(frame.conversationId), (pages) =>
    upsertMessageInPages(pages, frame.message),
  );
}

/** Clears one conversation's unread count in every list. */
export function markReadInCache(queryClient: QueryClient, conversationId: string) {
  updateEveryList(queryClient, (list) => markReadInList(list, conversationId));
}

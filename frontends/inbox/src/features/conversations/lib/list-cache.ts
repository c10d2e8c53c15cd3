import type { ConversationList, ConversationSummary, Message } from '@balcao/contracts';
import { formatDateTime } from '@balcao/ui';
import { CONVERSATION_LIST_LIMIT, type ConversationListFilter } from './conversation-filters';

/**
 * Pure updates of one cached conversation list from realtime frames (ARCHITECTURE §5: frames
 * update the react-query cache, no refetch per frame). Each returns the same object when
 * nothing changes, so react-query keeps its subscribers quiet.
 */

/** `conversation:list:update` data, as the realtime gateway sends it. */
export type ConversationListUpdate =
  | { kind: 'created' | 'changed'; conversation: ConversationSummary }
  | { kind: 'deleted'; conversationId: string }
  | { kind: 'read'; conversationId: string; userId?: string };

/** `conversation:message` data. */
export interface ConversationMessageFrame {
  conversationId: string;
  message: Message;
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) : Number.NEGATIVE_INFINITY);

/** True when `next` is later than `current` (a missing current time is always older). */
export function isLater(next: string | null | undefined, current: string | null | undefined): boolean {
  return time(next) > time(current);
}

/**
 * Whether a conversation belongs in a list asked for with `filter` (search text aside), by the
 * server's rules: any of the chosen tags, the chosen responsible, something unread.
 */
export function matchesFilter(conversation: ConversationSummary, filter: ConversationListFilter): boolean {
  if (conversation.inboxId !== filter.inboxId) return false;
  if (filter.integrationId && conversation.integrationId !== filter.integrationId) return false;
  if (filter.status === 'OPEN' ? conversation.status === 'INACTIVE' : filter.status !== 'ALL' && conversation.status !== filter.status) return false;
  if (filter.showOnlyUnread && conversation.unreadCount === 0) return false;
  if (filter.slaOverdue && (conversation.status === 'INACTIVE' || !conversation.slaDueAt || new Date(conversation.slaDueAt).getTime() > Date.now())) return false;
  if (filter.userId && conversation.user?.id !== filter.userId) return false;
  const tags = filter.tags;
  if (tags && tags.length > 0 && !conversation.tags.some((tag) => tags.includes(tag.id))) return false;
  return true;
}

/**
 * The conversation being read here leaves an unread-only list only when the list is asked for
 * again, not under the attendant's eyes; it is never brought into one for that reason.
 */
function staysWhileOpen(
  conversation: ConversationSummary,
  existing: ConversationSummary | null,
  filter: ConversationListFilter,
  openConversationId: string | null,
): boolean {
  return existing !== null && conversation.id === openConversationId && matchesFilter({ ...conversation, unreadCount: 1 }, filter);
}

/** One client, one row (SPEC-DECISIONS): a newer conversation of the contact on the device replaces its finished one. */
const supersedes = (conversation: ConversationSummary, item: ConversationSummary) =>
  item.id !== conversation.id && item.status === 'INACTIVE' && item.personId === conversation.personId && item.integrationId === conversation.integrationId;

/** Pinned conversations stay above the rest; "to the top" means the top of its group. */
function insertAtTop(items: ConversationSummary[], conversation: ConversationSummary): ConversationSummary[] {
  const index = conversation.isFixed ? 0 : items.findIndex((item) => !item.isFixed);
  const at = index === -1 ? items.length : index;
  return [...items.slice(0, at), conversation, ...items.slice(at)];
}

/**
 * The list with its new items and totals. A capped total (the server stopped counting) is a
 * lower bound that one conversation more or less does not change: it is kept as it is.
 */
function withItems(list: ConversationList, items: ConversationSummary[], countDelta: number): ConversationList {
  const data = items.slice(0, CONVERSATION_LIST_LIMIT);
  if (list.totalIsCapped || countDelta === 0) return { ...list, data };
  const total = Math.max(0, list.totalItems + countDelta);
  return { ...list, data, totalItems: total, totalResults: total, totalPages: Math.ceil(total / CONVERSATION_LIST_LIMIT) };
}

/** The conversation as this client should see it: the one open here has nothing unread. */
function asSeenHere(conversation: ConversationSummary, openConversationId: string | null): ConversationSummary {
  return conversation.id === openConversationId && conversation.unreadCount !== 0
    ? { ...conversation, unreadCount: 0 }
    : conversation;
}

/** Applies one `conversation:list:update` frame to a list asked for with `filter`. */
export function applyListUpdate(
  list: ConversationList | undefined,
  update: ConversationListUpdate,
  filter: ConversationListFilter,
  openConversationId: string | null,
): ConversationList | undefined {
  if (!list) return list;
  const index = (id: string) => list.data.findIndex((item) => item.id === id);

  if (update.kind === 'deleted') {
    const at = index(update.conversationId);
    if (at === -1) return list;
    return withItems(list, list.data.filter((item) => item.id !== update.conversationId), -1);
  }

  if (update.kind === 'read') {
    const at = index(update.conversationId);
    if (at === -1 || list.data[at].unreadCount === 0) return list;
    return withItems(
      list,
      list.data.map((item, i) => (i === at ? { ...item, unreadCount: 0 } : item)),
      0,
    );
  }

  const conversation = asSeenHere(update.conversation, openConversationId);
  const at = index(conversation.id);
  const existing = at === -1 ? null : list.data[at];

  if (!matchesFilter(conversation, filter) && !staysWhileOpen(conversation, existing, filter, openConversationId)) {
    return existing ? withItems(list, list.data.filter((item) => item.id !== conversation.id), -1) : list;
  }
  // A search list only knows what the server matched; a newcomer may not contain the text.
  if (!existing && filter.content) return list;

  const kept = list.data.filter((item) => !supersedes(conversation, item));
  const replaced = kept.length - list.data.length;
  const rest = kept.filter((item) => item.id !== conversation.id);
  const moves = !existing || isLater(conversation.lastMessageAt, existing.lastMessageAt) || existing.isFixed !== conversation.isFixed;
  if (!moves) return withItems(list, kept.map((item) => (item.id === conversation.id ? conversation : item)), replaced);
  return withItems(list, insertAtTop(rest, conversation), (existing ? 0 : 1) + replaced);
}

/** What the list shows as the last message. */
export function lastMessageOf(message: Message): ConversationSummary['lastMessage'] {
  return {
    content: message.content ?? message.metadata.caption ?? null,
    direction: message.direction,
    type: message.type,
  };
}

/**
 * Applies one `conversation:message` frame: a message later than the conversation's last one
 * becomes its preview and moves it to the top; a client's message raises the unread count
 * unless the conversation is open here. Reactions, failed sends and status updates of older
 * messages leave the list as it is, so a frame applied twice (or after the `changed` frame
 * that already carried it) changes nothing.
 */
export function applyMessageToList(
  list: ConversationList | undefined,
  frame: ConversationMessageFrame,
  openConversationId: string | null,
): ConversationList | undefined {
  if (!list) return list;
  const { message } = frame;
  const at = list.data.findIndex((item) => item.id === frame.conversationId);
  if (at === -1) return list;
  if (message.type === 'reaction' || message.status === 'FAILED' || message.metadata.isDeleted) return list;
  const existing = list.data[at];
  if (!isLater(message.messageAt, existing.lastMessageAt)) return list;

  const isOpen = existing.id === openConversationId;
  const unreadCount = isOpen ? 0 : existing.unreadCount + (message.direction === 'INBOUND' ? 1 : 0);
  const updated: ConversationSummary = {
    ...existing,
    lastMessage: lastMessageOf(message),
    lastMessageAt: message.messageAt,
    formattedDate: formatDateTime(message.messageAt),
    unreadCount,
  };
  const rest = list.data.filter((item) => item.id !== existing.id);
  return withItems(list, insertAtTop(rest, updated), 0);
}

/** Clears the unread count of one conversation (opened here or read elsewhere). */
export function markReadInList(list: ConversationList | undefined, conversationId: string): ConversationList | undefined {
  return applyListUpdate(list, { kind: 'read', conversationId }, { inboxId: '', status: 'ALL' }, null);
}

/** Replaces a conversation in place (after a command answered with its summary). */
export function replaceInList(
  list: ConversationList | undefined,
  conversation: ConversationSummary,
  filter: ConversationListFilter,
  openConversationId: string | null,
): ConversationList | undefined {
  return applyListUpdate(list, { kind: 'changed', conversation }, filter, openConversationId);
}

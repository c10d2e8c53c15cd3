import { and, count, desc, eq, gt, ilike, inArray, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ConversationDetail, ConversationList, ConversationMessagesQuery, ListConversationsQuery } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { conversations, conversationTags, members, messages, people } from '../db/schema';
import { messageWithSender, reactionsTo, toMessage } from '../messages/message-dto';
import { containsPattern, pageCount } from '../shared/http';
import { assertMember, visibleTo } from '../shared/tenancy';
import { summaryColumns, toConversationSummary } from './conversation-summary';

/**
 * Message text search looks only at the newest messages of the workspace: ILIKE cannot use an
 * plain index, so the scan is bounded by this many rows of the
 * (inbox_id, id) index instead of growing with the history.
 */
export const MESSAGE_SEARCH_WINDOW = 5000;

function contentFilter(inboxId: string, text: string): SQL {
  const pattern = containsPattern(text);
  const digits = text.replace(/\D/g, '');
  const recentMatches = sql`select recent.conversation_id from (
      select ${messages.conversationId} as conversation_id, ${messages.content} as content from ${messages}
      where ${messages.inboxId} = ${inboxId} and ${messages.type} <> 'reaction' and not ${messages.isDeleted}
      order by ${messages.id} desc limit ${MESSAGE_SEARCH_WINDOW}
    ) recent where recent.content ilike ${pattern}`;
  return or(
    ilike(people.name, pattern),
    digits.length >= 2 ? like(people.phoneNumber, containsPattern(digits)) : undefined,
    sql`${conversations.id} in (${recentMatches})`,
  )!;
}

export async function listConversations(db: Executor, principal: Principal, query: ListConversationsQuery): Promise<ConversationList> {
  await assertMember(db, principal, query.inboxId);
  const search = query.content && query.content.length >= 2 ? query.content : null;
  const where = and(
    eq(conversations.officeId, principal.officeId),
    eq(conversations.inboxId, query.inboxId),
    query.status === 'ALL' ? undefined : eq(conversations.status, query.status),
    query.integrationId ? eq(conversations.integrationId, query.integrationId) : undefined,
    query.showOnlyUnread ? gt(conversations.unreadCount, 0) : undefined,
    query.userId ? eq(conversations.userId, query.userId) : undefined,
    query.tags?.length
      ? sql`exists (select 1 from ${conversationTags} where ${conversationTags.conversationId} = ${conversations.id} and ${inArray(conversationTags.tagId, query.tags)})`
      : undefined,
    search ? contentFilter(query.inboxId, search) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(conversations)
      .innerJoin(people, eq(people.id, conversations.personId))
      .where(where)
      .orderBy(desc(conversations.isFixed), desc(conversations.activityAt), desc(conversations.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(conversations).innerJoin(people, eq(people.id, conversations.personId)).where(where),
  ]);
  return { data: rows.map(toConversationSummary), totalItems: total, totalResults: total, totalPages: pageCount(total, query.limit) };
}

/** The conversation if the caller may see it, else 404. */
export async function findVisibleConversation(db: Executor, principal: Principal, id: string) {
  const [row] = await db
    .select(summaryColumns)
    .from(conversations)
    .innerJoin(people, eq(people.id, conversations.personId))
    .where(and(eq(conversations.id, id), visibleTo(principal, conversations)));
  if (!row) throw commonErrors.NOT_FOUND();
  return row;
}

/** A page of messages, newest last; reactions are grouped under the message they reference. */
export async function getConversationDetail(
  db: Executor,
  principal: Principal,
  id: string,
  query: ConversationMessagesQuery,
  fileUrlOf: (key: string) => string,
): Promise<ConversationDetail> {
  const found = await findVisibleConversation(db, principal, id);
  const conversation = toConversationSummary(found);
  const { evaluationScore, evaluatedAt } = found.conversation;
  const rows = await db
    .select(messageWithSender)
    .from(messages)
    .leftJoin(members, eq(members.userId, messages.userId))
    .where(and(eq(messages.conversationId, id), ne(messages.type, 'reaction'), query.cursor ? lt(messages.id, query.cursor) : undefined))
    .orderBy(desc(messages.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).reverse();
  const reactions = await reactionsTo(db, page.map((row) => row.row.id));
  return {
    ...conversation,
    messages: page.map((row) => toMessage({ row: row.row, sender: row.sender, reactions: reactions.get(row.row.id), fileUrlOf })),
    nextCursor: rows.length > query.limit ? page[0].row.id : null,
    evaluation: evaluationScore !== null && evaluatedAt ? { score: evaluationScore, answeredAt: evaluatedAt.toISOString() } : null,
  };
}

import { and, desc, eq, lt, ne } from 'drizzle-orm';
import type { ConversationDetail, ConversationMessagesQuery } from '@balcao/contracts';
import { commonErrors, executePrepared, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { conversations, members, messages, people } from '../db/schema';
import { messageWithSender, reactionsTo, toMessage } from '../messages/message-dto';
import { visibleTo } from '../shared/tenancy';
import { summaryColumns, toConversationSummary } from './conversation-summary';

/** The conversation if the caller may see it, else 404. */
export async function findVisibleConversation(db: Executor, principal: Principal, id: string) {
  const [row] = await executePrepared(
    db
      .select(summaryColumns)
      .from(conversations)
      .innerJoin(people, eq(people.id, conversations.personId))
      .where(and(eq(conversations.id, id), visibleTo(principal, conversations))),
  );
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
  const rows = await executePrepared(
    db
      .select(messageWithSender)
      .from(messages)
      .leftJoin(members, eq(members.userId, messages.userId))
      .where(and(eq(messages.conversationId, id), ne(messages.type, 'reaction'), query.cursor ? lt(messages.id, query.cursor) : undefined))
      .orderBy(desc(messages.id))
      .limit(query.limit + 1),
  );
  const page = rows.slice(0, query.limit).reverse();
  const reactions = await reactionsTo(db, page.map((row) => row.row.id));
  return {
    ...conversation,
    messages: page.map((row) => toMessage({ row: row.row, sender: row.sender, reactions: reactions.get(row.row.id), fileUrlOf })),
    nextCursor: rows.length > query.limit ? page[0].row.id : null,
    evaluation: evaluationScore !== null && evaluatedAt ? { score: evaluationScore, answeredAt: evaluatedAt.toISOString() } : null,
  };
}

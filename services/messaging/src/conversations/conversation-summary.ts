import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ConversationSummary, LastMessageSender, TagSummary } from '@balcao/contracts';
import { runPrepared } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { conversations, conversationTags, members, messages, people, tags, type ConversationRow } from '../db/schema';
import { formatDateTimeBr, toIso, toIsoOrNull } from '../shared/http';
import { SUMMARY_JSON, summaryJoins } from './summary-json';

/**
 * A conversation column named with its table: drizzle leaves RETURNING columns bare, and a bare
 * name inside a subquery would bind to the subquery's own table.
 */
export const conversationColumn = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(conversations))}.${sql.identifier(column.name)}`;

/** The conversation's tags as a JSON array (one correlated subquery). */
export const conversationTagsJson = () =>
  sql<TagSummary[]>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name)
    from ${conversationTags} ct join ${tags} t on t.id = ct.tag_id where ct.conversation_id = ${conversationColumn(conversations.id)}), '[]'::json)`;

/** The responsible attendant's name, from the membership projection. */
export const responsibleName = sql<string | null>`(select m.name from ${members} m where m.user_id = ${conversationColumn(conversations.userId)})`;

/**
 * Who sent the last message when the office did (the list's 'Você:' / 'Ana:' prefix): the
 * latest outbound message that went out; null when it had no user (an automated flow message).
 * Looked up only then, so a long client-only history is never scanned.
 */
export const lastMessageSender = sql<LastMessageSender | null>`case when ${conversationColumn(conversations.lastMessageDirection)} = 'OUTBOUND' then
  (select case when m.user_id is null then null
      else json_build_object('id', m.user_id, 'name', coalesce(mb.name, case when m.is_agent then m.sender_name end, ''), 'isAgent', m.is_agent) end
    from ${messages} m left join ${members} mb on mb.user_id = m.user_id
    where m.conversation_id = ${conversationColumn(conversations.id)} and m.direction = 'OUTBOUND'
      and m.type <> 'reaction' and m.status not in ('PENDING', 'FAILED')
    order by m.id desc limit 1)
  end`;

export interface SummaryPerson {
  id: string;
  name: string | null;
  imageUrl: string | null;
  phoneNumber: string;
}

export interface SummarySource {
  conversation: ConversationRow;
  person: SummaryPerson;
  responsibleName: string | null;
  tags: TagSummary[];
  /** Only read when the last message is outbound. */
  lastMessageSender?: LastMessageSender | null;
}

/** Columns to select for `toConversationSummary`. */
export const summaryColumns = {
  conversation: conversations,
  person: { id: people.id, name: people.name, imageUrl: people.imageUrl, phoneNumber: people.phoneNumber },
  responsibleName,
  tags: conversationTagsJson(),
  lastMessageSender,
};

export function toConversationSummary({ conversation: c, person, responsibleName: userName, tags: tagList, lastMessageSender: sender }: SummarySource): ConversationSummary {
  return {
    id: c.id,
    inboxId: c.inboxId,
    personId: c.personId,
    integrationId: c.integrationId,
    status: c.status,
    priority: c.priority,
    isFixed: c.isFixed,
    unreadCount: c.unreadCount,
    lastMessageAt: toIsoOrNull(c.lastMessageAt),
    formattedDate: c.lastMessageAt ? formatDateTimeBr(c.lastMessageAt) : null,
    tags: tagList,
    user: c.userId ? { id: c.userId, name: userName ?? '' } : null,
    person,
    lastMessage: c.lastMessageDirection
      ? {
          content: c.lastMessageContent,
          direction: c.lastMessageDirection,
          type: c.lastMessageType ?? 'text',
          sender: c.lastMessageDirection === 'OUTBOUND' ? (sender ?? null) : null,
        }
      : null,
    notesCount: c.notesCount,
    createdAt: toIso(c.createdAt),
    slaDueAt: toIsoOrNull(c.slaDueAt),
    slaBreachedAt: toIsoOrNull(c.slaBreachedAt),
  };
}

/** One conversation's summary as JSON text, written by PostgreSQL (summary-json.ts). */
const SUMMARY_BY_ID = `select ${SUMMARY_JSON}::text as summary from messaging.conversations c ${summaryJoins('(select $1::uuid as id)')} where c.id = $1`;

/**
 * A conversation as the list shows it, or null. Callers check tenancy before or in `where`.
 * Prepared and sent when called, so it can go out with the statements around it (and read what
 * they wrote).
 */
export async function loadConversationSummary(db: Executor, id: string): Promise<ConversationSummary | null> {
  const {
    rows: [row],
  } = await runPrepared<{ summary: string }>(db, SUMMARY_BY_ID, [id]);
  return row ? (JSON.parse(row.summary) as ConversationSummary) : null;
}

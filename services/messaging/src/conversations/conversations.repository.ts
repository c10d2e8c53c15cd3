import { and, eq } from 'drizzle-orm';
import type { ConversationMessagesQuery } from '@balcao/contracts';
import { commonErrors, executePrepared, runPrepared, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { conversations, people } from '../db/schema';
import { visibleTo } from '../shared/tenancy';
import { summaryColumns } from './conversation-summary';
import { isoText, SUMMARY_JSON, summaryJoins } from './summary-json';

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

/**
 * A message as the API answers it (ZMessage, see toMessage), built in PostgreSQL from message `m`,
 * its sender `mb` (members) and its reactions `rg`. A file's link is signed in the service: the
 * JSON holds `"fileUrl":{"k":<key>}` in its place (FILE_LINK), which only the structure can write
 * (a quote inside a string is escaped).
 */
const MESSAGE_JSON = `(select row_to_json(message) from (select
    m.id as "id", m.conversation_id as "conversationId", m.external_id as "externalId", m.type as "type",
    case when m.is_deleted then null else m.content end as "content", m.direction as "direction", m.status as "status",
    ${isoText('m.message_at')} as "messageAt",
    case when m.user_id is null then null else (select row_to_json(sender) from (select m.user_id as "id",
      coalesce(mb.name, case when m.is_agent then m.sender_name end, '') as "name", mb.image_url as "imageUrl", m.is_agent as "isAgent") sender) end as "user",
    case when m.direction = 'INBOUND' then (select row_to_json(client) from (select m.sender_name as "name", null::text as "imageUrl") client) end as "clientInfo",
    case when m.file_key is not null and not m.is_deleted then (select row_to_json(link) from (select m.file_key as "k") link) end as "fileUrl",
    (select row_to_json(metadata) from (select m.is_deleted as "isDeleted", m.is_edited as "isEdited", m.quoted_message_id as "quotedMessageId",
      m.reaction_message_id as "reactionMessageId", case when m.is_deleted then null else m.caption end as "caption",
      m.file_name as "fileName", m.mime_type as "mimeType") metadata) as "metadata",
    coalesce(rg.reactions, '[]') as "reactions"
  ) message)`;

/** Where MESSAGE_JSON leaves a file's key for its signed link. */
const FILE_LINK = /"fileUrl":\{"k":("(?:[^"\\]|\\.)*")\}/g;

/**
 * The conversation if the caller may see it (visibleTo, written out), its summary, a page of
 * its messages newest first (one more than asked: is there an older page?) with their
 * reactions grouped by emoji in the order they first came, and its evaluation. Prepared: one
 * text per page size, with or without a cursor.
 */
function detailStatement(limit: number, withCursor: boolean) {
  return `
  with conversation as materialized (
    select c.* from messaging.conversations c
    where c.id = $1 and c.office_id = $2
      and case when $4::uuid[] is null
        then exists (select 1 from messaging.members v where v.user_id = $3 and v.office_id = $2 and c.inbox_id = any(v.inbox_ids))
        else c.inbox_id = any($4::uuid[]) end
  ), page as materialized (
    select m.* from messaging.messages m
    where m.conversation_id = (select id from conversation) and m.type <> 'reaction'${withCursor ? ' and m.id < $5' : ''}
    order by m.id desc limit ${limit + 1}
  ), shown as materialized (
    select * from page order by id desc limit ${limit}
  ), reaction_groups as (
    select grouped.message_id,
      array_to_json(array_agg((select row_to_json(reaction) from (select grouped.emoji as "emoji", grouped.count as "count") reaction) order by grouped.first_at)) as reactions
    from (
      select r.reaction_message_id as message_id, r.content as emoji, count(*)::int as count, min(r.created_at) as first_at
      from messaging.messages r
      where r.reaction_message_id in (select id from shown) and not r.is_deleted and r.content <> ''
      group by r.reaction_message_id, r.content
    ) grouped
    group by grouped.message_id
  )
  select (select ${SUMMARY_JSON} from conversation c ${summaryJoins('conversation')})::text as summary,
    coalesce((select array_to_json(array_agg(${MESSAGE_JSON} order by m.id))
      from shown m left join messaging.members mb on mb.user_id = m.user_id left join reaction_groups rg on rg.message_id = m.id), '[]')::text as messages,
    case when (select count(*) from page) > ${limit} then (select id from shown order by id limit 1)::text end as next_cursor,
    (select case when c.evaluation_score is not null and c.evaluated_at is not null then (select row_to_json(evaluation) from (select
      c.evaluation_score as "score", ${isoText('c.evaluated_at')} as "answeredAt") evaluation) end from conversation c)::text as evaluation`;
}

/**
 * A page of messages, newest last, as the response's JSON text (ZConversationDetail: the
 * conversation's summary, its messages, the cursor of the older page and the evaluation), written
 * by PostgreSQL in one statement and sent as it is; reactions are grouped under the message they
 * reference. Byte for byte what serializing the ZConversationDetail would write. 404 if the
 * caller may not see the conversation.
 */
export async function readConversationDetailJson(
  db: Executor,
  principal: Principal,
  id: string,
  query: ConversationMessagesQuery,
  fileUrlOf: (key: string) => string,
): Promise<string> {
  // $4: an API key's workspaces, which stand in for the caller's membership.
  const params = [id, principal.officeId, principal.userId, principal.apiKey?.inboxIds ?? null, ...(query.cursor ? [query.cursor] : [])];
  const [row] = (await runPrepared<{ summary: string | null; messages: string; next_cursor: string | null; evaluation: string | null }>(db, detailStatement(query.limit, Boolean(query.cursor)), params))
    .rows;
  if (!row?.summary) throw commonErrors.NOT_FOUND();
  const messages = row.messages.replace(FILE_LINK, (_, key: string) => `"fileUrl":${JSON.stringify(fileUrlOf(JSON.parse(key) as string))}`);
  return `${row.summary.slice(0, -1)},"messages":${messages},"nextCursor":${row.next_cursor === null ? 'null' : `"${row.next_cursor}"`},"evaluation":${row.evaluation ?? 'null'}}`;
}

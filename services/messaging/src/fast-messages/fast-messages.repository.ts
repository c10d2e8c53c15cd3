import { and, asc, eq, getTableName, ilike, or, sql } from 'drizzle-orm';
import { fillFastMessagePlaceholders, type FastMessage, type ListFastMessagesQuery, type TagSummary } from '@balcao/contracts';
import { commonErrors, preparedQuery, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { conversations, fastMessages, fastMessageTags, members, people, tags, type FastMessageRow } from '../db/schema';
import { containsPattern, toIso } from '../shared/http';
import { assertMember, visibleTo } from '../shared/tenancy';

/** Named with its table: a bare "id" inside the subquery would bind to the tags' own id. */
const fastMessageId = sql`${sql.identifier(getTableName(fastMessages))}.${sql.identifier(fastMessages.id.name)}`;

const fastMessageColumns = {
  row: fastMessages,
  tags: sql<TagSummary[]>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name)
    from ${fastMessageTags} ft join ${tags} t on t.id = ft.tag_id where ft.fast_message_id = ${fastMessageId}), '[]'::json)`,
};

type FastMessageSource = { row: FastMessageRow; tags: TagSummary[] };

const toFastMessage = ({ row, tags: tagList }: FastMessageSource, preview: string | null): FastMessage => ({
  id: row.id,
  inboxId: row.inboxId,
  title: row.title,
  content: row.content,
  tagId: tagList.map((tag) => tag.id),
  tags: tagList,
  templateKey: row.templateKey,
  preview,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

/** The quick reply if the caller belongs to its workspace, else 404. */
export async function findVisibleFastMessage(db: Executor, principal: Principal, id: string): Promise<FastMessageRow> {
  const [row] = await db
    .select()
    .from(fastMessages)
    .where(and(eq(fastMessages.id, id), visibleTo(principal, fastMessages)));
  if (!row) throw commonErrors.NOT_FOUND();
  return row;
}

export async function loadFastMessage(db: Executor, id: string): Promise<FastMessage> {
  const [found] = await db.select(fastMessageColumns).from(fastMessages).where(eq(fastMessages.id, id));
  return toFastMessage(found, null);
}

export interface PlaceholderTarget {
  conversationId: string;
  inboxId: string;
  clientName: string | null;
  attendantName: string | null;
}

/**
 * Who the placeholders name when the caller sends to this conversation: its client and the
 * caller. 404 unless the caller may see it and, when given, it is of that workspace.
 */
export async function placeholderTarget(db: Executor, principal: Principal, conversationId: string, inboxId?: string): Promise<PlaceholderTarget> {
  const [target] = await db
    .select({
      conversationId: conversations.id,
      inboxId: conversations.inboxId,
      clientName: people.name,
      attendantName: sql<string | null>`(select ${members.name} from ${members} where ${members.userId} = ${principal.userId})`,
    })
    .from(conversations)
    .innerJoin(people, eq(people.id, conversations.personId))
    .where(and(eq(conversations.id, conversationId), visibleTo(principal, conversations), inboxId ? eq(conversations.inboxId, inboxId) : undefined));
  if (!target) throw commonErrors.NOT_FOUND();
  return target;
}

export const fillFor = (content: string, target: PlaceholderTarget) =>
  fillFastMessagePlaceholders(content, { clientName: target.clientName, attendantName: target.attendantName });

/** The workspace's quick replies by title (with a search, those whose title or content has it), built once and run prepared. */
const fastMessagesOfWorkspace = preparedQuery(
  (db: Executor, filters: { search?: boolean }) =>
    db
      .select(fastMessageColumns)
      .from(fastMessages)
      .where(
        and(
          eq(fastMessages.officeId, sql.placeholder('officeId')),
          eq(fastMessages.inboxId, sql.placeholder('inboxId')),
          filters.search ? or(ilike(fastMessages.title, sql.placeholder('pattern')), ilike(fastMessages.content, sql.placeholder('pattern'))) : undefined,
        ),
      )
      .orderBy(asc(sql`lower(${fastMessages.title})`), asc(fastMessages.id)),
  { planEachTime: (filters) => filters.search === true },
);

/** The workspace's quick replies by title; with `conversationId`, each with its filled preview. */
export async function listFastMessages(db: Executor, principal: Principal, query: ListFastMessagesQuery): Promise<FastMessage[]> {
  await assertMember(db, principal, query.inboxId);
  const target = query.conversationId ? await placeholderTarget(db, principal, query.conversationId, query.inboxId) : null;
  const pattern = query.search ? containsPattern(query.search) : null;
  const rows = await fastMessagesOfWorkspace(db, { officeId: principal.officeId, inboxId: query.inboxId, pattern }, { search: pattern !== null });
  return rows.map((row) => toFastMessage(row, target ? fillFor(row.row.content, target) : null));
}

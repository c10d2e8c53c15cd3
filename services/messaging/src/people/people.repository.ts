import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ListPeopleQuery, Person, TagSummary } from '@balcao/contracts';
import { commonErrors, runPrepared, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { blockedMessages, conversations, members, people, personTags, tags } from '../db/schema';
import { isoText } from '../conversations/summary-json';
import { containsPattern, pageCount, toIso, toIsoOrNull } from '../shared/http';
import { assertMember, visibleTo } from '../shared/tenancy';

/**
 * The person's id named with its table: drizzle leaves a single-table select's columns bare,
 * and a bare "id" inside a subquery binds to the subquery's own table.
 */
const personId = sql`${sql.identifier(getTableName(people))}.${sql.identifier(people.id.name)}`;

/** The contact's open conversation (the most recent one, if several devices talk to it). */
const openConversation = sql`(select c.id, c.user_id from ${conversations} c
  where c.person_id = ${personId} and c.status <> 'INACTIVE' order by c.activity_at desc limit 1)`;

/** The same, for person `p` in raw SQL (PERSON_JSON). */
const OPEN_CONVERSATION = `(select c.id, c.user_id from messaging.conversations c
  where c.person_id = p.id and c.status <> 'INACTIVE' order by c.activity_at desc limit 1)`;

const personColumns = {
  person: people,
  tags: sql<TagSummary[]>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name)
    from ${personTags} pt join ${tags} t on t.id = pt.tag_id where pt.person_id = ${personId}), '[]'::json)`,
  conversationId: sql<string | null>`(select oc.id from ${openConversation} oc)`,
  user: sql<{ name: string; imageUrl: string | null } | null>`(select json_build_object('name', m.name, 'imageUrl', m.image_url)
    from ${openConversation} oc join ${members} m on m.user_id = oc.user_id)`,
  blockedMessagesCount: sql<number>`(select count(*)::int from ${blockedMessages} b where b.person_id = ${personId})`,
};

type PersonSource = { person: typeof people.$inferSelect; tags: TagSummary[]; conversationId: string | null; user: Person['user']; blockedMessagesCount: number };

function toPerson({ person: p, tags: tagList, conversationId, user, blockedMessagesCount }: PersonSource): Person {
  return {
    id: p.id,
    inboxId: p.inboxId,
    name: p.name,
    phoneNumber: p.phoneNumber,
    email: p.email,
    document: p.document,
    isBlocked: p.isBlocked,
    allowedSearch: p.allowedSearch,
    tags: tagList,
    imageUrl: p.imageUrl,
    lastMessageSentAt: toIsoOrNull(p.lastMessageSentAt),
    conversationId,
    createdAt: toIso(p.createdAt),
    updatedAt: toIso(p.updatedAt),
    user,
    blockedMessagesCount,
  };
}

/** The contact if the caller may see it (and, when given, it is of that workspace), else 404. */
export async function findVisiblePerson(db: Executor, principal: Principal, id: string, inboxId?: string): Promise<Person> {
  const [row] = await db
    .select(personColumns)
    .from(people)
    .where(and(eq(people.id, id), inboxId ? eq(people.inboxId, inboxId) : undefined, visibleTo(principal, people)));
  if (!row) throw commonErrors.NOT_FOUND();
  return toPerson(row);
}

export async function loadPerson(db: Executor, id: string): Promise<Person> {
  const [row] = await db.select(personColumns).from(people).where(eq(people.id, id));
  return toPerson(row);
}

/** The contact `p` is named or numbered with the text (trigram indexes on people). */
function nameOrPhone(search: string): SQL {
  const digits = search.replace(/\D/g, '');
  const byName = sql`p.name ilike ${containsPattern(search)}`;
  return digits.length >= 2 ? sql`(${byName} or p.phone_number like ${containsPattern(digits)})` : byName;
}

/**
 * A contact as the API answers it (ZPerson, see toPerson), built in PostgreSQL from person `p`:
 * row_to_json and array_to_json(array_agg(…)) write the keys in the order selected and without
 * spaces, as JSON.stringify of the schema's output does, so the text can be sent as it is.
 */
const PERSON_JSON = `(select row_to_json(person) from (select
    p.id as "id", p.inbox_id as "inboxId", p.name as "name", p.phone_number as "phoneNumber", p.email as "email",
    p.document as "document", p.is_blocked as "isBlocked", p.allowed_search as "allowedSearch",
    coalesce((select array_to_json(array_agg(row_to_json(tag))) from (select t.id as "id", t.name as "name", t.color as "color"
      from messaging.person_tags pt join messaging.tags t on t.id = pt.tag_id where pt.person_id = p.id order by t.name) tag), '[]') as "tags",
    p.image_url as "imageUrl", ${isoText('p.last_message_sent_at')} as "lastMessageSentAt",
    (select oc.id from ${OPEN_CONVERSATION} oc) as "conversationId",
    ${isoText('p.created_at')} as "createdAt", ${isoText('p.updated_at')} as "updatedAt",
    (select row_to_json(member) from (select m.name as "name", m.image_url as "imageUrl"
      from ${OPEN_CONVERSATION} oc join messaging.members m on m.user_id = oc.user_id) member) as "user",
    (select count(*)::int from messaging.blocked_messages b where b.person_id = p.id) as "blockedMessagesCount"
  ) person)`;

/** The newest contacts first: what the list shows and pages. */
const PEOPLE_ORDER = sql.raw('p.created_at desc, p.id desc');

/** A page this size or smaller has its LIMIT written into the prepared text (a larger one, rare, is a parameter). */
const LITERAL_LIMIT_MAX = 100;

const dialect = new PgDialect();

/**
 * The contacts list (ZPeopleList) as the response's JSON text, written by PostgreSQL in one
 * statement and sent as it is (mapping and serializing rows in Node cost more than the
 * database's work). Without a text search it runs prepared: the page's keys down the creation
 * index, their rows as JSON, and the total from the workspace's counts (people_counts: counting
 * 100,000 contacts took 15 ms). A search reads every match once (the trigram indexes), which
 * gives the page and the count together; it is not prepared, as its best plan depends on the text.
 */
export async function readPeopleListJson(db: Executor, principal: Principal, query: ListPeopleQuery): Promise<string> {
  await assertMember(db, principal, query.inboxId);
  const offset = (query.page - 1) * query.limit;
  const filters = sql.join(
    [
      sql`p.office_id = ${principal.officeId}`,
      sql`p.inbox_id = ${query.inboxId}`,
      ...(query.name ? [nameOrPhone(query.name)] : []),
      ...(query.isBlocked === undefined ? [] : [sql`p.is_blocked = ${query.isBlocked}`]),
    ],
    sql` and `,
  );
  const page = sql`limit ${query.limit <= LITERAL_LIMIT_MAX ? sql.raw(String(query.limit)) : query.limit}${offset > 0 ? sql` offset ${offset}` : sql``}`;
  const data = sql`coalesce((
      select array_to_json(array_agg(${sql.raw(PERSON_JSON)} order by keys.ord)) from keys join messaging.people p on p.id = keys.id
    ), '[]')::text`;
  let row: { total: number; data: string };
  if (query.name) {
    [row] = (
      (await db.execute(sql`
        with matches as materialized (select p.id, p.created_at from messaging.people p where ${filters}),
        keys as (select p.id, row_number() over (order by ${PEOPLE_ORDER}) as ord from matches p order by ${PEOPLE_ORDER} ${page})
        select (select count(*)::int from matches) as total, ${data} as data`)) as unknown as { rows: (typeof row)[] }
    ).rows;
  } else {
    // The workspace's counts, without the office: the caller's membership, checked first, ties the workspace to it.
    const counted = query.isBlocked === undefined ? sql`sum(pc.people)` : query.isBlocked ? sql`sum(pc.blocked)` : sql`sum(pc.people) - sum(pc.blocked)`;
    const statement = dialect.sqlToQuery(sql`
      with keys as materialized (
        select p.id, row_number() over (order by ${PEOPLE_ORDER}) as ord from messaging.people p where ${filters} order by ${PEOPLE_ORDER} ${page}
      )
      select (select coalesce(${counted}, 0)::int from messaging.people_counts pc where pc.inbox_id = ${query.inboxId}) as total, ${data} as data`);
    [row] = (await runPrepared<typeof row>(db, statement.sql, statement.params)).rows;
  }
  return `{"data":${row.data},"totalItems":${row.total},"totalResults":${row.total},"totalPages":${pageCount(row.total, query.limit)}}`;
}

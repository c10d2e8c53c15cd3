import { and, count, desc, eq, getTableName, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { ListPeopleQuery, PeopleList, Person, TagSummary } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { conversations, members, people, personTags, tags } from '../db/schema';
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

const personColumns = {
  person: people,
  tags: sql<TagSummary[]>`coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name)
    from ${personTags} pt join ${tags} t on t.id = pt.tag_id where pt.person_id = ${personId}), '[]'::json)`,
  conversationId: sql<string | null>`(select oc.id from ${openConversation} oc)`,
  user: sql<{ name: string; imageUrl: string | null } | null>`(select json_build_object('name', m.name, 'imageUrl', m.image_url)
    from ${openConversation} oc join ${members} m on m.user_id = oc.user_id)`,
};

type PersonSource = { person: typeof people.$inferSelect; tags: TagSummary[]; conversationId: string | null; user: Person['user'] };

function toPerson({ person: p, tags: tagList, conversationId, user }: PersonSource): Person {
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

function nameOrPhone(search: string): SQL | undefined {
  const digits = search.replace(/\D/g, '');
  return or(ilike(people.name, containsPattern(search)), digits.length >= 2 ? like(people.phoneNumber, containsPattern(digits)) : undefined);
}

export async function listPeople(db: Executor, principal: Principal, query: ListPeopleQuery): Promise<PeopleList> {
  await assertMember(db, principal, query.inboxId);
  const where = and(
    eq(people.officeId, principal.officeId),
    eq(people.inboxId, query.inboxId),
    query.name ? nameOrPhone(query.name) : undefined,
    query.isBlocked === undefined ? undefined : eq(people.isBlocked, query.isBlocked),
  );
  const offset = (query.page - 1) * query.limit;
  const rows = await db.select(personColumns).from(people).where(where).orderBy(desc(people.createdAt), desc(people.id)).limit(query.limit).offset(offset);
  // The last page tells the total without counting.
  const total = rows.length < query.limit && (rows.length > 0 || offset === 0) ? offset + rows.length : (await db.select({ total: count() }).from(people).where(where))[0].total;
  return { data: rows.map(toPerson), totalItems: total, totalResults: total, totalPages: pageCount(total, query.limit) };
}

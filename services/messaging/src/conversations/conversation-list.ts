import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { CONVERSATION_COUNT_CAP, type ListConversationsQuery } from '@balcao/contracts';
import { runPrepared, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { containsPattern, pageCount } from '../shared/http';
import { assertMember } from '../shared/tenancy';
import { SUMMARY_JSON, summaryJoins } from './summary-json';

/** Pinned first, then the latest activity: the order the list indexes hold (on conversations `c`). */
const LIST_ORDER = sql.raw('c.is_fixed desc, c.activity_at desc, c.id desc');

/**
 * The filters other than the text search, on conversations `c`, each answered by an index (see
 * the schema). The inbox scopes them: the caller's membership, checked first, ties it to the
 * caller's office, and counts stay index-only without the office (no list index holds it).
 */
function filtersOf(query: ListConversationsQuery): SQL {
  const filters = [sql`c.inbox_id = ${query.inboxId}`];
  if (query.status === 'OPEN') filters.push(sql`c.status <> 'INACTIVE'`);
  else if (query.status !== 'ALL') filters.push(sql`c.status = ${query.status}`);
  if (query.personId) filters.push(sql`c.person_id = ${query.personId}`);
  // Only finished conversations can have a newer one (one open per contact and device).
  else if (query.status === 'ALL' || query.status === 'INACTIVE') filters.push(latestOfContact(sql.raw('c')));
  if (query.integrationId) filters.push(sql`c.integration_id = ${query.integrationId}`);
  // Written out (not a parameter) so that the planner sees the partial unread index applies.
  if (query.showOnlyUnread) filters.push(sql`c.unread_count > 0`);
  if (query.userId) filters.push(sql`c.user_id = ${query.userId}`);
  // Due already, whether or not the sweeper has marked it yet (issue 40).
  if (query.slaOverdue) filters.push(sql`c.sla_due_at <= now() and c.status <> 'INACTIVE'`);
  if (query.tags?.length) filters.push(sql`exists (select 1 from messaging.conversation_tags ct where ct.conversation_id = c.id and ct.tag_id = any(${tagIds(query)}))`);
  return sql.join(filters, sql` and `);
}

/**
 * One client, one row (SPEC-DECISIONS): a finished conversation shows only while no newer or
 * open one exists with the same contact and device (read by the person index; a contact has few).
 */
const latestOfContact = (c: SQL) =>
  sql`(${c}.status <> 'INACTIVE' or not exists (select 1 from messaging.conversations newer
    where newer.person_id = ${c}.person_id and newer.integration_id = ${c}.integration_id and newer.id <> ${c}.id
      and (newer.status <> 'INACTIVE' or (newer.activity_at, newer.id) > (${c}.activity_at, ${c}.id))))`;

/** The asked tags as one array parameter: the same statement text whatever their number. */
const tagIds = (query: ListConversationsQuery) => sql`${sql.param(query.tags)}::uuid[]`;

/** Filters beyond the inbox and its tags. */
const filtersBeyondTags = (query: ListConversationsQuery) =>
  query.status !== 'ALL' || query.integrationId || query.showOnlyUnread || query.userId || query.personId || query.slaOverdue;

/** The tag when it is the only filter (one tag, nothing else): the list is then its links, which hold the list order. */
const onlyTagOf = (query: ListConversationsQuery): string | null => (query.tags?.length === 1 && !filtersBeyondTags(query) ? query.tags[0]! : null);

/** The list order as each tag link holds a copy of it (`ct`, see the schema). */
const TAG_LINK_ORDER = sql.raw('ct.is_fixed desc, ct.activity_at desc, ct.conversation_id desc');

/**
 * A tag's conversations numbered in list order, read from the links' index (walking the list and
 * probing each conversation for the tag read every conversation above the last one shown).
 */
const numberedByTag = (query: ListConversationsQuery, tagId: string) =>
  sql`select ct.conversation_id as id, row_number() over (order by ${TAG_LINK_ORDER}) as ord from (${taggedOnce(query, tagId)}) ct order by ${TAG_LINK_ORDER}`;

/** The tag's links, when the tag is of the asked workspace (tags link only their workspace's conversations). */
const taggedOnce = (query: ListConversationsQuery, tagId: string) =>
  sql`select ct.conversation_id, ct.is_fixed, ct.activity_at from messaging.conversation_tags ct
    where ct.tag_id = ${tagId} and exists (select 1 from messaging.tags t where t.id = ${tagId} and t.inbox_id = ${query.inboxId})
      and exists (select 1 from messaging.conversations c where c.id = ct.conversation_id and ${latestOfContact(sql.raw('c'))})`;

/**
 * How many of `rows` there are, counted up to `cap + 1`. The usual cap is written into the text:
 * with a parameter in a LIMIT the generic plan cannot tell the count stops early, and PostgreSQL
 * planned every execution anew. A deeper page's cap (its end) is a parameter of a row number
 * that stops the scan there (a run condition), so that every page shares one statement text.
 */
const countUpTo = (rows: SQL, cap: number): SQL =>
  cap === CONVERSATION_COUNT_CAP
    ? sql`(select count(*)::int from (${rows} limit ${sql.raw(String(cap + 1))}) counted)`
    : sql`(select count(*)::int from (select row_number() over () as n from (${rows}) matched) counted where counted.n <= ${cap + 1})`;

/**
 * How many conversations the filters keep, counted up to `cap + 1`. Tags drive the count from
 * their links: tags are of one workspace and link only its conversations (tags/tag-links.ts), so
 * with no other filter the links alone answer it from their index; else each tagged
 * conversation is checked by its key.
 */
function countOf(query: ListConversationsQuery, filters: SQL, cap: number): SQL {
  // One tag links each conversation once (the links' key): no distinct, the count stops at the cap.
  const onlyTag = onlyTagOf(query);
  if (onlyTag) return countUpTo(sql`select 1 from (${taggedOnce(query, onlyTag)}) tagged`, cap);
  if (query.tags?.length && !filtersBeyondTags(query)) {
    return countUpTo(
      sql`select distinct ct.conversation_id from messaging.conversation_tags ct join messaging.tags t on t.id = ct.tag_id
        join messaging.conversations c on c.id = ct.conversation_id
        where t.inbox_id = ${query.inboxId} and ct.tag_id = any(${tagIds(query)}) and ${latestOfContact(sql.raw('c'))}`,
      cap,
    );
  }
  const where = query.tags?.length
    ? sql`${filtersOf({ ...query, tags: undefined })} and c.id = any(array(select ct.conversation_id from messaging.conversation_tags ct where ct.tag_id = any(${tagIds(query)})))`
    : filters;
  return countUpTo(sql`select 1 from messaging.conversations c where ${where}`, cap);
}

/** The contact `p` is named or numbered with the text (trigram indexes on people). */
function contactMatches(text: string): SQL {
  const digits = text.replace(/\D/g, '');
  const byName = sql`p.name ilike ${containsPattern(text)}`;
  return digits.length >= 2 ? sql`(${byName} or p.phone_number like ${containsPattern(digits)})` : byName;
}

/** A message of conversation `c` contains the text: the trigram index's own predicate, written out so the planner sees it holds. */
const messageMatches = (inboxId: string, text: string) =>
  sql`exists (select 1 from messaging.messages m where m.conversation_id = c.id and m.inbox_id = ${inboxId}
    and m.content ilike ${containsPattern(text)} and m.type <> 'reaction' and not m.is_deleted)`;

/** A search matching at most this many contacts reads all their conversations by contact; more, and it walks the list. */
const FEW_CONTACTS = 1000;

interface SearchPage {
  ids: string[];
  found: number;
  contacts: number;
  complete: boolean;
}

/**
 * The page of a text search: the conversations, in list order, whose contact or one of whose
 * messages matches the text. Two sides in a union: under an OR the planner could use neither the
 * walk down the list index nor the trigram indexes, and each side's first `take` hold the
 * union's first `take`. The contact side reads every conversation of the matching contacts when
 * they are few (`fewContacts`), else walks the list; the message side walks the list (a common
 * word) or reads the trigram index (a rare one), as the planner sees the word. It answers the
 * page's ids in order, how many matched (`found`), whether that was all of them (`complete`;
 * else the first `take`), and how many contacts matched, up to FEW_CONTACTS + 1.
 */
function searchStatement(principal: Principal, query: ListConversationsQuery, filters: SQL, text: string, take: number, fewContacts: boolean): SQL {
  const keyColumns = sql.raw('c.id, c.is_fixed, c.activity_at');
  const byContact = fewContacts
    ? sql`select ${keyColumns} from messaging.conversations c where ${filters} and c.person_id in (select id from contacts)`
    : sql`select ${keyColumns} from messaging.conversations c join messaging.people p on p.id = c.person_id
        where ${filters} and ${contactMatches(text)} order by ${LIST_ORDER} limit ${take}`;
  return sql`
    with contacts as materialized (
      select p.id from messaging.people p
      where p.office_id = ${principal.officeId} and p.inbox_id = ${query.inboxId} and ${contactMatches(text)}
      limit ${fewContacts ? FEW_CONTACTS + 1 : 0}
    ), by_contact as materialized (${byContact}
    ), by_message as materialized (
      select ${keyColumns} from messaging.conversations c
      where ${filters} and ${messageMatches(query.inboxId, text)}
      order by ${LIST_ORDER} limit ${take}
    ), matches as materialized (
      select * from by_contact union select * from by_message
    )
    select array(select c.id from matches c order by ${LIST_ORDER} limit ${query.limit} offset ${(query.page - 1) * query.limit})::text[] as ids,
      (select count(*)::int from matches) as found, (select count(*)::int from contacts) as contacts,
      ((select count(*) from by_message) < ${take} and ${fewContacts ? sql`true` : sql`(select count(*) from by_contact) < ${take}`}) as complete`;
}

/**
 * The conversations of these ids as the list's JSON array text, in the order of the ids; the
 * office bounds the rows read by key. One text whatever the page holds: it runs prepared.
 */
const PAGE_BY_IDS = `
  with keys as (select k.id, k.ord from unnest($1::uuid[]) with ordinality as k(id, ord))
  select coalesce((
    select array_to_json(array_agg(${SUMMARY_JSON} order by keys.ord))
    from keys join messaging.conversations c on c.id = keys.id ${summaryJoins('keys')}
    where c.office_id = $2
  ), '[]')::text as data`;

/** The page's conversations as a JSON array text, in the order of `keys` (id, ord); the office bounds the rows read by key. */
const pageJson = (principal: Principal) => sql`coalesce((
      select array_to_json(array_agg(${sql.raw(SUMMARY_JSON)} order by keys.ord))
      from keys join messaging.conversations c on c.id = keys.id ${sql.raw(summaryJoins('keys'))}
      where c.office_id = ${principal.officeId}
    ), '[]')::text`;

/**
 * Where counting stops: the cap, or the end of the asked page when it lies deeper, so that
 * totalPages never says fewer pages than the one shown.
 */
const countCapOf = (offset: number, limit: number) => Math.max(CONVERSATION_COUNT_CAP, offset + limit);

const dialect = new PgDialect();

/**
 * The list without a text search, one statement: the page's keys by an index-only walk down the
 * list order, then their rows written as JSON, and the count of matches up to the cap, taken only
 * when the page does not tell it (a last page tells it without counting). Its text depends on
 * which filters are given and the page size, never on their values: it runs prepared, each
 * connection planning it once. The LIMIT is written into the text (a validated integer up to
 * CONVERSATION_LIST_CAP): with a parameter there the generic plan cannot tell that a page is a
 * few rows. A later page is the rows numbered past its offset up to its end, both parameters: the
 * numbering stops at the end (a run condition) as a LIMIT would, and OFFSET, another parameter
 * the planner guesses at, had every execution planned anew.
 */
function listStatement(principal: Principal, query: ListConversationsQuery, filters: SQL, cap: number): SQL {
  const offset = (query.page - 1) * query.limit;
  // Also on a later page: it tells the planner the page is that many rows (else it plans joins for a third of the table).
  const limit = sql.raw(`limit ${query.limit}`);
  const onlyTag = onlyTagOf(query);
  const numbered = onlyTag
    ? numberedByTag(query, onlyTag)
    : sql`select c.id, row_number() over (order by ${LIST_ORDER}) as ord from messaging.conversations c where ${filters} order by ${LIST_ORDER}`;
  const keys =
    offset > 0
      ? sql`select ranked.id, ranked.ord from (${numbered}) ranked where ranked.ord > ${offset} and ranked.ord <= ${offset + query.limit} ${limit}`
      : sql`${numbered} ${limit}`;
  const onPage = sql`(select count(*)::int from keys)`;
  // A page short of full tells the total: every match before it was skipped, and it holds the rest.
  const isLast = offset > 0 ? sql`${onPage} < ${query.limit} and ${onPage} > 0` : sql`${onPage} < ${query.limit}`;
  return sql`
    with keys as materialized (${keys})
    select ${onPage} as on_page, case when ${isLast} then null else ${countOf(query, filters, cap)} end as counted, ${pageJson(principal)} as data`;
}

/** The answer's totals from a count that read at most `cap + 1` matches, as the JSON after the list. */
function totalsJson(found: number, cap: number, limit: number): string {
  const total = Math.min(found, cap);
  return `"totalItems":${total},"totalResults":${total},"totalPages":${pageCount(total, limit)}${found > cap ? ',"totalIsCapped":true' : ''}`;
}

/**
 * The conversation list (ZConversationList) as the response's JSON text, written by PostgreSQL
 * and sent as it is (mapping 100 rows and serializing them in Node cost several times the
 * database's work): one prepared statement, or for a text search its page's ids (not prepared)
 * then their rows (prepared). Byte for byte what serializing the ZConversationList would write.
 */
export async function readConversationListJson(db: Executor, principal: Principal, query: ListConversationsQuery): Promise<string> {
  await assertMember(db, principal, query.inboxId);
  const text = query.content && query.content.length >= 2 ? query.content : null;
  const filters = filtersOf(query);
  const offset = (query.page - 1) * query.limit;
  if (text) {
    // Not prepared: the best plan depends on the words (a rare one reads its index, a common one walks the list).
    const pageEnd = offset + query.limit;
    const take = pageEnd + 1;
    const search = async (fewContacts: boolean) =>
      ((await db.execute(searchStatement(principal, query, filters, text, take, fewContacts))) as unknown as { rows: SearchPage[] }).rows[0];
    let found = await search(true);
    // A common name: more contacts than are worth reading every conversation of, so walk the list.
    if (found.contacts > FEW_CONTACTS) found = await search(false);
    const { data } = (await runPrepared<{ data: string }>(db, PAGE_BY_IDS, [found.ids, principal.officeId])).rows[0];
    // Both sides read every match: their number is the count. Else a common word or name, whose
    // matches are found one by one down the list: counting them to the cap would cost ten times
    // the page, so such a search counts to the page's end (one more was read).
    const totals = found.complete ? totalsJson(found.found, countCapOf(offset, query.limit), query.limit) : totalsJson(take, pageEnd, query.limit);
    return `{"data":${data},${totals}}`;
  }
  const cap = countCapOf(offset, query.limit);
  const { sql: statement, params } = dialect.sqlToQuery(listStatement(principal, query, filters, cap));
  const [row] = (await runPrepared<{ on_page: number; counted: number | null; data: string }>(db, statement, params)).rows;
  // A person always exists for a conversation (a cascading foreign key): the count needs no join.
  const found = row.counted ?? offset + row.on_page;
  return `{"data":${row.data},${totalsJson(found, cap, query.limit)}}`;
}

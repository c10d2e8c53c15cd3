import { and, count, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { CONVERSATION_COUNT_CAP, type ConversationList, type ListConversationsQuery } from '@balcao/contracts';
import { executePrepared, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { conversations, conversationTags, messages, people, tags } from '../db/schema';
import { containsPattern, pageCount } from '../shared/http';
import { assertMember } from '../shared/tenancy';
import { conversationColumn, summaryColumns, toConversationSummary } from './conversation-summary';

/** Pinned first, then the latest activity: the order the list indexes hold. */
const listOrder = [desc(conversations.isFixed), desc(conversations.activityAt), desc(conversations.id)];

/** What the list order compares, activity in microseconds (a JS Date keeps only milliseconds). */
const orderKey = {
  id: conversations.id,
  isFixed: conversations.isFixed,
  activityMicros: sql<string>`(extract(epoch from ${conversations.activityAt}) * 1000000)::bigint::text`.mapWith(String),
};
type OrderKey = { id: string; isFixed: boolean; activityMicros: string };

const descending = <T extends bigint | string>(a: T, b: T) => (a < b ? 1 : a > b ? -1 : 0);
const byListOrder = (a: OrderKey, b: OrderKey) =>
  Number(b.isFixed) - Number(a.isFixed) || descending(BigInt(a.activityMicros), BigInt(b.activityMicros)) || descending(a.id, b.id);

/**
 * The filters other than the text search, each answered by an index (see the schema). The
 * inbox scopes them: the caller's membership, checked first, ties it to the caller's office,
 * and counts stay index-only without the office (no list index holds it).
 */
function filtersOf(query: ListConversationsQuery): SQL {
  return and(
    eq(conversations.inboxId, query.inboxId),
    query.status === 'ALL' ? undefined : eq(conversations.status, query.status),
    query.integrationId ? eq(conversations.integrationId, query.integrationId) : undefined,
    // Written out (not a parameter) so that the planner sees the partial unread index applies.
    query.showOnlyUnread ? sql`${conversations.unreadCount} > 0` : undefined,
    query.userId ? eq(conversations.userId, query.userId) : undefined,
    query.tags?.length
      ? sql`exists (select 1 from ${conversationTags} ct where ct.conversation_id = ${conversationColumn(conversations.id)} and ${inArray(sql`ct.tag_id`, query.tags)})`
      : undefined,
  )!;
}

/** The contact's name or number contains the text (trigram indexes on people). */
function contactMatches(text: string): SQL {
  const digits = text.replace(/\D/g, '');
  return or(ilike(people.name, containsPattern(text)), digits.length >= 2 ? like(people.phoneNumber, containsPattern(digits)) : undefined)!;
}

/** Message `m` contains the text: the trigram index's own predicate, written out so the planner sees it holds. */
const searchableMessageMatches = (text: string) => sql`m.content ilike ${containsPattern(text)} and m.type <> 'reaction' and not m.is_deleted`;

/** A message of the conversation contains the text. */
const messageMatches = (inboxId: string, text: string) =>
  sql`exists (select 1 from ${messages} m where m.conversation_id = ${conversationColumn(conversations.id)} and m.inbox_id = ${inboxId}
    and ${searchableMessageMatches(text)})`;

/** A search matching at most this many contacts reads all their conversations by contact; more, and it walks the list. */
const FEW_CONTACTS = 1000;

interface SearchSide {
  keys: OrderKey[];
  /** Every match is in `keys` (else only the first ones in list order). */
  complete: boolean;
}

/** Conversations of matching contacts: all of them when the contacts are few, else the first `take` down the list index. */
async function searchContacts(db: Executor, principal: Principal, query: ListConversationsQuery, filters: SQL, text: string, take: number): Promise<SearchSide> {
  const contacts = await db
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.officeId, principal.officeId), eq(people.inboxId, query.inboxId), contactMatches(text)))
    .limit(FEW_CONTACTS + 1);
  if (contacts.length === 0) return { keys: [], complete: true };
  if (contacts.length <= FEW_CONTACTS) {
    const ids = contacts.map((contact) => contact.id);
    return { keys: await db.select(orderKey).from(conversations).where(and(filters, inArray(conversations.personId, ids))), complete: true };
  }
  const keys = await db
    .select(orderKey)
    .from(conversations)
    .innerJoin(people, eq(people.id, conversations.personId))
    .where(and(filters, contactMatches(text)))
    .orderBy(...listOrder)
    .limit(take);
  return { keys, complete: keys.length < take };
}

/** Conversations with a matching message, the first `take`: the planner walks the list (a common word) or reads the trigram index (a rare one). */
async function searchMessages(db: Executor, query: ListConversationsQuery, filters: SQL, text: string, take: number): Promise<SearchSide> {
  const keys = await db
    .select(orderKey)
    .from(conversations)
    .where(and(filters, messageMatches(query.inboxId, text)))
    .orderBy(...listOrder)
    .limit(take);
  return { keys, complete: keys.length < take };
}

/**
 * The conversations, in list order, whose contact or one of whose messages matches the text:
 * all of them when both sides read every match, else the first `take` at least. Two queries
 * merged here: under an OR the planner could use neither the walk down the list index nor the
 * trigram indexes. Each side's first `take` hold the union's first `take`.
 */
async function searchKeys(db: Executor, principal: Principal, query: ListConversationsQuery, filters: SQL, text: string, take: number) {
  const [byContact, byMessage] = await Promise.all([searchContacts(db, principal, query, filters, text, take), searchMessages(db, query, filters, text, take)]);
  const merged = new Map([...byContact.keys, ...byMessage.keys].map((key) => [key.id, key]));
  return { keys: [...merged.values()].sort(byListOrder), complete: byContact.complete && byMessage.complete };
}

/** Filters beyond the inbox and its tags. */
const filtersBeyondTags = (query: ListConversationsQuery) => query.status !== 'ALL' || query.integrationId || query.showOnlyUnread || query.userId;

/**
 * How many conversations the filters keep, counted up to `cap + 1`. Tags drive the count from
 * their links: tags are of one workspace and link only its conversations (tags/tag-links.ts), so
 * with no other filter the links alone answer it from their index; else each tagged
 * conversation is checked by its key.
 */
async function countFiltered(db: Executor, query: ListConversationsQuery, filters: SQL, cap: number): Promise<number> {
  const matching = (where: SQL) => db.select({ total: count() }).from(db.select({ one: sql`1` }).from(conversations).where(where).limit(cap + 1).as('counted'));
  if (!query.tags?.length) return (await matching(filters))[0].total;
  if (!filtersBeyondTags(query)) {
    const links = db
      .selectDistinct({ id: conversationTags.conversationId })
      .from(conversationTags)
      .innerJoin(tags, eq(tags.id, conversationTags.tagId))
      .where(and(eq(tags.inboxId, query.inboxId), inArray(conversationTags.tagId, query.tags)))
      .limit(cap + 1)
      .as('counted');
    return (await db.select({ total: count() }).from(links))[0].total;
  }
  const tagged = sql`select ct.conversation_id from ${conversationTags} ct where ${inArray(sql`ct.tag_id`, query.tags)}`;
  return (await matching(and(filters, sql`${conversationColumn(conversations.id)} = any(array(${tagged}))`)!))[0].total;
}

/**
 * Where counting stops: the cap, or the end of the asked page when it lies deeper, so that
 * totalPages never says fewer pages than the one shown.
 */
const countCapOf = (offset: number, limit: number) => Math.max(CONVERSATION_COUNT_CAP, offset + limit);

/** The answer's totals from a count that read at most `cap + 1` matches. */
function totalsOf(found: number, cap: number, limit: number): Pick<ConversationList, 'totalItems' | 'totalResults' | 'totalPages' | 'totalIsCapped'> {
  const total = Math.min(found, cap);
  return { totalItems: total, totalResults: total, totalPages: pageCount(total, limit), ...(found > cap ? { totalIsCapped: true as const } : {}) };
}

export async function listConversations(db: Executor, principal: Principal, query: ListConversationsQuery): Promise<ConversationList> {
  await assertMember(db, principal, query.inboxId);
  const text = query.content && query.content.length >= 2 ? query.content : null;
  const filters = filtersOf(query);
  const offset = (query.page - 1) * query.limit;
  // The rows by key, one array parameter: the same statement (prepared) whatever the page holds.
  const page = (ids: string[]) =>
    executePrepared(
      db
        .select(summaryColumns)
        .from(conversations)
        .innerJoin(people, eq(people.id, conversations.personId))
        .where(and(eq(conversations.officeId, principal.officeId), sql`${conversations.id} = any(${sql.param(ids)}::uuid[])`))
        .orderBy(...listOrder),
    );

  // The page's keys first: an index-only walk when the filters allow it, then 100 rows by key.
  let keys: OrderKey[];
  // How many match, counted to `cap + 1` at most (more than `cap` found: more exist).
  let counted: { found: number; cap: number };
  if (text) {
    const pageEnd = offset + query.limit;
    const matches = await searchKeys(db, principal, query, filters, text, pageEnd + 1);
    keys = matches.keys.slice(offset, pageEnd);
    // Both sides read every match: their number is the count. Else a common word or name, whose
    // matches are found one by one down the list: counting them to the cap would cost ten times
    // the page, so such a search counts to the page's end (one more was read).
    counted = matches.complete ? { found: matches.keys.length, cap: countCapOf(offset, query.limit) } : { found: pageEnd + 1, cap: pageEnd };
  } else {
    keys = await db.select(orderKey).from(conversations).where(filters).orderBy(...listOrder).limit(query.limit).offset(offset);
    const last = keys.length < query.limit && (keys.length > 0 || offset === 0);
    const cap = countCapOf(offset, query.limit);
    // A person always exists for a conversation (a cascading foreign key): the count needs no join.
    counted = { found: last ? offset + keys.length : await countFiltered(db, query, filters, cap), cap };
  }
  const rows = keys.length > 0 ? await page(keys.map((key) => key.id)) : [];
  return { data: rows.map(toConversationSummary), ...totalsOf(counted.found, counted.cap, query.limit) };
}

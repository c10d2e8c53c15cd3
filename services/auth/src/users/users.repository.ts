import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ListUsersQuery, User, UserList } from '@balcao/contracts';
import { preparedQuery } from '@balcao/service-kit';
import { isUniqueViolation, type Executor } from '../db/database';
import { inboxes, roles, userInboxes, users } from '../db/schema';
import { userErrors } from '../shared/errors';
import { pageCount } from '../shared/http';

/** A user's workspaces (oldest first) as JSON, folded into the statement that reads the user. */
export const workspacesOf = (userId: SQL | typeof users.id) =>
  sql<{ id: string; name: string }[]>`coalesce((select json_agg(json_build_object('id', ${inboxes.id}, 'name', ${inboxes.name}) order by ${inboxes.createdAt}, ${inboxes.id})
    from ${userInboxes} join ${inboxes} on ${inboxes.id} = ${userInboxes.inboxId} where ${userInboxes.userId} = ${userId}), '[]'::json)`;

// The columns the API shows: never the password hash.
const shownUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  contact: users.contact,
  document: users.document,
  imageUrl: users.imageUrl,
  roleId: users.roleId,
  officeId: users.officeId,
  notificationSound: users.notificationSound,
  createdAt: users.createdAt,
};
const userColumns = { user: shownUserColumns, role: { id: roles.id, name: roles.name }, inboxes: workspacesOf(users.id) };
type UserRow = { user: { [K in keyof typeof shownUserColumns]: (typeof users.$inferSelect)[K] }; role: { id: string; name: string }; inboxes: { id: string; name: string }[] };

function toUser({ user, role, inboxes: memberOf }: UserRow): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    contact: user.contact,
    document: user.document,
    imageUrl: user.imageUrl,
    roleId: user.roleId,
    role,
    inboxes: memberOf,
    officeId: user.officeId,
    notificationSound: user.notificationSound,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Users as the API shows them (role and workspaces included), in the order of `ids`: one statement. */
export async function loadUsers(db: Executor, officeId: string, ids: string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.officeId, officeId), inArray(users.id, ids)));
  const byId = new Map(rows.map((row) => [row.user.id, toUser(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findUser(db: Executor, officeId: string, id: string): Promise<User | null> {
  const [user] = await loadUsers(db, officeId, [id]);
  return user ?? null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

type UserFilters = { search?: boolean; roleId?: boolean; inboxId?: boolean };

/** The office's users matching the filters a request gives (placeholders: one statement per shape of filters). */
function usersWhere(db: Executor, filters: UserFilters) {
  const conditions: (SQL | undefined)[] = [eq(users.officeId, sql.placeholder('officeId'))];
  if (filters.search) conditions.push(or(ilike(users.name, sql.placeholder('search')), ilike(users.email, sql.placeholder('search'))));
  if (filters.roleId) conditions.push(eq(users.roleId, sql.placeholder('roleId')));
  if (filters.inboxId) conditions.push(inArray(users.id, db.select({ userId: userInboxes.userId }).from(userInboxes).where(eq(userInboxes.inboxId, sql.placeholder('inboxId')))));
  return and(...conditions);
}

// A search's best plan depends on the text searched: planned for it each time.
const planSearchEachTime = { planEachTime: (filters: UserFilters) => filters.search === true };

/** The page and the count in one statement, built once per shape of filters and run prepared. */
const usersPage = preparedQuery(
  (db: Executor, filters: UserFilters) =>
    db
      .select({ ...userColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(usersWhere(db, filters))
      .orderBy(asc(users.name), asc(users.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  planSearchEachTime,
);

const usersCount = preparedQuery((db: Executor, filters: UserFilters) => db.select({ total: count() }).from(users).where(usersWhere(db, filters)), planSearchEachTime);

/** Search matches name or e-mail; ordered by name. */
export async function listUsers(db: Executor, officeId: string, query: ListUsersQuery): Promise<UserList> {
  const filters = { search: !!query.search, roleId: !!query.roleId, inboxId: !!query.inboxId };
  const values = { officeId, search: query.search ? likePattern(query.search) : undefined, roleId: query.roleId, inboxId: query.inboxId };
  const rows = await usersPage(db, { ...values, limit: query.limit, offset: (query.page - 1) * query.limit }, filters);
  // A page past the end has no row to carry the count.
  const total = rows[0]?.total ?? (query.page === 1 ? 0 : (await usersCount(db, values, filters))[0]!.total);
  return { data: rows.map(toUser), totalItems: total, totalResults: total, totalPages: pageCount(total, query.limit) };
}

/** E-mails are unique across the platform, whatever their case. */
export async function assertEmailFree(db: Executor, email: string, exceptUserId?: string) {
  const sameEmail = sql`lower(${users.email}) = ${email.toLowerCase()}`;
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(sameEmail, ne(users.id, exceptUserId)) : sameEmail)
    .limit(1);
  if (taken) throw userErrors.EMAIL_TAKEN(undefined, 'email');
}

/** Two requests racing for one e-mail pass the check above; the unique index decides between them. */
export function rethrowEmailTaken(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_unique_idx')) throw userErrors.EMAIL_TAKEN(undefined, 'email');
  throw error;
}

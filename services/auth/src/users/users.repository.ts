import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ListUsersQuery, User, UserList } from '@balcao/contracts';
import { isUniqueViolation, type Executor } from '../db/database';
import { inboxes, roles, userInboxes, users } from '../db/schema';
import { userErrors } from '../shared/errors';
import { pageCount } from '../shared/http';

/** Users as the API shows them (role and workspaces included), in the order of `ids`. */
export async function loadUsers(db: Executor, officeId: string, ids: string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ user: users, role: { id: roles.id, name: roles.name } })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.officeId, officeId), inArray(users.id, ids)));
  const memberships = await db
    .select({ userId: userInboxes.userId, id: inboxes.id, name: inboxes.name })
    .from(userInboxes)
    .innerJoin(inboxes, eq(inboxes.id, userInboxes.inboxId))
    .where(inArray(userInboxes.userId, ids))
    .orderBy(asc(inboxes.createdAt), asc(inboxes.id));
  const byId = new Map(
    rows.map(({ user, role }): [string, User] => [
      user.id,
      {
        id: user.id,
        name: user.name,
        email: user.email,
        contact: user.contact,
        document: user.document,
        imageUrl: user.imageUrl,
        roleId: user.roleId,
        role,
        inboxes: memberships.filter((inbox) => inbox.userId === user.id).map(({ id, name }) => ({ id, name })),
        officeId: user.officeId,
        notificationSound: user.notificationSound,
        createdAt: user.createdAt.toISOString(),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function findUser(db: Executor, officeId: string, id: string): Promise<User | null> {
  const [user] = await loadUsers(db, officeId, [id]);
  return user ?? null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Search matches name or e-mail; ordered by name. */
export async function listUsers(db: Executor, officeId: string, query: ListUsersQuery): Promise<UserList> {
  const conditions: (SQL | undefined)[] = [eq(users.officeId, officeId)];
  if (query.search) conditions.push(or(ilike(users.name, likePattern(query.search)), ilike(users.email, likePattern(query.search))));
  if (query.roleId) conditions.push(eq(users.roleId, query.roleId));
  if (query.inboxId) {
    conditions.push(inArray(users.id, db.select({ userId: userInboxes.userId }).from(userInboxes).where(eq(userInboxes.inboxId, query.inboxId))));
  }
  const where = and(...conditions);
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const page = await db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const data = await loadUsers(db, officeId, page.map((row) => row.id));
  return { data, totalItems: total, totalResults: total, totalPages: pageCount(total, query.limit) };
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

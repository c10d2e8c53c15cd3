import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { NotificationFrame, NotificationGroup, NotificationKind, NotificationModule } from '@balcao/contracts';
import { preparedQuery, preparedSql } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { notifications, type NotificationRow } from '../db/schema';
import type { RealtimeEvent } from '../realtime/realtime-event';
import { insertRealtimeEvents } from '../realtime/realtime-events.repository';

export interface NewNotification {
  officeId: string;
  inboxId: string | null;
  module: NotificationModule;
  kind: NotificationKind;
  itemId: string;
  title: string;
  message: string;
  /** The fact it comes from: one notification per user and fact. */
  eventId: string;
}

export const frameOf = (row: NotificationRow): NotificationFrame => ({
  id: row.id,
  title: row.title,
  message: row.message,
  module: row.module as NotificationModule,
  itemId: row.itemId,
  inboxId: row.inboxId,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Stores one notification per user (none twice for the same fact) and, in the same
 * transaction, its `notification:new` frame for that user's sockets. Answers the frames to
 * broadcast once committed.
 */
export async function notifyUsers(tx: Executor, userIds: string[], notification: NewNotification): Promise<RealtimeEvent[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return [];
  // An office without an active subscription is not disturbed, but still hears that it paid.
  if (notification.kind !== 'payment-confirmed' && (await officeIsInactive(tx, notification.officeId))) return [];
  const rows = await tx
    .insert(notifications)
    .values(unique.map((userId) => ({ ...notification, userId })))
    .onConflictDoNothing({ target: [notifications.eventId, notifications.userId] })
    .returning();
  return insertRealtimeEvents(
    tx,
    rows.map((row) => ({ officeId: row.officeId, inboxId: row.inboxId, conversationId: null, userId: row.userId, event: 'notification:new', data: frameOf(row) })),
  );
}

/** As billing last said (service-kit's access projection); an office it never mentioned is active. */
async function officeIsInactive(tx: Executor, officeId: string): Promise<boolean> {
  const { rows } = (await tx.execute(
    sql`select 1 from notifications.office_access where office_id = ${officeId} and (state = 'inactive' or (access_until is not null and access_until < now()))`,
  )) as unknown as { rows: unknown[] };
  return rows.length > 0;
}

export interface NotificationScope {
  userId: string;
  officeId: string;
  module?: NotificationModule;
  /** Only this workspace's notifications and the office-wide ones. */
  inboxId?: string;
}

/** Which optional parts of a scope (and read filter) a request gives: each shape is a statement of its own, prepared. */
type ScopeFilters = { module?: boolean; inboxId?: boolean; read?: boolean; unread?: boolean };

const scopeFiltersOf = (scope: NotificationScope, isRead?: boolean): ScopeFilters => ({ module: !!scope.module, inboxId: !!scope.inboxId, read: isRead === true, unread: isRead === false });
const scopeValuesOf = (scope: NotificationScope) => ({ userId: scope.userId, officeId: scope.officeId, module: scope.module, inboxId: scope.inboxId });

/** The scope's notifications, its values as placeholders. */
function scopeCondition(filters: ScopeFilters): SQL {
  return and(
    eq(notifications.userId, sql.placeholder('userId')),
    eq(notifications.officeId, sql.placeholder('officeId')),
    filters.module ? eq(notifications.module, sql.placeholder('module')) : undefined,
    filters.inboxId ? sql`(${notifications.inboxId} = ${sql.placeholder('inboxId')} or ${notifications.inboxId} is null)` : undefined,
  )!;
}

const readFilterOf = (filters: ScopeFilters) => (filters.read ? sql`g.unread = 0` : filters.unread ? sql`g.unread > 0` : sql`true`);

interface GroupRow extends Record<string, unknown> {
  id: string;
  item_id: string;
  unread: number;
  unread_count: number;
  title: string;
  message: string;
  module: string;
  created_at: string | Date;
  total: number;
}

/**
 * A page of groups, with the counts riding along, in one pass over the scope's notifications
 * (windows per group: its unread count and its latest; the CTE it replaces grouped, then joined
 * each group's latest back and counted the unread in a second scan, at twice PostgreSQL's time):
 * written once per shape of scope and run prepared.
 */
const groupsPage = preparedSql<GroupRow, ReturnType<typeof scopeValuesOf> & { limit: number; offset: number }, ScopeFilters>(
  (filters) => sql`
    select g.id, g.item_id, g.unread, g.title, g.message, g.module, g.created_at, count(*) over ()::int as total, g.unread_count
    from (
      select ${notifications.id} as id, ${notifications.itemId} as item_id, ${notifications.module} as module, ${notifications.title} as title,
        ${notifications.message} as message, ${notifications.createdAt} as created_at,
        (count(*) filter (where not ${notifications.isRead}) over per_item)::int as unread,
        (count(*) filter (where not ${notifications.isRead}) over ())::int as unread_count,
        row_number() over (per_item order by ${notifications.createdAt} desc, ${notifications.id} desc) as rank
      from ${notifications}
      where ${scopeCondition(filters)}
      window per_item as (partition by ${notifications.module}, ${notifications.itemId})
    ) g
    where g.rank = 1 and ${readFilterOf(filters)}
    order by g.created_at desc, g.id desc
    limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
  `,
);

/** The user's groups (one per item), the newest first, with each one's unread count; the groups' total and the scope's unread notifications ride along. */
export async function listGroups(db: Executor, scope: NotificationScope, page: { page: number; limit: number; isRead?: boolean }) {
  const filters = scopeFiltersOf(scope, page.isRead);
  const { rows } = await groupsPage(db, { ...scopeValuesOf(scope), limit: page.limit, offset: (page.page - 1) * page.limit }, filters);
  const groups: NotificationGroup[] = rows.map((row) => ({
    id: row.id,
    itemId: row.item_id,
    unreadCount: row.unread,
    latestNotification: { id: row.id, title: row.title, message: row.message, module: row.module as NotificationModule, createdAt: new Date(row.created_at).toISOString() },
  }));
  const first = rows[0];
  if (first) return { groups, total: first.total, unreadCount: first.unread_count };
  // No row to carry the counts. On the first page with no read filter there is no group at all, so nothing is unread.
  if (page.page === 1 && page.isRead === undefined) return { groups, total: 0, unreadCount: 0 };
  const [total, unreadCount] = await Promise.all([countGroups(db, scope, filters), countUnread(db, scope)]);
  return { groups, total, unreadCount };
}

const groupsCount = preparedSql<{ total: number }, ReturnType<typeof scopeValuesOf>, ScopeFilters>(
  (filters) => sql`
    select count(*)::int as total from (
      select count(*) filter (where not ${notifications.isRead}) as unread from ${notifications} where ${scopeCondition(filters)} group by ${notifications.module}, ${notifications.itemId}
    ) g where ${readFilterOf(filters)}
  `,
);

/** A page past the end has no rows to carry the total: count it alone. */
async function countGroups(db: Executor, scope: NotificationScope, filters: ScopeFilters): Promise<number> {
  const { rows } = await groupsCount(db, scopeValuesOf(scope), filters);
  return rows[0]?.total ?? 0;
}

const unreadCount = preparedQuery((db: Executor, filters: ScopeFilters) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(scopeCondition(filters), eq(notifications.isRead, false))),
);

export async function countUnread(db: Executor, scope: NotificationScope): Promise<number> {
  const [row] = await unreadCount(db, scopeValuesOf(scope), scopeFiltersOf(scope));
  return row?.count ?? 0;
}

/**
 * Marks each given notification's group read: the same user's notifications of the same item
 * up to it. Ids of other users or offices match nothing. Answers how many were found and marked.
 */
export async function markGroupsRead(db: Executor, user: { userId: string; officeId: string }, ids: string[]): Promise<{ found: number; updated: number }> {
  const idList = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const result = await db.execute(sql`
    with anchor as (
      select id, module, item_id, created_at from ${notifications}
      where id in (${idList}) and user_id = ${user.userId} and office_id = ${user.officeId}
    ), marked as (
      update ${notifications} n set is_read = true, read_at = now()
      from anchor a
      where n.user_id = ${user.userId} and n.office_id = ${user.officeId} and n.module = a.module and n.item_id = a.item_id
        and n.created_at <= a.created_at and not n.is_read
      returning n.id
    )
    select (select count(*) from anchor)::int as found, (select count(distinct id) from marked)::int as updated
  `);
  const [row] = (result as unknown as { rows: { found: number; updated: number }[] }).rows;
  return row;
}

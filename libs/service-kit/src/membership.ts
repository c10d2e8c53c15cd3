import { and, eq, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, index, pgSchema, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { authEvents } from '@balcao/contracts';
import type { Principal } from './auth-guard';
import type { Database } from './database';
import { commonErrors } from './errors';
import type { EventBus } from './events/bus';
import { consumeEvents } from './events/consumer';
import type { HandledEventsTable } from './events/outbox';
import { accessSessionCheck, ensureMemberAccessTable, memberAccessOf, recordAnnouncedAccess, recordDeletedAccess } from './member-access';
import { SettledCache } from './settled-cache';

type Schema = ReturnType<typeof pgSchema>;

/**
 * A service's local copy of who belongs to which workspace, fed by auth's user events
 * (ARCHITECTURE §2: services learn from events, never read auth's schema).
 */
export const membersTable = (schema: Schema) =>
  schema.table(
    'members',
    {
      userId: uuid('user_id').primaryKey(),
      officeId: uuid('office_id').notNull(),
      name: text('name').notNull(),
      email: text('email').notNull(),
      imageUrl: text('image_url'),
      inboxIds: uuid('inbox_ids').array().notNull(),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [index('members_office_idx').on(table.officeId)],
  );
export type MembersTable = ReturnType<typeof membersTable>;

/** How long a process trusts the workspaces it last read for a user (a change on another replica reaches it by broadcast first). */
export const MEMBERSHIP_CACHE_MS = 2_000;
/** Broadcast to every replica of every service when a user's workspaces or access change. */
export const MEMBERSHIP_CHANGED = 'membership.changed';

interface Membership {
  officeId: string;
  inboxIds: ReadonlySet<string>;
}

/** Per service (its members table): who belongs to which workspaces, as this process last read it. */
const memberships = new WeakMap<MembersTable, SettledCache<Membership>>();
const membershipsOf = (members: MembersTable) => {
  let cache = memberships.get(members);
  if (!cache) memberships.set(members, (cache = new SettledCache<Membership>(MEMBERSHIP_CACHE_MS)));
  return cache;
};

/**
 * Keeps the service's members (who belongs to which workspaces) and member_access (what their
 * requests may do now) from auth's user events, and answers the service's session check over them:
 * register it with `registerSessionCheck(app, membership.sessionCheck)` before the routes.
 */
export async function startMembershipProjection(options: { bus: EventBus; db: Database; handledTable: HandledEventsTable; members: MembersTable; consumer: string }) {
  const { members, bus } = options;
  const schemaName = getTableConfig(members).schema ?? 'public';
  await ensureMemberAccessTable(options.db, schemaName);
  const cache = membershipsOf(members);
  const access = accessSessionCheck((userId) => memberAccessOf(options.db, schemaName, userId));
  const forget = (userId: string) => {
    cache.invalidate(userId);
    access.invalidate(userId);
  };
  const listening = await bus.onBroadcast?.(MEMBERSHIP_CHANGED, (data) => forget((data as { userId: string }).userId));
  const consuming = await consumeEvents({
    bus: options.bus,
    db: options.db,
    handledTable: options.handledTable,
    consumer: `${options.consumer}-membership`,
    events: [authEvents.userCreated, authEvents.userUpdated, authEvents.userDeleted],
    handle: async (tx, event) => {
      // Every replica forgets the user's workspaces and access before the change commits (and for a while after).
      forget(event.payload.id);
      await bus.broadcast?.(MEMBERSHIP_CHANGED, { userId: event.payload.id });
      if (event.type === authEvents.userDeleted.type) {
        await tx.delete(members).where(eq(members.userId, event.payload.id));
        await recordDeletedAccess(tx, schemaName, event.officeId, event.payload.id, event.occurredAt);
        return;
      }
      const user = event.payload as { id: string; name: string; email: string; imageUrl: string | null; roleId: string; inboxIds: string[]; permissions?: string[]; isManager?: boolean; sessionVersion?: number };
      const row = { userId: user.id, officeId: event.officeId, name: user.name, email: user.email, imageUrl: user.imageUrl, inboxIds: user.inboxIds, updatedAt: new Date(event.occurredAt) };
      // Events of one user may arrive out of order across redeliveries: keep the newest.
      await tx
        .insert(members)
        .values(row)
        .onConflictDoUpdate({ target: members.userId, set: row, setWhere: sql`${members.updatedAt} <= ${row.updatedAt}` });
      await recordAnnouncedAccess(tx, schemaName, event.officeId, user, event.occurredAt);
    },
  });
  return {
    sessionCheck: access.check,
    stop: async () => {
      await listening?.stop();
      await consuming.stop();
    },
  };
}

/** 404 unless the signed-in user belongs to this workspace of their office (ARCHITECTURE §4). */
export async function assertInboxMember(db: Database, members: MembersTable, principal: Principal, inboxId: string) {
  // An API key reaches only the workspaces it was given (as auth answered them on this request).
  if (principal.apiKey) {
    if (!principal.apiKey.inboxIds.includes(inboxId)) throw commonErrors.NOT_FOUND();
    return;
  }
  const cache = membershipsOf(members);
  let membership = cache.get(principal.userId);
  if (!membership) {
    const [row] = await db.select({ officeId: members.officeId, inboxIds: members.inboxIds }).from(members).where(eq(members.userId, principal.userId)).limit(1);
    // Not a member (yet): asked again next time, so a projection catching up is seen at once.
    if (!row) throw commonErrors.NOT_FOUND();
    membership = { officeId: row.officeId, inboxIds: new Set(row.inboxIds) };
    cache.set(principal.userId, membership);
  }
  if (membership.officeId !== principal.officeId || !membership.inboxIds.has(inboxId)) throw commonErrors.NOT_FOUND();
}

/**
 * A row whose office and workspace columns are the caller's office and one of their workspaces
 * (from the membership projection): another office's or workspace's row never matches, and
 * answers 404 (ARCHITECTURE §4).
 */
export const visibleToMember = (members: MembersTable, principal: Principal, table: { officeId: AnyPgColumn; inboxId: AnyPgColumn }): SQL =>
  principal.apiKey
    ? and(eq(table.officeId, principal.officeId), sql`${table.inboxId} = any(${sql.param(principal.apiKey.inboxIds)}::uuid[])`)!
    : and(
    eq(table.officeId, principal.officeId),
    sql`exists (select 1 from ${members} where ${members.userId} = ${principal.userId} and ${members.officeId} = ${principal.officeId} and ${table.inboxId} = any(${members.inboxIds}))`,
  )!;

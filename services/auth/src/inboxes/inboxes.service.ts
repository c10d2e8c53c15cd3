import { and, asc, count, eq, sql } from 'drizzle-orm';
import { authEvents, type Inbox } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { lockOffice, recordEvent, runCommand, type AuthTx, type DataAccess, type Executor } from '../db/database';
import { inboxPayload, userPayload } from '../db/event-payloads';
import { inboxes, roles, userInboxes, users, type InboxRow } from '../db/schema';
import { inboxErrors } from '../shared/errors';

const toInbox = (inbox: InboxRow): Inbox => ({
  id: inbox.id,
  name: inbox.name,
  officeId: inbox.officeId,
  createdAt: inbox.createdAt.toISOString(),
});

export async function listInboxes(db: Executor, officeId: string): Promise<Inbox[]> {
  const rows = await db.select().from(inboxes).where(eq(inboxes.officeId, officeId)).orderBy(asc(inboxes.createdAt), asc(inboxes.id));
  return rows.map(toInbox);
}

/** A workspace of the actor's office that the actor belongs to; any other is not found. */
async function inboxOfMember(tx: AuthTx, actor: Principal, id: string) {
  const [inbox] = await tx
    .select({ inbox: inboxes })
    .from(inboxes)
    .innerJoin(userInboxes, and(eq(userInboxes.inboxId, inboxes.id), eq(userInboxes.userId, actor.userId)))
    .where(and(eq(inboxes.id, id), eq(inboxes.officeId, actor.officeId)));
  if (!inbox) throw commonErrors.NOT_FOUND();
  return inbox.inbox;
}

/** The creator becomes a member, so the new workspace shows in their switcher. */
export async function createInbox(data: DataAccess, actor: Principal, name: string): Promise<Inbox> {
  const { officeId } = actor;
  return runCommand(data, async (tx) => {
    const [inbox] = await tx.insert(inboxes).values({ officeId, name }).returning();
    await recordEvent(tx, authEvents.inboxCreated, { officeId, inboxId: inbox.id, payload: { ...inboxPayload(inbox), actorUserId: actor.userId } });
    const [creator] = await tx
      .select({ user: users, role: roles })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, actor.userId), eq(users.officeId, officeId)));
    if (creator) {
      await tx.insert(userInboxes).values({ userId: creator.user.id, inboxId: inbox.id });
      const memberOf = await tx.select({ id: userInboxes.inboxId }).from(userInboxes).where(eq(userInboxes.userId, creator.user.id));
      await recordEvent(tx, authEvents.userUpdated, { officeId, payload: userPayload(creator.user, memberOf.map((row) => row.id), creator.role) });
    }
    return toInbox(inbox);
  });
}

export async function renameInbox(data: DataAccess, actor: Principal, id: string, name: string): Promise<Inbox> {
  const { officeId } = actor;
  return runCommand(data, async (tx) => {
    await inboxOfMember(tx, actor, id);
    const [inbox] = await tx.update(inboxes).set({ name }).where(eq(inboxes.id, id)).returning();
    await recordEvent(tx, authEvents.inboxUpdated, { officeId, inboxId: id, payload: { ...inboxPayload(inbox), actorUserId: actor.userId } });
    return toInbox(inbox);
  });
}

export async function deleteInbox(data: DataAccess, actor: Principal, id: string): Promise<void> {
  const { officeId } = actor;
  await runCommand(data, async (tx) => {
    await lockOffice(tx, officeId);
    const deleted = await inboxOfMember(tx, actor, id);
    const [{ total }] = await tx.select({ total: count() }).from(inboxes).where(eq(inboxes.officeId, officeId));
    if (total <= 1) throw inboxErrors.LAST_INBOX();
    // Whoever was working in it lands in another of their workspaces (or none).
    await tx
      .update(users)
      .set({
        lastInboxUsed: sql`(select ${userInboxes.inboxId} from ${userInboxes}
          join ${inboxes} on ${inboxes.id} = ${userInboxes.inboxId}
          where ${userInboxes.userId} = ${users.id} and ${userInboxes.inboxId} <> ${id}
          order by ${inboxes.createdAt} limit 1)`,
      })
      .where(eq(users.lastInboxUsed, id));
    await tx.delete(inboxes).where(eq(inboxes.id, id));
    await recordEvent(tx, authEvents.inboxDeleted, { officeId, inboxId: id, payload: { id, name: deleted.name, actorUserId: actor.userId } });
  });
}

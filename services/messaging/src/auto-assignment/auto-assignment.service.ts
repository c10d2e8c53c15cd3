import { and, count, eq, isNull } from 'drizzle-orm';
import { messagingEvents, type ActorOrigin, type Availability, type AutoAssignmentSettings, type UpdateAutoAssignmentBody, type UpdateAvailabilityBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { eventOf, recordEvents, runCommand, type Executor } from '../db/database';
import { assignmentSettings, conversations, members, userAvailability } from '../db/schema';
import { changedFields } from '../shared/settings-changes';
import { assertMember } from '../shared/tenancy';
import { assignWaiting } from './assign-waiting';
import { assignmentOf, type WorkspaceAssignment } from './assignment-settings';
import { lockWorkspaceAssignment } from './candidates';

type Context = Pick<MessagingContext, 'db' | 'relay' | 'presence' | 'log'>;

/** Runs a queue pass after a change that may let someone take a waiting conversation; its failure only waits for the sweep. */
const assignSoon = (context: Context, inboxIds: string[]) => {
  for (const inboxId of inboxIds) {
    assignWaiting(context, inboxId).catch((error) => context.log.error({ err: error, inboxId }, 'auto-assignment pass failed'));
  }
};

async function settingsOf(db: Executor, inboxId: string): Promise<AutoAssignmentSettings> {
  const { mode, capacity, ratingWindowHours } = await assignmentOf(db, inboxId);
  const [{ queued }] = await db
    .select({ queued: count() })
    .from(conversations)
    .where(and(eq(conversations.inboxId, inboxId), eq(conversations.status, 'WAITING_HUMAN'), isNull(conversations.userId)));
  return { inboxId, mode, capacity, ratingWindowHours, queued };
}

/** `GET /auto-assignment?inboxId=`: any member of the workspace reads it. */
export async function getAutoAssignment(context: Context, principal: Principal, inboxId: string): Promise<AutoAssignmentSettings> {
  await assertMember(context.db, principal, inboxId);
  return settingsOf(context.db, inboxId);
}

/**
 * `PUT /auto-assignment`: the Gestor only; a queue waiting is handed out at once when the mode
 * allows. A change is announced with the save (the audit log).
 */
export async function updateAutoAssignment(context: Context, principal: Principal, body: UpdateAutoAssignmentBody, origin: ActorOrigin): Promise<AutoAssignmentSettings> {
  await assertMember(context.db, principal, body.inboxId);
  if (!principal.isManager) throw commonErrors.MANAGER_ONLY();
  const settings = await runCommand(context, async (tx) => {
    await lockWorkspaceAssignment(tx, body.inboxId);
    const current = await assignmentOf(tx, body.inboxId);
    const values = { mode: body.mode, capacity: body.capacity, ratingWindowHours: body.ratingWindowHours ?? current.ratingWindowHours, updatedAt: new Date() };
    await tx
      .insert(assignmentSettings)
      .values({ inboxId: body.inboxId, officeId: principal.officeId, ...values })
      .onConflictDoUpdate({ target: assignmentSettings.inboxId, set: values });
    const saved = await settingsOf(tx, body.inboxId);
    const changes = changedFields<Pick<WorkspaceAssignment, 'mode' | 'capacity' | 'ratingWindowHours'>>(current, values, ['mode', 'capacity', 'ratingWindowHours']);
    if (changes.length > 0) {
      const scope = { officeId: principal.officeId, inboxId: body.inboxId };
      await recordEvents(tx, [eventOf(messagingEvents.autoAssignmentUpdated, scope, { settings: saved, changes, actorUserId: principal.userId, origin })]);
    }
    return saved;
  });
  if (settings.mode !== 'off') assignSoon(context, [body.inboxId]);
  return settings;
}

/** `GET /availability`: the caller's own switch (no row: 'Disponível'). */
export async function getAvailability(db: Executor, principal: Principal): Promise<Availability> {
  const [row] = await db.select({ available: userAvailability.available }).from(userAvailability).where(eq(userAvailability.userId, principal.userId));
  return { userId: principal.userId, available: row?.available ?? true };
}

/**
 * `PUT /availability`: only one's own. Another user's id answers 404 when they are not of the
 * caller's office, 403 when they are (no one sets a colleague's switch, the Gestor neither).
 */
export async function updateAvailability(context: Context, principal: Principal, body: UpdateAvailabilityBody): Promise<Availability> {
  if (body.userId && body.userId !== principal.userId) {
    const [colleague] = await context.db
      .select({ userId: members.userId })
      .from(members)
      .where(and(eq(members.userId, body.userId), eq(members.officeId, principal.officeId)));
    throw colleague ? commonErrors.FORBIDDEN('Você só pode alterar a sua própria disponibilidade') : commonErrors.NOT_FOUND();
  }
  const values = { available: body.available, updatedAt: new Date() };
  await context.db
    .insert(userAvailability)
    .values({ userId: principal.userId, officeId: principal.officeId, ...values })
    .onConflictDoUpdate({ target: userAvailability.userId, set: values });
  if (body.available) {
    const [member] = await context.db.select({ inboxIds: members.inboxIds }).from(members).where(eq(members.userId, principal.userId));
    assignSoon(context, member?.inboxIds ?? []);
  }
  return { userId: principal.userId, available: body.available };
}


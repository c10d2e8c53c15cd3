import { eq, sql } from 'drizzle-orm';
import { authEvents, type Office, type UpdateOfficeBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { recordEvent, runCommand, type DataAccess, type Executor } from '../db/database';
import { officePayload } from '../db/event-payloads';
import { announceUser } from '../users/announce-user';
import { offices, roles, users, type OfficeRow } from '../db/schema';
import { normalizePhoneNumber } from '../shared/phone';

export const toOffice = (office: OfficeRow): Office => ({
  id: office.id,
  name: office.name,
  email: office.email,
  phoneNumber: office.phoneNumber,
  isPhoneVerified: office.isPhoneVerified,
  inOnboarding: office.inOnboarding,
  archivedAt: office.archivedAt?.toISOString() ?? null,
  createdAt: office.createdAt.toISOString(),
});

/** Only the signed-in user's own office exists for them; any other id is not found. */
export async function officeOf(db: Executor, actor: Principal, id: string, lock = false): Promise<OfficeRow> {
  if (id !== actor.officeId) throw commonErrors.NOT_FOUND();
  const query = db.select().from(offices).where(eq(offices.id, id));
  const [office] = lock ? await query.for('update') : await query;
  if (!office) throw commonErrors.NOT_FOUND();
  return office;
}

export async function updateOffice(data: DataAccess, actor: Principal, id: string, body: UpdateOfficeBody): Promise<Office> {
  return runCommand(data, async (tx) => {
    const current = await officeOf(tx, actor, id, true);
    const phoneNumber = body.phoneNumber === undefined ? undefined : normalizePhoneNumber(body.phoneNumber) || null;
    // A different number has to be verified again.
    const isPhoneVerified = phoneNumber === undefined || phoneNumber === current.phoneNumber ? undefined : false;
    const [office] = await tx
      .update(offices)
      .set({ name: body.name, email: body.email, phoneNumber, isPhoneVerified, inOnboarding: body.inOnboarding })
      .where(eq(offices.id, id))
      .returning();
    await recordEvent(tx, authEvents.officeUpdated, { officeId: id, payload: { ...officePayload(office), actorUserId: actor.userId } });
    return toOffice(office);
  });
}

/**
 * Archiving locks every user out (a Gestor's decision, checked by the route): every session of the
 * office ends on every service, since no one of it can sign in again.
 */
export async function archiveOffice(data: DataAccess, actor: Principal, id: string): Promise<void> {
  await runCommand(data, async (tx) => {
    const current = await officeOf(tx, actor, id, true);
    if (current.archivedAt) return;
    const [office] = await tx.update(offices).set({ archivedAt: new Date() }).where(eq(offices.id, id)).returning();
    await recordEvent(tx, authEvents.officeUpdated, { officeId: id, payload: { ...officePayload(office), actorUserId: actor.userId } });
    const ended = await tx
      .update(users)
      .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.officeId, id))
      .returning();
    const roleOf = new Map((await tx.select().from(roles).where(eq(roles.officeId, id))).map((role) => [role.id, role]));
    for (const user of ended) await announceUser(tx, user, roleOf.get(user.roleId)!);
  });
}

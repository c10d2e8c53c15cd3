import { and, eq } from 'drizzle-orm';
import { authEvents, type Office, type UpdateOfficeBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { recordEvent, runCommand, type DataAccess, type Executor } from '../db/database';
import { officePayload } from '../db/event-payloads';
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
    await recordEvent(tx, authEvents.officeUpdated, { officeId: id, payload: officePayload(office) });
    return toOffice(office);
  });
}

/** Archiving locks every user out, so only a Gestor (the protected profile) may do it. */
export async function archiveOffice(data: DataAccess, actor: Principal, id: string): Promise<void> {
  await runCommand(data, async (tx) => {
    const current = await officeOf(tx, actor, id, true);
    // The current profile, not the token's: a demoted Gestor must not archive with an old token.
    const [actorRole] = await tx
      .select({ isProtected: roles.isProtected })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, actor.userId), eq(users.officeId, id)));
    if (!actorRole?.isProtected) throw commonErrors.FORBIDDEN();
    if (current.archivedAt) return;
    const [office] = await tx.update(offices).set({ archivedAt: new Date() }).where(eq(offices.id, id)).returning();
    await recordEvent(tx, authEvents.officeUpdated, { officeId: id, payload: officePayload(office) });
  });
}

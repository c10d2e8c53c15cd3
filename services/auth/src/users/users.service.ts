import { and, count, eq, inArray } from 'drizzle-orm';
import { authEvents, type CreateUserBody, type UpdateUserBody, type User } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { lockOffice, recordEvent, runCommand, type AuthTx, type DataAccess } from '../db/database';
import { userPayload } from '../db/event-payloads';
import { inboxes, roles, userInboxes, users, type RoleRow } from '../db/schema';
import { userErrors } from '../shared/errors';
import { hashPassword } from '../shared/password';
import { assertEmailFree, findUser, rethrowEmailTaken } from './users.repository';

export const USER_MANAGEMENT_PERMISSION = 'view:users';
/** What anyone may change on their own user without view:users. */
const SELF_SERVICE_FIELDS = new Set(['notificationSound', 'lastInboxUsed', 'name', 'imageUrl', 'password']);

async function roleOfOffice(tx: AuthTx, officeId: string, roleId: string): Promise<RoleRow> {
  const [role] = await tx.select().from(roles).where(and(eq(roles.id, roleId), eq(roles.officeId, officeId)));
  if (!role) throw userErrors.INVALID_ROLE(undefined, 'roleId');
  return role;
}

async function assertInboxesOfOffice(tx: AuthTx, officeId: string, inboxIds: string[]) {
  const found = await tx
    .select({ id: inboxes.id })
    .from(inboxes)
    .where(and(eq(inboxes.officeId, officeId), inArray(inboxes.id, inboxIds)));
  if (found.length !== inboxIds.length) throw userErrors.INVALID_INBOX(undefined, 'inboxId');
}

async function managersOfOffice(tx: AuthTx, officeId: string) {
  const [{ total }] = await tx
    .select({ total: count() })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.officeId, officeId), eq(roles.isProtected, true)));
  return total;
}

export async function createUser(data: DataAccess, officeId: string, body: CreateUserBody): Promise<User> {
  const passwordHash = await hashPassword(body.password.password);
  const inboxIds = [...new Set(body.inboxId)];
  return runCommand(data, async (tx) => {
    await assertEmailFree(tx, body.email);
    await roleOfOffice(tx, officeId, body.roleId);
    await assertInboxesOfOffice(tx, officeId, inboxIds);
    const [user] = await tx
      .insert(users)
      .values({
        officeId,
        roleId: body.roleId,
        name: body.name,
        email: body.email,
        contact: body.contact || null,
        document: body.document || null,
        passwordHash,
        lastInboxUsed: inboxIds[0],
      })
      .returning();
    await tx.insert(userInboxes).values(inboxIds.map((inboxId) => ({ userId: user.id, inboxId })));
    await recordEvent(tx, authEvents.userCreated, { officeId, payload: userPayload(user, inboxIds) });
    return (await findUser(tx, officeId, user.id))!;
  }).catch(rethrowEmailTaken);
}

export async function updateUser(data: DataAccess, actor: Principal, id: string, body: UpdateUserBody): Promise<User> {
  const { officeId } = actor;
  const changed = Object.keys(body).filter((key) => body[key as keyof UpdateUserBody] !== undefined);
  const selfService = id === actor.userId && changed.every((key) => SELF_SERVICE_FIELDS.has(key));
  const passwordHash = body.password ? await hashPassword(body.password.password) : undefined;
  return runCommand(data, async (tx) => {
    if (body.roleId !== undefined) await lockOffice(tx, officeId);
    const [current] = await tx.select().from(users).where(and(eq(users.id, id), eq(users.officeId, officeId)));
    if (!current) throw commonErrors.NOT_FOUND();
    if (!selfService && !actor.permissions.includes(USER_MANAGEMENT_PERMISSION)) throw commonErrors.FORBIDDEN();

    if (body.email !== undefined) await assertEmailFree(tx, body.email, id);
    if (body.roleId !== undefined && body.roleId !== current.roleId) {
      const [currentRole, nextRole] = [await roleOfOffice(tx, officeId, current.roleId), await roleOfOffice(tx, officeId, body.roleId)];
      if (currentRole.isProtected && !nextRole.isProtected && (await managersOfOffice(tx, officeId)) <= 1) throw userErrors.LAST_MANAGER();
    }
    let inboxIds = (await tx.select({ id: userInboxes.inboxId }).from(userInboxes).where(eq(userInboxes.userId, id))).map((row) => row.id);
    if (body.inboxId !== undefined) {
      inboxIds = [...new Set(body.inboxId)];
      await assertInboxesOfOffice(tx, officeId, inboxIds);
      await tx.delete(userInboxes).where(eq(userInboxes.userId, id));
      await tx.insert(userInboxes).values(inboxIds.map((inboxId) => ({ userId: id, inboxId })));
    }
    if (body.lastInboxUsed !== undefined && !inboxIds.includes(body.lastInboxUsed)) throw userErrors.INVALID_INBOX(undefined, 'lastInboxUsed');
    const keepLastInbox = current.lastInboxUsed && inboxIds.includes(current.lastInboxUsed);
    const lastInboxUsed = body.lastInboxUsed ?? (keepLastInbox ? current.lastInboxUsed : (inboxIds[0] ?? null));

    const [user] = await tx
      .update(users)
      .set({
        name: body.name,
        email: body.email,
        contact: body.contact === undefined ? undefined : body.contact || null,
        document: body.document === undefined ? undefined : body.document || null,
        roleId: body.roleId,
        imageUrl: body.imageUrl,
        notificationSound: body.notificationSound,
        passwordHash,
        lastInboxUsed,
      })
      .where(eq(users.id, id))
      .returning();
    await recordEvent(tx, authEvents.userUpdated, { officeId, payload: userPayload(user, inboxIds) });
    return (await findUser(tx, officeId, id))!;
  }).catch(rethrowEmailTaken);
}

export async function deleteUser(data: DataAccess, actor: Principal, id: string): Promise<void> {
  const { officeId } = actor;
  if (id === actor.userId) throw userErrors.SELF_DELETE();
  await runCommand(data, async (tx) => {
    await lockOffice(tx, officeId);
    const [target] = await tx
      .select({ id: users.id, isManager: roles.isProtected })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, id), eq(users.officeId, officeId)));
    if (!target) throw commonErrors.NOT_FOUND();
    if (target.isManager && (await managersOfOffice(tx, officeId)) <= 1) throw userErrors.LAST_MANAGER();
    await tx.delete(users).where(eq(users.id, id));
    await recordEvent(tx, authEvents.userDeleted, { officeId, payload: { id } });
  });
}

import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { authEvents, type CreateUserBody, type UpdateUserBody, type User } from '@balcao/contracts';
import { assertWithinPlanLimit, commonErrors, type Principal } from '@balcao/service-kit';
import { AUTH_SCHEMA, lockOffice, recordEvent, runCommand, type AuthTx, type DataAccess } from '../db/database';
import { userPayload } from '../db/event-payloads';
import { inboxes, roles, userInboxes, users, type RoleRow } from '../db/schema';
import { userErrors } from '../shared/errors';
import { hashPassword } from '../shared/password';
import { withinOwnPermissions } from '../shared/privileges';
import { assertEmailFree, findUser, rethrowEmailTaken } from './users.repository';

export const USER_MANAGEMENT_PERMISSION = 'view:users';
/** What anyone may change on their own user without view:users (their password: POST /auth/change-password). */
const SELF_SERVICE_FIELDS = new Set(['notificationSound', 'lastInboxUsed', 'name', 'imageUrl']);
const PREFERENCE_FIELDS = new Set(['notificationSound', 'lastInboxUsed']);

async function roleOfOffice(tx: AuthTx, officeId: string, roleId: string): Promise<RoleRow> {
  const [role] = await tx.select().from(roles).where(and(eq(roles.id, roleId), eq(roles.officeId, officeId)));
  if (!role) throw userErrors.INVALID_ROLE(undefined, 'roleId');
  return role;
}

/** The profile the actor may give someone: the Gestor's only by a Gestor, others only within the actor's own permissions. */
function assertMayGrant(actor: Principal, role: RoleRow) {
  if (role.isProtected && !actor.isManager) throw userErrors.MANAGER_PROFILE_ONLY(undefined, 'roleId');
  if (!withinOwnPermissions(actor, role.permissions)) throw userErrors.ABOVE_OWN_PERMISSIONS(undefined, 'roleId');
}

/** The users the actor may manage: a Gestor only by a Gestor, others only if they have no right the actor lacks. */
function assertMayManage(actor: Principal, targetRole: RoleRow) {
  if (targetRole.isProtected && !actor.isManager) throw userErrors.MANAGER_TARGET();
  if (!withinOwnPermissions(actor, targetRole.permissions)) throw userErrors.ABOVE_OWN_PERMISSIONS();
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

export async function usersOfOffice(db: Pick<AuthTx, 'select'>, officeId: string) {
  const [{ total }] = await db.select({ total: count() }).from(users).where(eq(users.officeId, officeId));
  return total;
}

export async function createUser(data: DataAccess, actor: Principal, body: CreateUserBody): Promise<User> {
  const { officeId } = actor;
  const passwordHash = await hashPassword(body.password.password);
  const inboxIds = [...new Set(body.inboxId)];
  return runCommand(data, async (tx) => {
    await assertEmailFree(tx, body.email);
    const role = await roleOfOffice(tx, officeId, body.roleId);
    assertMayGrant(actor, role);
    await assertInboxesOfOffice(tx, officeId, inboxIds);
    await assertWithinPlanLimit(tx, { schemaName: AUTH_SCHEMA, officeId, key: 'users', countExisting: () => usersOfOffice(tx, officeId) });
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
    await recordEvent(tx, authEvents.userCreated, { officeId, payload: { ...userPayload(user, inboxIds, role), actorUserId: actor.userId } });
    return (await findUser(tx, officeId, user.id))!;
  }).catch(rethrowEmailTaken);
}

export async function updateUser(data: DataAccess, actor: Principal, id: string, body: UpdateUserBody): Promise<User> {
  const { officeId } = actor;
  const changed = Object.keys(body).filter((key) => body[key as keyof UpdateUserBody] !== undefined);
  const self = id === actor.userId;
  const selfService = self && changed.every((key) => SELF_SERVICE_FIELDS.has(key));
  if (self && body.password !== undefined) throw userErrors.SELF_PASSWORD(undefined, 'password');
  const passwordHash = body.password ? await hashPassword(body.password.password) : undefined;
  return runCommand(data, async (tx) => {
    if (body.roleId !== undefined) await lockOffice(tx, officeId);
    const [current] = await tx.select().from(users).where(and(eq(users.id, id), eq(users.officeId, officeId)));
    if (!current) throw commonErrors.NOT_FOUND();
    if (!selfService && !actor.permissions.includes(USER_MANAGEMENT_PERMISSION)) throw commonErrors.FORBIDDEN();
    const currentRole = await roleOfOffice(tx, officeId, current.roleId);
    let inboxIds = (await tx.select({ id: userInboxes.inboxId }).from(userInboxes).where(eq(userInboxes.userId, id))).map((row) => row.id);
    const roleChanges = body.roleId !== undefined && body.roleId !== current.roleId;
    const inboxesChange = body.inboxId !== undefined && [...new Set(body.inboxId)].sort().join() !== [...inboxIds].sort().join();
    // Nobody climbs their own profile or workspaces; a Gestor changes their own workspaces (they manage the office).
    if (self && (roleChanges || (inboxesChange && !actor.isManager))) throw userErrors.SELF_PROFILE(undefined, roleChanges ? 'roleId' : 'inboxId');
    if (!self) assertMayManage(actor, currentRole);

    if (body.email !== undefined) await assertEmailFree(tx, body.email, id);
    let role = currentRole;
    if (roleChanges) {
      role = await roleOfOffice(tx, officeId, body.roleId!);
      assertMayGrant(actor, role);
      if (currentRole.isProtected && !role.isProtected && (await managersOfOffice(tx, officeId)) <= 1) throw userErrors.LAST_MANAGER();
    }
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
        // A password set by a manager ends every session the user had.
        sessionVersion: passwordHash === undefined ? undefined : sql`${users.sessionVersion} + 1`,
        lastInboxUsed,
      })
      .where(eq(users.id, id))
      .returning();
    // Switching workspace or sound is a preference, not a change the audit log names (no actor on the event).
    const audited = changed.filter((key) => !PREFERENCE_FIELDS.has(key));
    const actorFields = audited.length > 0 ? { actorUserId: actor.userId, changes: audited } : {};
    await recordEvent(tx, authEvents.userUpdated, { officeId, payload: { ...userPayload(user, inboxIds, role), ...actorFields } });
    return (await findUser(tx, officeId, id))!;
  }).catch(rethrowEmailTaken);
}

export async function deleteUser(data: DataAccess, actor: Principal, id: string): Promise<void> {
  const { officeId } = actor;
  if (id === actor.userId) throw userErrors.SELF_DELETE();
  await runCommand(data, async (tx) => {
    await lockOffice(tx, officeId);
    const [target] = await tx
      .select({ id: users.id, name: users.name, role: roles })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.id, id), eq(users.officeId, officeId)));
    if (!target) throw commonErrors.NOT_FOUND();
    assertMayManage(actor, target.role);
    if (target.role.isProtected && (await managersOfOffice(tx, officeId)) <= 1) throw userErrors.LAST_MANAGER();
    await tx.delete(users).where(eq(users.id, id));
    await recordEvent(tx, authEvents.userDeleted, { officeId, payload: { id, name: target.name, actorUserId: actor.userId } });
  });
}

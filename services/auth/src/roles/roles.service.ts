import { and, asc, count, eq } from 'drizzle-orm';
import { authEvents, PERMISSIONS, type Permission, type Role, type RoleBody } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { isUniqueViolation, recordEvent, runCommand, type AuthTx, type DataAccess, type Executor } from '../db/database';
import { rolePayload } from '../db/event-payloads';
import { roles, users, type RoleRow } from '../db/schema';
import { roleErrors } from '../shared/errors';
import { withinOwnPermissions } from '../shared/privileges';
import { announceUser } from '../users/announce-user';

export const ROLE_MANAGEMENT_PERMISSION = 'view:teams';

/** The catalogue the Times grid shows; a permission's id is its code. */
export const permissionCatalogue = (): Permission[] => PERMISSIONS.map(({ code, name }) => ({ id: code, name, code }));

const toPermission = (code: string): Permission => ({ id: code, code, name: PERMISSIONS.find((p) => p.code === code)?.name ?? code });

const toRole = (role: RoleRow, usersCount: number): Role => ({
  id: role.id,
  name: role.name,
  permissions: role.permissions.map(toPermission),
  isProtected: role.isProtected,
  usersCount,
  createdAt: role.createdAt.toISOString(),
});

export async function listRoles(db: Executor, officeId: string): Promise<Role[]> {
  const rows = await db
    .select({ role: roles, usersCount: count(users.id) })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .where(eq(roles.officeId, officeId))
    .groupBy(roles.id)
    .orderBy(asc(roles.createdAt), asc(roles.id));
  return rows.map(({ role, usersCount }) => toRole(role, usersCount));
}

async function usersWithRole(tx: AuthTx, roleId: string) {
  const [{ total }] = await tx.select({ total: count() }).from(users).where(eq(users.roleId, roleId));
  return total;
}

/**
 * The role of this office the actor may change: another office's is not found, Gestor is refused,
 * and a non-Gestor changes neither their own profile nor one with rights they lack.
 */
async function changeableRole(tx: AuthTx, actor: Principal, id: string) {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.officeId, actor.officeId)))
    .for('update');
  if (!role) throw commonErrors.NOT_FOUND();
  if (role.isProtected) throw roleErrors.PROTECTED();
  if (!actor.isManager && role.id === actor.roleId) throw roleErrors.OWN_PROFILE();
  if (!withinOwnPermissions(actor, role.permissions)) throw roleErrors.ABOVE_OWN_PERMISSIONS();
  return role;
}

function assertMayGrant(actor: Principal, permissions: readonly string[]) {
  if (!withinOwnPermissions(actor, permissions)) throw roleErrors.ABOVE_OWN_PERMISSIONS(undefined, 'permissions');
}

/** Every user of the role is announced again: their requests may do what the profile now allows. */
async function announceUsersOf(tx: AuthTx, role: RoleRow) {
  const members = await tx.select().from(users).where(eq(users.roleId, role.id));
  for (const user of members) await announceUser(tx, user, role);
  return members.length;
}

function rethrowNameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'roles_office_name_unique_idx')) throw roleErrors.NAME_TAKEN(undefined, 'name');
  throw error;
}

export async function createRole(data: DataAccess, actor: Principal, body: RoleBody): Promise<Role> {
  const { officeId } = actor;
  assertMayGrant(actor, body.permissions);
  return runCommand(data, async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ officeId, name: body.name, permissions: [...new Set(body.permissions)] })
      .returning();
    await recordEvent(tx, authEvents.roleCreated, { officeId, payload: { ...rolePayload(role), actorUserId: actor.userId } });
    return toRole(role, 0);
  }).catch(rethrowNameTaken);
}

export async function updateRole(data: DataAccess, actor: Principal, id: string, body: RoleBody): Promise<Role> {
  const { officeId } = actor;
  assertMayGrant(actor, body.permissions);
  return runCommand(data, async (tx) => {
    const before = await changeableRole(tx, actor, id);
    const [role] = await tx
      .update(roles)
      .set({ name: body.name, permissions: [...new Set(body.permissions)] })
      .where(eq(roles.id, id))
      .returning();
    await recordEvent(tx, authEvents.roleUpdated, { officeId, payload: { ...rolePayload(role), actorUserId: actor.userId, previous: { name: before.name, permissions: before.permissions } } });
    return toRole(role, await announceUsersOf(tx, role));
  }).catch(rethrowNameTaken);
}

export async function deleteRole(data: DataAccess, actor: Principal, id: string): Promise<void> {
  const { officeId } = actor;
  await runCommand(data, async (tx) => {
    const role = await changeableRole(tx, actor, id);
    if ((await usersWithRole(tx, id)) > 0) throw roleErrors.IN_USE();
    await tx.delete(roles).where(eq(roles.id, id));
    await recordEvent(tx, authEvents.roleDeleted, { officeId, payload: { id, name: role.name, actorUserId: actor.userId } });
  });
}

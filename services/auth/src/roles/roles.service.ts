import { and, asc, count, eq } from 'drizzle-orm';
import { authEvents, PERMISSIONS, type Permission, type Role, type RoleBody } from '@balcao/contracts';
import { commonErrors } from '@balcao/service-kit';
import { isUniqueViolation, recordEvent, runCommand, type AuthTx, type DataAccess, type Executor } from '../db/database';
import { rolePayload } from '../db/event-payloads';
import { roles, users, type RoleRow } from '../db/schema';
import { roleErrors } from '../shared/errors';

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

/** The role of this office that may be changed: another office's is not found, Gestor is refused. */
async function changeableRole(tx: AuthTx, officeId: string, id: string) {
  const [role] = await tx
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), eq(roles.officeId, officeId)))
    .for('update');
  if (!role) throw commonErrors.NOT_FOUND();
  if (role.isProtected) throw roleErrors.PROTECTED();
  return role;
}

function rethrowNameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'roles_office_name_unique_idx')) throw roleErrors.NAME_TAKEN(undefined, 'name');
  throw error;
}

export async function createRole(data: DataAccess, officeId: string, body: RoleBody): Promise<Role> {
  return runCommand(data, async (tx) => {
    const [role] = await tx
      .insert(roles)
      .values({ officeId, name: body.name, permissions: [...new Set(body.permissions)] })
      .returning();
    await recordEvent(tx, authEvents.roleCreated, { officeId, payload: rolePayload(role) });
    return toRole(role, 0);
  }).catch(rethrowNameTaken);
}

export async function updateRole(data: DataAccess, officeId: string, id: string, body: RoleBody): Promise<Role> {
  return runCommand(data, async (tx) => {
    await changeableRole(tx, officeId, id);
    const [role] = await tx
      .update(roles)
      .set({ name: body.name, permissions: [...new Set(body.permissions)] })
      .where(eq(roles.id, id))
      .returning();
    await recordEvent(tx, authEvents.roleUpdated, { officeId, payload: rolePayload(role) });
    return toRole(role, await usersWithRole(tx, id));
  }).catch(rethrowNameTaken);
}

export async function deleteRole(data: DataAccess, officeId: string, id: string): Promise<void> {
  await runCommand(data, async (tx) => {
    await changeableRole(tx, officeId, id);
    if ((await usersWithRole(tx, id)) > 0) throw roleErrors.IN_USE();
    await tx.delete(roles).where(eq(roles.id, id));
    await recordEvent(tx, authEvents.roleDeleted, { officeId, payload: { id } });
  });
}

import type { InboxRow, OfficeRow, RoleRow, UserRow } from './schema';

/** The payloads of authEvents, built from rows so every command publishes the same shape. */
export const officePayload = (office: OfficeRow) => ({
  id: office.id,
  name: office.name,
  inOnboarding: office.inOnboarding,
  archived: office.archivedAt !== null,
});

export const inboxPayload = (inbox: InboxRow) => ({ id: inbox.id, name: inbox.name });

export const rolePayload = (role: RoleRow) => ({ id: role.id, name: role.name, permissions: role.permissions });

/** A user as every service's membership projection keeps them: workspaces, and what their requests may do (their profile's). */
export const userPayload = (user: UserRow, inboxIds: string[], role: Pick<RoleRow, 'id' | 'permissions' | 'isProtected'>) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  imageUrl: user.imageUrl,
  roleId: role.id,
  inboxIds,
  permissions: role.permissions,
  isManager: role.isProtected,
  sessionVersion: user.sessionVersion,
});

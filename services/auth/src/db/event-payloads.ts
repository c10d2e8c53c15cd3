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

export const userPayload = (user: UserRow, inboxIds: string[]) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  imageUrl: user.imageUrl,
  roleId: user.roleId,
  inboxIds,
});

import type { UpdateUserBody, User } from '@balcao/contracts';

type EditableFields = Pick<UpdateUserBody, 'name' | 'email' | 'contact' | 'inboxId'>;

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * What the signed-in user changed in their own row: only those fields are sent, and never the
 * profile (nobody changes their own profile; ARCHITECTURE §4).
 */
export function ownChanges(user: User, fields: EditableFields): EditableFields {
  const changes: EditableFields = {};
  if (fields.name !== user.name) changes.name = fields.name;
  if (fields.email !== user.email) changes.email = fields.email;
  if ((fields.contact ?? null) !== (user.contact ?? null)) changes.contact = fields.contact;
  const inboxIds = user.inboxes.map((inbox) => inbox.id);
  if (fields.inboxId && !sameIds(fields.inboxId, inboxIds)) changes.inboxId = fields.inboxId;
  return changes;
}

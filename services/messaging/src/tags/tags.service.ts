import { eq } from 'drizzle-orm';
import { messagingEvents, type CreateTagBody, type Tag, type UpdateTagBody } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { eventOf, isUniqueViolation, recordEvents, runCommand, type DataAccess } from '../db/database';
import { tags } from '../db/schema';
import { tagErrors } from '../shared/errors';
import { assertMember } from '../shared/tenancy';
import { findVisibleTag, toTag } from './tags.repository';

function rethrowNameTaken(error: unknown): never {
  if (isUniqueViolation(error, 'tags_inbox_name_unique')) throw tagErrors.NAME_TAKEN(undefined, 'name');
  throw error;
}

export async function createTag(data: DataAccess, principal: Principal, body: CreateTagBody): Promise<Tag> {
  await assertMember(data.db, principal, body.inboxId);
  return runCommand(data, async (tx) => {
    const [row] = await tx
      .insert(tags)
      .values({ officeId: principal.officeId, inboxId: body.inboxId, name: body.name, color: body.color, modules: body.modules })
      .returning();
    const tag = toTag(row);
    await recordEvents(tx, [eventOf(messagingEvents.tagCreated, row, { tag })]);
    return tag;
  }).catch(rethrowNameTaken);
}

export async function updateTag(data: DataAccess, principal: Principal, id: string, body: UpdateTagBody): Promise<Tag> {
  return runCommand(data, async (tx) => {
    await findVisibleTag(tx, principal, id, true);
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const [row] = await tx
      .update(tags)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(tags.id, id))
      .returning();
    const tag = toTag(row);
    await recordEvents(tx, [eventOf(messagingEvents.tagUpdated, row, { tag })]);
    return tag;
  }).catch(rethrowNameTaken);
}

/** Its links to conversations, contacts and quick replies go with it (foreign keys cascade). */
export async function deleteTag(data: DataAccess, principal: Principal, id: string): Promise<void> {
  await runCommand(data, async (tx) => {
    const row = await findVisibleTag(tx, principal, id, true);
    await tx.delete(tags).where(eq(tags.id, id));
    await recordEvents(tx, [eventOf(messagingEvents.tagDeleted, row, { id })]);
  });
}

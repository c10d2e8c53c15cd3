import { eq } from 'drizzle-orm';
import type { CreateFastMessageBody, FastMessage, UpdateFastMessageBody } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { runCommand, type DataAccess, type MessagingTx } from '../db/database';
import { fastMessages, fastMessageTags } from '../db/schema';
import { assertWorkspaceTags } from '../tags/tag-rules';
import { assertMember } from '../shared/tenancy';
import { findVisibleFastMessage, loadFastMessage } from './fast-messages.repository';

/** A quick reply's tags are tags of its workspace shown in 'fast-messages'. */
async function replaceTags(tx: MessagingTx, scope: { id: string; officeId: string; inboxId: string }, tagIds: string[]) {
  await assertWorkspaceTags(tx, scope, tagIds, 'fast-messages', 'tagId');
  await tx.delete(fastMessageTags).where(eq(fastMessageTags.fastMessageId, scope.id));
  if (tagIds.length > 0) await tx.insert(fastMessageTags).values(tagIds.map((tagId) => ({ fastMessageId: scope.id, tagId })));
}

export async function createFastMessage(data: DataAccess, principal: Principal, body: CreateFastMessageBody): Promise<FastMessage> {
  await assertMember(data.db, principal, body.inboxId);
  return runCommand(data, async (tx) => {
    const [row] = await tx
      .insert(fastMessages)
      .values({ officeId: principal.officeId, inboxId: body.inboxId, title: body.title, content: body.content })
      .returning();
    await replaceTags(tx, row, body.tagId ?? []);
    return loadFastMessage(tx, row.id);
  });
}

export async function updateFastMessage(data: DataAccess, principal: Principal, id: string, body: UpdateFastMessageBody): Promise<FastMessage> {
  return runCommand(data, async (tx) => {
    const row = await findVisibleFastMessage(tx, principal, id);
    const { tagId, ...fields } = body;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    await tx
      .update(fastMessages)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(fastMessages.id, id));
    if (tagId) await replaceTags(tx, row, tagId);
    return loadFastMessage(tx, id);
  });
}

export async function deleteFastMessage(data: DataAccess, principal: Principal, id: string): Promise<void> {
  await runCommand(data, async (tx) => {
    await findVisibleFastMessage(tx, principal, id);
    await tx.delete(fastMessages).where(eq(fastMessages.id, id));
  });
}

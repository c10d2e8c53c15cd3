import { and, eq, ne, sql } from 'drizzle-orm';
import {
  messagingEvents,
  type ConversationSummary,
  type StartConversationBody,
  type UpdateConversationBody,
} from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import { eventOf, recordEvents, runCommand, type DataAccess, type MessagingTx } from '../db/database';
import { conversations, integrations, members, people, type ConversationRow } from '../db/schema';
import { conversationErrors } from '../shared/errors';
import { assertMember, visibleTo } from '../shared/tenancy';
import { loadConversationSummary } from './conversation-summary';

/** Locks the conversation for a status change, if the caller may see it; else 404. */
export async function lockVisibleConversation(tx: MessagingTx, principal: Principal, id: string): Promise<ConversationRow> {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), visibleTo(principal, conversations)))
    .for('update');
  if (!row) throw commonErrors.NOT_FOUND();
  return row;
}

/** Applies the change, then tells the inbox what the list now shows. */
export async function changeConversation(tx: MessagingTx, row: ConversationRow, changes: Partial<ConversationRow>): Promise<ConversationSummary> {
  await tx
    .update(conversations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(conversations.id, row.id));
  const summary = (await loadConversationSummary(tx, row.id))!;
  await recordEvents(tx, [eventOf(messagingEvents.conversationChanged, row, { conversation: summary })]);
  return summary;
}

/** A responsible attendant (or transfer receiver) must belong to the conversation's workspace. */
export async function assertResponsibleCandidate(tx: MessagingTx, row: ConversationRow, userId: string) {
  const [member] = await tx
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.officeId, row.officeId), sql`${row.inboxId}::uuid = any(${members.inboxIds})`));
  if (!member) throw conversationErrors.INVALID_USER(undefined, 'userId');
}

export async function updateConversation(data: DataAccess, principal: Principal, id: string, body: UpdateConversationBody) {
  return runCommand(data, async (tx) => {
    const row = await lockVisibleConversation(tx, principal, id);
    if (body.userId) await assertResponsibleCandidate(tx, row, body.userId);
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    return changeConversation(tx, row, changes);
  });
}

export async function deleteConversation(data: DataAccess, principal: Principal, id: string) {
  await runCommand(data, async (tx) => {
    const row = await lockVisibleConversation(tx, principal, id);
    await tx.delete(conversations).where(eq(conversations.id, id));
    await recordEvents(tx, [eventOf(messagingEvents.conversationDeleted, row, { conversationId: id, actorUserId: principal.userId })]);
  });
}

export async function markConversationRead(data: DataAccess, principal: Principal, id: string) {
  await runCommand(data, async (tx) => {
    const row = await lockVisibleConversation(tx, principal, id);
    if (row.unreadCount > 0) await tx.update(conversations).set({ unreadCount: 0 }).where(eq(conversations.id, id));
    await recordEvents(tx, [eventOf(messagingEvents.conversationRead, row, { conversationId: id, userId: principal.userId })]);
  });
}

/** Opens a conversation with a contact on a device, or returns the open one (spec 1 §7). */
export async function startConversation(data: DataAccess, principal: Principal, body: StartConversationBody): Promise<{ id: string }> {
  await assertMember(data.db, principal, body.inboxId);
  return runCommand(data, async (tx) => {
    const scope = (table: typeof people | typeof integrations) => and(eq(table.officeId, principal.officeId), eq(table.inboxId, body.inboxId));
    const [person] = await tx.select({ id: people.id }).from(people).where(and(eq(people.id, body.personId), scope(people)));
    const [device] = await tx.select({ id: integrations.id }).from(integrations).where(and(eq(integrations.id, body.integrationId), scope(integrations)));
    if (!person || !device) throw commonErrors.NOT_FOUND();
    const [created] = await tx
      .insert(conversations)
      .values({ officeId: principal.officeId, inboxId: body.inboxId, personId: person.id, integrationId: device.id, status: 'WAITING_HUMAN' })
      .onConflictDoNothing({ target: [conversations.personId, conversations.integrationId], where: sql`status <> 'INACTIVE'` })
      .returning();
    if (created) {
      const summary = (await loadConversationSummary(tx, created.id))!;
      await recordEvents(tx, [eventOf(messagingEvents.conversationCreated, created, { conversation: summary })]);
      return { id: created.id };
    }
    const [open] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.personId, person.id), eq(conversations.integrationId, device.id), ne(conversations.status, 'INACTIVE')));
    return { id: open.id };
  });
}

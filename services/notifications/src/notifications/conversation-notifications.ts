import { and, eq, sql } from 'drizzle-orm';
import { contactLabelOf, messagingEvents, NOTIFICATION_TEXTS, type ConversationSummary } from '@balcao/contracts';
import { executePrepared, lockUntilCommit } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { conversationInboxes, conversationStatuses, members } from '../db/schema';
import type { RealtimeEvent } from '../realtime/realtime-event';
import { isEvent, type Envelope } from './notifications.consumer';
import { notifyUsers } from './notifications.repository';

export const conversationNotificationEvents = [
  messagingEvents.conversationTransferred,
  messagingEvents.conversationCreated,
  messagingEvents.conversationChanged,
  messagingEvents.conversationDeleted,
];

async function memberName(tx: Executor, officeId: string, userId: string | null) {
  if (!userId) return null;
  const [row] = await tx
    .select({ name: members.name })
    .from(members)
    .where(and(eq(members.userId, userId), eq(members.officeId, officeId)));
  return row?.name ?? null;
}

async function inboxOf(tx: Executor, event: Envelope, conversationId: string) {
  if (event.inboxId) return event.inboxId;
  const [row] = await tx
    .select({ inboxId: conversationInboxes.inboxId })
    .from(conversationInboxes)
    .where(and(eq(conversationInboxes.conversationId, conversationId), eq(conversationInboxes.officeId, event.officeId)));
  return row?.inboxId ?? null;
}

/** Members of the workspace (the people who may take a waiting conversation). */
async function inboxMembers(tx: Executor, officeId: string, inboxId: string) {
  const rows = await tx
    .select({ userId: members.userId })
    .from(members)
    .where(and(eq(members.officeId, officeId), sql`${inboxId}::uuid = any(${members.inboxIds})`));
  return rows.map((row) => row.userId);
}

/**
 * Records the conversation's status as of this event and tells whether it just entered
 * WAITING_HUMAN. An event older than the last one seen changes nothing, so a late or
 * repeated delivery never notifies again.
 */
async function enteredWaitingHuman(tx: Executor, event: Envelope, conversation: ConversationSummary): Promise<boolean> {
  const seenAt = new Date(event.occurredAt);
  // Two events of a new conversation handled at once must not both see "no status yet": the
  // lock goes first, the read right behind it in the same round trip (both sent on the spot).
  const [, [previous]] = await Promise.all([
    lockUntilCommit(tx, conversation.id),
    executePrepared(
      tx
        .select({ status: conversationStatuses.status, seenAt: conversationStatuses.seenAt })
        .from(conversationStatuses)
        .where(eq(conversationStatuses.conversationId, conversation.id)),
    ),
  ]);
  if (previous && (previous.seenAt > seenAt || previous.status === 'DELETED')) return false;
  await tx
    .insert(conversationStatuses)
    .values({ conversationId: conversation.id, officeId: event.officeId, status: conversation.status, seenAt })
    .onConflictDoUpdate({
      target: conversationStatuses.conversationId,
      set: { status: conversation.status, seenAt },
      setWhere: sql`${conversationStatuses.officeId} = ${event.officeId}`,
    });
  return conversation.status === 'WAITING_HUMAN' && previous?.status !== 'WAITING_HUMAN';
}

function transferMessage(byName: string | null, client: string | null) {
  if (client) return byName ? NOTIFICATION_TEXTS.transferredByOf(byName, client) : NOTIFICATION_TEXTS.transferredOf(client);
  return byName ? NOTIFICATION_TEXTS.transferredBy(byName) : NOTIFICATION_TEXTS.transferred;
}

/** Notifications of messaging's facts: a transfer to the receiver, a wait for a human to the workspace. */
export async function handleConversationEvent(tx: Executor, event: Envelope): Promise<RealtimeEvent[]> {
  if (isEvent(messagingEvents.conversationTransferred, event)) {
    const { conversationId, fromUserId, toUserId, contact } = event.payload;
    if (fromUserId === toUserId) return [];
    const byName = await memberName(tx, event.officeId, fromUserId);
    const client = contact ? contactLabelOf(contact) : null;
    return notifyUsers(tx, [toUserId], {
      officeId: event.officeId,
      inboxId: await inboxOf(tx, event, conversationId),
      module: 'conversation',
      kind: 'conversation-transferred',
      itemId: conversationId,
      title: NOTIFICATION_TEXTS.transferredTitle,
      message: transferMessage(byName, client),
      eventId: event.id,
    });
  }
  if (isEvent(messagingEvents.conversationCreated, event) || isEvent(messagingEvents.conversationChanged, event)) {
    const { conversation } = event.payload;
    if (!(await enteredWaitingHuman(tx, event, conversation))) return [];
    const inboxId = event.inboxId ?? conversation.inboxId;
    const contact = conversation.person ? contactLabelOf(conversation.person) || 'Um contato' : 'Um contato';
    return notifyUsers(tx, await inboxMembers(tx, event.officeId, inboxId), {
      officeId: event.officeId,
      inboxId,
      module: 'conversation',
      kind: 'conversation-waiting-human',
      itemId: conversation.id,
      title: NOTIFICATION_TEXTS.waitingTitle,
      message: NOTIFICATION_TEXTS.waiting(contact),
      eventId: event.id,
    });
  }
  if (isEvent(messagingEvents.conversationDeleted, event)) {
    // Kept as DELETED rather than removed: a late event of the conversation then changes nothing.
    const seenAt = new Date(event.occurredAt);
    await tx
      .insert(conversationStatuses)
      .values({ conversationId: event.payload.conversationId, officeId: event.officeId, status: 'DELETED', seenAt })
      .onConflictDoUpdate({ target: conversationStatuses.conversationId, set: { status: 'DELETED', seenAt }, setWhere: sql`${conversationStatuses.officeId} = ${event.officeId}` });
  }
  return [];
}

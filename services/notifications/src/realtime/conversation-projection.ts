import { and, eq, inArray, sql } from 'drizzle-orm';
import { messagingEvents } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { conversationInboxes } from '../db/schema';
import { isEvent, type FramedEnvelope } from './event-frames';

interface Placement {
  officeId: string;
  inboxId: string;
}

const conversationOf = (event: FramedEnvelope): string | null => {
  const payload = event.payload as { conversationId?: string; conversation?: { id: string } };
  return payload.conversation?.id ?? payload.conversationId ?? null;
};

/**
 * Applies a batch's conversation events to the conversation→inbox projection and returns, for
 * each event, the inbox it belongs to: the envelope's, else the batch's, else the projection's.
 */
export async function placeConversations(tx: Executor, events: FramedEnvelope[]): Promise<(string | null)[]> {
  const placed = new Map<string, Placement & { updatedAt: Date }>();
  const deleted = new Map<string, string>();
  for (const event of events) {
    if (isEvent(messagingEvents.conversationCreated, event) || isEvent(messagingEvents.conversationChanged, event)) {
      const { id, inboxId } = event.payload.conversation;
      placed.set(id, { officeId: event.officeId, inboxId, updatedAt: new Date(event.occurredAt) });
      deleted.delete(id);
    } else if (isEvent(messagingEvents.conversationDeleted, event)) {
      deleted.set(event.payload.conversationId, event.officeId);
    }
  }

  if (placed.size > 0) {
    await tx
      .insert(conversationInboxes)
      // In id order, so two batches touching the same conversations lock them in the same order.
      .values([...placed].sort(([a], [b]) => a.localeCompare(b)).map(([conversationId, placement]) => ({ conversationId, ...placement })))
      .onConflictDoUpdate({
        target: conversationInboxes.conversationId,
        set: { inboxId: sql`excluded.inbox_id`, updatedAt: sql`excluded.updated_at` },
        // Never move a conversation across offices, and keep the newest placement.
        setWhere: sql`${conversationInboxes.officeId} = excluded.office_id and ${conversationInboxes.updatedAt} <= excluded.updated_at`,
      });
  }

  const unplaced = [...new Set(events.filter((event) => !event.inboxId).map(conversationOf))].filter(
    (id): id is string => id !== null && !placed.has(id),
  );
  const stored = new Map<string, Placement>();
  if (unplaced.length > 0) {
    const rows = await tx
      .select({ conversationId: conversationInboxes.conversationId, officeId: conversationInboxes.officeId, inboxId: conversationInboxes.inboxId })
      .from(conversationInboxes)
      .where(inArray(conversationInboxes.conversationId, unplaced));
    for (const row of rows) stored.set(row.conversationId, row);
  }

  for (const [conversationId, officeId] of [...deleted].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.delete(conversationInboxes).where(and(eq(conversationInboxes.conversationId, conversationId), eq(conversationInboxes.officeId, officeId)));
  }

  return events.map((event) => {
    if (event.inboxId) return event.inboxId;
    const conversationId = conversationOf(event);
    const placement = conversationId ? (placed.get(conversationId) ?? stored.get(conversationId)) : undefined;
    return placement && placement.officeId === event.officeId ? placement.inboxId : null;
  });
}

import { and, eq, inArray } from 'drizzle-orm';
import { insertJsonRows } from '@balcao/service-kit';
import { messagingEvents, type ConversationSummary } from '@balcao/contracts';
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

/** The conversation summary an event carries: conversation created/changed, or a message that changed it. */
const conversationSummaryOf = (event: FramedEnvelope): ConversationSummary | null => {
  if (isEvent(messagingEvents.conversationCreated, event) || isEvent(messagingEvents.conversationChanged, event)) return event.payload.conversation;
  if (isEvent(messagingEvents.messageReceived, event) || isEvent(messagingEvents.messageSent, event)) return event.payload.conversation ?? null;
  return null;
};

/**
 * Applies a batch's conversation events to the conversation→inbox projection and returns, for
 * each event, the inbox it belongs to: the envelope's, else the batch's, else the projection's.
 */
export async function placeConversations(tx: Executor, events: FramedEnvelope[]): Promise<(string | null)[]> {
  const placed = new Map<string, Placement & { updatedAt: Date }>();
  const deleted = new Map<string, string>();
  for (const event of events) {
    const conversation = conversationSummaryOf(event);
    if (conversation) {
      const { id, inboxId } = conversation;
      placed.set(id, { officeId: event.officeId, inboxId, updatedAt: new Date(event.occurredAt) });
      deleted.delete(id);
    } else if (isEvent(messagingEvents.conversationDeleted, event)) {
      deleted.set(event.payload.conversationId, event.officeId);
    }
  }

  if (placed.size > 0) {
    await insertJsonRows(
      tx,
      conversationInboxes,
      // In id order, so two batches touching the same conversations lock them in the same order.
      [...placed].sort(([a], [b]) => a.localeCompare(b)).map(([conversationId, placement]) => ({ conversationId, ...placement })),
      {
        // Never move a conversation across offices, and keep the newest placement.
        onConflict: `on conflict (conversation_id) do update set inbox_id = excluded.inbox_id, updated_at = excluded.updated_at
          where conversation_inboxes.office_id = excluded.office_id and conversation_inboxes.updated_at <= excluded.updated_at`,
      },
    );
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

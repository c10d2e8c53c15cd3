import { inArray } from 'drizzle-orm';
import { messagingEvents, type ConversationSummary } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { conversationInboxes } from '../db/schema';
import { isEvent, type FramedEnvelope } from './event-frames';

/** What an event does to the conversation→inbox projection; the batch's last fresh one per conversation wins. */
export type PlacementChange =
  | { kind: 'place'; eventId: string; conversationId: string; officeId: string; inboxId: string; updatedAt: string }
  | { kind: 'remove'; eventId: string; conversationId: string; officeId: string };

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

/** The projection changes of a batch's events, in arrival order. */
export function placementChangesOf(events: FramedEnvelope[]): PlacementChange[] {
  return events.flatMap((event): PlacementChange[] => {
    const conversation = conversationSummaryOf(event);
    if (conversation) {
      return [{ kind: 'place', eventId: event.id, conversationId: conversation.id, officeId: event.officeId, inboxId: conversation.inboxId, updatedAt: event.occurredAt }];
    }
    if (isEvent(messagingEvents.conversationDeleted, event)) {
      return [{ kind: 'remove', eventId: event.id, conversationId: event.payload.conversationId, officeId: event.officeId }];
    }
    return [];
  });
}

/**
 * The inbox of each event: the envelope's, else the one the batch places its conversation in,
 * else the projection's (read only for events whose envelope has none, which is rare).
 */
export async function inboxesOf(db: Executor, events: FramedEnvelope[], changes: PlacementChange[]): Promise<(string | null)[]> {
  const placed = new Map<string, { officeId: string; inboxId: string }>();
  for (const change of changes) if (change.kind === 'place') placed.set(change.conversationId, change);
  const unplaced = [...new Set(events.filter((event) => !event.inboxId).map(conversationOf))].filter(
    (id): id is string => id !== null && !placed.has(id),
  );
  if (unplaced.length > 0) {
    const rows = await db
      .select({ conversationId: conversationInboxes.conversationId, officeId: conversationInboxes.officeId, inboxId: conversationInboxes.inboxId })
      .from(conversationInboxes)
      .where(inArray(conversationInboxes.conversationId, unplaced));
    for (const row of rows) placed.set(row.conversationId, row);
  }
  return events.map((event) => {
    if (event.inboxId) return event.inboxId;
    const conversationId = conversationOf(event);
    const placement = conversationId ? placed.get(conversationId) : undefined;
    return placement && placement.officeId === event.officeId ? placement.inboxId : null;
  });
}

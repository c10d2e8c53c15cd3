import { inArray } from 'drizzle-orm';
import { messagingEvents } from '@balcao/contracts';
import type { EventBus, Subscription } from '@balcao/service-kit';
import type { Executor, NotificationsDatabase } from '../db/database';
import { handledEvents, members } from '../db/schema';
import { consumeInBatches } from './batch-consumer';
import { placeConversations } from './conversation-projection';
import { framedEvents, framesFor, isEvent, type FramedEnvelope } from './event-frames';
import type { RealtimeEvent } from './realtime-event';
import { insertRealtimeEvents } from './realtime-events.repository';

export const REALTIME_CONSUMER = 'notifications-realtime';

/** Types that come with every message; their in-flight limit lets a batch grow to the arrival rate. */
const FREQUENT_TYPES = new Set<string>([
  messagingEvents.messageReceived.type,
  messagingEvents.messageSent.type,
  messagingEvents.messageUpdated.type,
  messagingEvents.conversationChanged.type,
]);
const FREQUENT_IN_FLIGHT = 200;
const OCCASIONAL_IN_FLIGHT = 4;

/** Names of the users who transferred conversations in this batch, by office and id. */
async function transferrerNames(tx: Executor, events: FramedEnvelope[]) {
  const ids = events.flatMap((event) =>
    isEvent(messagingEvents.conversationTransferred, event) && event.payload.fromUserId ? [event.payload.fromUserId] : [],
  );
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ userId: members.userId, officeId: members.officeId, name: members.name })
    .from(members)
    .where(inArray(members.userId, [...new Set(ids)]));
  return new Map(rows.map((row) => [`${row.officeId}|${row.userId}`, row.name]));
}

async function storeFrames(tx: Executor, events: FramedEnvelope[]): Promise<RealtimeEvent[]> {
  if (events.length === 0) return [];
  const inboxes = await placeConversations(tx, events);
  const names = await transferrerNames(tx, events);
  const frames = events.flatMap((event, index) => {
    const fromUserId = isEvent(messagingEvents.conversationTransferred, event) ? event.payload.fromUserId : null;
    return framesFor(event, { inboxId: inboxes[index], transferredByName: names.get(`${event.officeId}|${fromUserId}`) ?? null });
  });
  // Last in the transaction: each seq is taken as close to the commit as possible.
  return insertRealtimeEvents(tx, frames);
}

/**
 * Turns messaging's events into stored frames, once per event id, and fans them out to every
 * replica after the commit, so no replica pushes a frame that was rolled back.
 */
export function startRealtimeConsumer(options: {
  bus: EventBus;
  db: NotificationsDatabase;
  fanOut: (events: RealtimeEvent[]) => Promise<void>;
  onError: (error: unknown) => void;
}): Promise<Subscription[]> {
  return consumeInBatches({
    bus: options.bus,
    db: options.db,
    handledTable: handledEvents,
    consumer: REALTIME_CONSUMER,
    events: framedEvents.map((definition) => ({ definition, inFlight: FREQUENT_TYPES.has(definition.type) ? FREQUENT_IN_FLIGHT : OCCASIONAL_IN_FLIGHT })),
    handle: storeFrames,
    afterCommit: options.fanOut,
    onError: options.onError,
  });
}

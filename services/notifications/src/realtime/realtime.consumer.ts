import { messagingEvents } from '@balcao/contracts';
import type { EventBus, Subscription } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { consumeInBatches } from './batch-consumer';
import { inboxesOf, placementChangesOf } from './conversation-projection';
import { framedEvents, framesFor, type FramedEnvelope } from './event-frames';
import type { RealtimeEvent } from './realtime-event';
import { storeEventBatch } from './realtime-events.repository';

export const REALTIME_CONSUMER = 'notifications-realtime';

/**
 * Types that come with every message (and with every new client's first one); their in-flight
 * limit lets a batch grow to the arrival rate. A wave of new clients opens conversations as
 * fast as messages come: capped like the occasional types, their frames went out four by four.
 */
const FREQUENT_TYPES = new Set<string>([
  messagingEvents.conversationCreated.type,
  messagingEvents.messageReceived.type,
  messagingEvents.messageSent.type,
  messagingEvents.messageUpdated.type,
  messagingEvents.conversationChanged.type,
]);
const FREQUENT_IN_FLIGHT = 200;
const OCCASIONAL_IN_FLIGHT = 4;

/**
 * One statement per batch: the handled ids, the conversation placements and the frames of the
 * events not handled before. Everything it needs is read first, and only when the batch needs it.
 */
async function storeFrames(db: NotificationsDatabase, events: FramedEnvelope[]): Promise<RealtimeEvent[]> {
  if (events.length === 0) return [];
  const placements = placementChangesOf(events);
  const inboxes = await inboxesOf(db, events, placements);
  // A transfer's `notification:new` is the persisted notification's (src/notifications), not a frame of its own here.
  const frames = events.flatMap((event, index) => framesFor(event, { inboxId: inboxes[index] }).map((frame) => ({ ...frame, eventId: event.id })));
  return storeEventBatch(db, { consumer: REALTIME_CONSUMER, eventIds: events.map((event) => event.id), placements, frames });
}

/**
 * Turns messaging's events into stored frames, once per event id, and fans them out to every
 * replica once stored, so no replica pushes a frame that was rolled back.
 */
export function startRealtimeConsumer(options: {
  bus: EventBus;
  db: NotificationsDatabase;
  fanOut: (events: RealtimeEvent[]) => Promise<void>;
  onError: (error: unknown) => void;
}): Promise<Subscription[]> {
  return consumeInBatches({
    bus: options.bus,
    consumer: REALTIME_CONSUMER,
    events: framedEvents.map((definition) => ({ definition, inFlight: FREQUENT_TYPES.has(definition.type) ? FREQUENT_IN_FLIGHT : OCCASIONAL_IN_FLIGHT })),
    store: (events) => storeFrames(options.db, events),
    afterStore: options.fanOut,
    onError: options.onError,
  });
}

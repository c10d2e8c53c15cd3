import type { EventDefinition, EventEnvelope } from '@balcao/contracts';
import { recordHandledEvents, type EventBus, type Subscription } from '@balcao/service-kit';
import type { z } from 'zod';
import type { Executor, NotificationsDatabase } from '../db/database';
import { handledEvents } from '../db/schema';
import type { RealtimeEvent } from '../realtime/realtime-event';
import { REALTIME_SUBJECT } from '../realtime/realtime-gateway';

type Definition = EventDefinition<string, z.ZodType>;
export type Envelope = EventEnvelope<string, unknown>;
export const isEvent = <D extends Definition>(definition: D, event: Envelope): event is EventEnvelope<D['type'], z.infer<D['payload']>> =>
  event.type === definition.type;

/** Frames stored by a transaction are broadcast to every replica's gateway once it committed. */
export async function broadcastFrames(bus: EventBus, frames: RealtimeEvent[]) {
  // No origin: this replica's gateway hears it as well. A lost broadcast is picked up by its catch-up read.
  if (frames.length > 0) await bus.broadcast?.(REALTIME_SUBJECT, frames);
}

/**
 * consumeEvents' contract (durable, the handler in one transaction with the handled-event
 * record, ack after commit) where the handler answers the frames it stored, pushed live
 * only after the commit.
 */
export function consumeNotifyingEvents(options: {
  bus: EventBus;
  db: NotificationsDatabase;
  consumer: string;
  events: Definition[];
  handle: (tx: Executor, event: Envelope) => Promise<RealtimeEvent[]>;
  onError: (error: unknown) => void;
}): Promise<Subscription> {
  const byType = new Map(options.events.map((definition) => [definition.type, definition]));
  return options.bus.subscribe({
    durable: options.consumer,
    types: [...byType.keys()],
    handler: async (event) => {
      const definition = byType.get(event.type);
      if (!definition) return;
      const parsed = { ...event, payload: definition.payload.parse(event.payload) };
      const frames = await options.db.transaction(async (tx) => {
        const fresh = await recordHandledEvents(tx, handledEvents, options.consumer, [event.id]);
        return fresh.size === 0 ? [] : options.handle(tx, parsed);
      });
      await broadcastFrames(options.bus, frames).catch(options.onError);
    },
  });
}

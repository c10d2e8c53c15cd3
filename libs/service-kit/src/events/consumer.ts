import type { EventDefinition, EventEnvelope } from '@balcao/contracts';
import type { z } from 'zod';
import type { Database, Transaction } from '../database';
import type { EventBus, Subscription } from './bus';
import { keyedOrder } from './keyed-order';
import { recordHandledEvents, type HandledEventsTable } from './outbox';

/**
 * A durable consumer whose handler runs in a transaction that also records the event id:
 * a redelivered event finds its id and changes nothing; ack happens only after commit.
 */
export async function consumeEvents<TDefs extends EventDefinition<string, z.ZodType>[]>(options: {
  bus: EventBus;
  db: Database;
  handledTable: HandledEventsTable;
  consumer: string;
  events: TDefs;
  handle: (tx: Transaction, event: EventEnvelope<TDefs[number]['type'], z.infer<TDefs[number]['payload']>>) => Promise<void>;
  /** The service's outbox relay: woken once a handler's transaction commits, so the events it wrote go out now, not at the next poll. */
  relay?: { wake(): void };
  /**
   * How the handler's transaction runs; by default `db.transaction`. A service's `runCommand`
   * (commandsFor) writes the events the handler records with the COMMIT and hands them to the
   * relay, so they go out without the relay reading them back: the hot path of a runtime.
   */
  transaction?: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;
  /**
   * Events handled at once (JetStream; the in-process buses deliver one by one). With more than
   * one, events of the same `orderKey` (a conversation, say) still run one after another, in order.
   */
  concurrency?: number;
  orderKey?: (event: EventEnvelope) => string | null;
}): Promise<Subscription> {
  const byType = new Map(options.events.map((definition) => [definition.type, definition]));
  const handle = async (event: EventEnvelope) => {
    const definition = byType.get(event.type);
    if (!definition) return;
    const payload = definition.payload.parse(event.payload);
    const transaction = options.transaction ?? ((work) => options.db.transaction(work));
    const handled = await transaction(async (tx) => {
      const fresh = await recordHandledEvents(tx, options.handledTable, options.consumer, [event.id]);
      if (fresh.size === 0) return false;
      await options.handle(tx, { ...event, payload } as never);
      return true;
    });
    if (handled) options.relay?.wake();
  };
  const orderKey = options.orderKey;
  return options.bus.subscribe({
    durable: options.consumer,
    types: [...byType.keys()],
    concurrency: options.concurrency,
    handler: orderKey ? keyedOrder(orderKey, handle) : handle,
  });
}

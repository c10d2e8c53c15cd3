import type { EventDefinition, EventEnvelope } from '@balcao/contracts';
import type { z } from 'zod';
import { runTransaction, type Database, type Transaction } from '../database';
import type { EventBus, Subscription } from './bus';
import { keyedOrder } from './keyed-order';
import { recordHandledEvents, type HandledEventsTable } from './outbox';

/** Thrown to roll back a redelivered event's transaction: its handler's work is not kept. */
class AlreadyHandled extends Error {}

/**
 * Runs `work` in a transaction that records `eventId` as handled by `consumer`, and answers
 * whether it was new. The work's statements are sent right behind the id's insert, without
 * waiting for its answer (a round trip less per event); a redelivery's transaction is rolled
 * back, so `work` keeps any effect outside its transaction harmless to repeat (a cache
 * invalidation, a wake).
 */
export async function handleOnce<TTx extends Pick<Transaction, 'execute'>>(
  options: { transaction: <T>(work: (tx: TTx) => Promise<T>) => Promise<T>; handledTable: HandledEventsTable; consumer: string; eventId: string },
  work: (tx: TTx) => Promise<void>,
): Promise<boolean> {
  try {
    await options.transaction(async (tx) => {
      const fresh = recordHandledEvents(tx, options.handledTable, options.consumer, [options.eventId]);
      fresh.catch(() => undefined); // awaited below, once the work's statements are on their way
      try {
        await work(tx);
      } catch (error) {
        // A redelivery's work may trip over what the first delivery wrote (a unique key).
        if ((await fresh.catch(() => null))?.size === 0) throw new AlreadyHandled();
        throw error;
      }
      if ((await fresh).size === 0) throw new AlreadyHandled();
    });
    return true;
  } catch (error) {
    if (error instanceof AlreadyHandled) return false;
    throw error;
  }
}

/**
 * A durable consumer whose handler runs in a transaction that also records the event id
 * (handleOnce): a redelivered event changes nothing; ack happens only after commit.
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
   * How the handler's transaction runs; by default `runTransaction`. A service's `runCommand`
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
  /**
   * Events the handler has nothing to do for, told from the event (its payload parsed) and at
   * most a read: acknowledged at once, with no transaction and no handled mark (a redelivery is
   * ignored again).
   */
  ignore?: (event: EventEnvelope<TDefs[number]['type'], z.infer<TDefs[number]['payload']>>) => boolean | Promise<boolean>;
}): Promise<Subscription> {
  const byType = new Map(options.events.map((definition) => [definition.type, definition]));
  const handle = async (event: EventEnvelope) => {
    const definition = byType.get(event.type);
    if (!definition) return;
    const payload = definition.payload.parse(event.payload);
    if (await options.ignore?.({ ...event, payload } as never)) return;
    const transaction = options.transaction ?? ((work) => runTransaction(options.db, work));
    const once = { transaction, handledTable: options.handledTable, consumer: options.consumer, eventId: event.id };
    if (await handleOnce(once, (tx) => options.handle(tx, { ...event, payload } as never))) options.relay?.wake();
  };
  const orderKey = options.orderKey;
  return options.bus.subscribe({
    durable: options.consumer,
    types: [...byType.keys()],
    concurrency: options.concurrency,
    handler: orderKey ? keyedOrder(orderKey, handle) : handle,
  });
}

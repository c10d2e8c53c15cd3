import type { EventDefinition, EventEnvelope } from '@balcao/contracts';
import type { EventBus, HandledEventsTable, Subscription } from '@balcao/service-kit';
import type { z } from 'zod';
import type { Executor, NotificationsDatabase } from '../db/database';

interface Pending {
  event: EventEnvelope;
  done: (error?: unknown) => void;
}

export interface BatchConsumerOptions<TResult> {
  bus: EventBus;
  db: NotificationsDatabase;
  handledTable: HandledEventsTable;
  consumer: string;
  /** Event definitions, each with how many handlers may wait on it at once (its share of a batch). */
  events: { definition: EventDefinition<string, z.ZodType>; pullers: number }[];
  /** Handles the batch's events not handled before, in arrival order, inside its transaction. */
  handle: (tx: Executor, events: EventEnvelope[]) => Promise<TResult>;
  /** Runs once the batch committed, before the events are acknowledged. */
  afterCommit: (result: TResult) => Promise<void>;
  onError: (error: unknown) => void;
}

const MAX_BATCH = 200;
/** One batch commits while the next one is written. */
const MAX_RUNNING_BATCHES = 2;

/**
 * consumeEvents' contract (durable, handled ids recorded in the same transaction, ack after
 * commit, a redelivery changes nothing) with group commit: events that arrive while a
 * transaction runs are handled together in the next one. At a thousand events a second one
 * transaction per event spends the time in round trips; a batch spends it once.
 *
 * A failed batch is retried event by event, so one bad event is redelivered alone.
 */
export async function consumeInBatches<TResult>(options: BatchConsumerOptions<TResult>): Promise<Subscription[]> {
  const byType = new Map(options.events.map(({ definition }) => [definition.type, definition]));
  const waiting: Pending[] = [];
  let running = 0;

  async function runBatch(batch: Pending[]) {
    const result = await options.db.transaction(async (tx) => {
      const ids = [...new Set(batch.map(({ event }) => event.id))];
      const inserted = await tx
        .insert(options.handledTable)
        .values(ids.map((eventId) => ({ consumer: options.consumer, eventId })))
        .onConflictDoNothing()
        .returning({ eventId: options.handledTable.eventId });
      const fresh = new Set(inserted.map((row) => row.eventId));
      const firstOfEach = batch.map(({ event }) => event).filter((event) => fresh.delete(event.id));
      return options.handle(tx, firstOfEach);
    });
    await options.afterCommit(result).catch(options.onError);
  }

  async function settle(batch: Pending[]) {
    try {
      await runBatch(batch);
      for (const pending of batch) pending.done();
    } catch (error) {
      if (batch.length === 1) return batch[0].done(error);
      for (const pending of batch) await settle([pending]);
    }
  }

  let pumpScheduled = false;
  /** Waits for the end of the current turn, so the events that arrive together go together. */
  function schedulePump() {
    if (pumpScheduled) return;
    pumpScheduled = true;
    setImmediate(() => {
      pumpScheduled = false;
      pump();
    });
  }

  function pump() {
    while (running < MAX_RUNNING_BATCHES && waiting.length > 0) {
      const batch = waiting.splice(0, MAX_BATCH);
      running += 1;
      void settle(batch).finally(() => {
        running -= 1;
        pump();
      });
    }
  }

  const handler = (event: EventEnvelope) =>
    new Promise<void>((resolve, reject) => {
      const definition = byType.get(event.type);
      if (!definition) return resolve();
      const payload = definition.payload.parse(event.payload);
      waiting.push({ event: { ...event, payload }, done: (error) => (error ? reject(error) : resolve()) });
      schedulePump();
    });

  const subscribe = (types: string[]) => options.bus.subscribe({ durable: options.consumer, types, handler });
  // The in-process bus keeps one handler per durable, so it gets every type at once.
  if (options.bus.kind !== 'nats') return [await subscribe([...byType.keys()])];
  // JetStream hands each puller's messages to the handler one at a time: the pullers of a type
  // bound how many of its events can share a batch.
  const subscriptions: Subscription[] = [];
  for (const { definition, pullers } of options.events) {
    for (let index = 0; index < pullers; index += 1) subscriptions.push(await subscribe([definition.type]));
  }
  return subscriptions;
}

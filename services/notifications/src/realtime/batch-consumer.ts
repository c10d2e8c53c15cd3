import type { EventDefinition, EventEnvelope } from '@balcao/contracts';
import { BatchQueue, recordHandledEvents, type EventBus, type HandledEventsTable, type Subscription } from '@balcao/service-kit';
import type { z } from 'zod';
import type { Executor, NotificationsDatabase } from '../db/database';

export interface BatchConsumerOptions<TResult> {
  bus: EventBus;
  db: NotificationsDatabase;
  handledTable: HandledEventsTable;
  consumer: string;
  /** Event definitions, each with how many of its events may wait at once (its share of a batch). */
  events: { definition: EventDefinition<string, z.ZodType>; inFlight: number }[];
  /** Handles the batch's events not handled before, in arrival order, inside its transaction. */
  handle: (tx: Executor, events: EventEnvelope[]) => Promise<TResult>;
  /** Runs once the batch committed, before the events are acknowledged. */
  afterCommit: (result: TResult) => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * consumeEvents' contract (durable, handled ids recorded in the same transaction, ack after
 * commit, a redelivery changes nothing) with group commit (BatchQueue): events that arrive
 * while a transaction runs are handled together in the next one. A failed batch is retried
 * event by event, so one bad event is redelivered alone.
 */
export async function consumeInBatches<TResult>(options: BatchConsumerOptions<TResult>): Promise<Subscription[]> {
  const byType = new Map(options.events.map(({ definition }) => [definition.type, definition]));

  const queue = new BatchQueue<EventEnvelope, void>(async (batch) => {
    const result = await options.db.transaction(async (tx) => {
      const fresh = await recordHandledEvents(tx, options.handledTable, options.consumer, batch.map((event) => event.id));
      const firstOfEach = batch.filter((event) => fresh.delete(event.id));
      return options.handle(tx, firstOfEach);
    });
    await options.afterCommit(result).catch(options.onError);
    return batch.map(() => undefined);
  });

  const handler = async (event: EventEnvelope) => {
    const definition = byType.get(event.type);
    if (!definition) return;
    await queue.push({ ...event, payload: definition.payload.parse(event.payload) });
  };

  // The in-process buses keep one handler per durable, so it gets every type at once.
  if (options.bus.kind !== 'nats') return [await options.bus.subscribe({ durable: options.consumer, types: [...byType.keys()], handler })];
  // On JetStream the in-flight limit of a type bounds how many of its events can share a batch.
  return Promise.all(
    options.events.map(({ definition, inFlight }) =>
      options.bus.subscribe({ durable: options.consumer, types: [definition.type], handler, concurrency: inFlight }),
    ),
  );
}

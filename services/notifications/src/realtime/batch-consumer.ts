import type { EventDefinition, EventEnvelope } from '@balcao/contracts';
import { BatchQueue, type EventBus, type Subscription } from '@balcao/service-kit';
import type { z } from 'zod';

export interface BatchConsumerOptions<TResult> {
  bus: EventBus;
  /** The durable consumer's name. */
  consumer: string;
  /** Event definitions, each with how many of its events may wait at once (its share of a batch). */
  events: { definition: EventDefinition<string, z.ZodType>; inFlight: number }[];
  /**
   * Stores a batch (arrival order, payloads parsed, an id at most once) atomically with the
   * record that this consumer handled the events, changing nothing for an event handled before.
   */
  store: (events: EventEnvelope[]) => Promise<TResult>;
  /** Runs once the batch is stored, before the events are acknowledged. */
  afterStore: (result: TResult) => Promise<void>;
  onError: (error: unknown) => void;
}

/**
 * consumeEvents' contract (durable, ack after the write, a redelivery changes nothing) with
 * group commit (BatchQueue): events that arrive while a batch is stored go together in the
 * next one. A failed batch is retried event by event, so one bad event is redelivered alone.
 */
export async function consumeInBatches<TResult>(options: BatchConsumerOptions<TResult>): Promise<Subscription[]> {
  const byType = new Map(options.events.map(({ definition }) => [definition.type, definition]));

  const queue = new BatchQueue<EventEnvelope, void>(async (batch) => {
    const seen = new Set<string>();
    const firstOfEach = batch.filter((event) => !seen.has(event.id) && seen.add(event.id));
    const result = await options.store(firstOfEach);
    await options.afterStore(result).catch(options.onError);
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

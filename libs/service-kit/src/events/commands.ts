import type { EventDefinition, EventEnvelope } from '@balcao/contracts';
import type { z } from 'zod';
import { runTransaction, type Database, type Transaction } from '../database';
import { envelopeOf, insertOutboxEvents, outboxInsert, type OutboxTable } from './outbox';

/** What a service's feature logic is given: the database and the relay that publishes committed events. */
export interface CommandData<TSchema extends Record<string, unknown>> {
  db: Database<TSchema>;
  relay: { publishCommitted(events: EventEnvelope[]): void };
}

export interface PendingEvent {
  definition: EventDefinition<string, z.ZodType>;
  officeId: string;
  inboxId: string | null;
  payload: unknown;
}

/** Builds an event for `recordEvents`; the payload type is checked against its definition. */
export const eventOf = <TType extends string, TPayload extends z.ZodType>(
  definition: EventDefinition<TType, TPayload>,
  scope: { officeId: string; inboxId: string | null },
  payload: z.input<TPayload>,
): PendingEvent => ({ definition, officeId: scope.officeId, inboxId: scope.inboxId, payload });

/**
 * A service's commands over its own outbox: `runCommand` runs one command in one transaction and
 * writes the events it recorded with the COMMIT (then hands them to the relay, which publishes
 * them without reading them back); `recordEvents` records events in a command, or writes them
 * at once in any other transaction (a consumer's).
 */
export function commandsFor<TSchema extends Record<string, unknown>>(outbox: OutboxTable) {
  const eventsRecordedBy = new WeakMap<Transaction<TSchema>, EventEnvelope[]>();

  async function runCommand<T>(data: CommandData<TSchema>, work: (tx: Transaction<TSchema>) => Promise<T>): Promise<T> {
    const recorded: EventEnvelope[] = [];
    const result = await runTransaction(
      data.db,
      (tx) => {
        eventsRecordedBy.set(tx, recorded);
        return work(tx);
      },
      () => (recorded.length > 0 ? [outboxInsert(outbox, recorded)] : []),
    );
    data.relay.publishCommitted(recorded);
    return result;
  }

  async function recordEvents(tx: Transaction<TSchema>, events: PendingEvent[]) {
    const occurredAt = new Date().toISOString();
    const envelopes = events.map((event): EventEnvelope => envelopeOf(event.definition, event, occurredAt));
    const recorded = eventsRecordedBy.get(tx);
    if (recorded) recorded.push(...envelopes);
    else await insertOutboxEvents(tx, outbox, envelopes);
  }

  return { runCommand, recordEvents };
}

/** PostgreSQL's unique_violation, optionally on one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
}

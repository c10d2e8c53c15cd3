import { fileURLToPath } from 'node:url';
import type { EventDefinition, EventEnvelope } from '@balcao/contracts';
import { envelopeOf, insertOutboxEvents, openServiceDatabase, outboxInsert, runTransaction, type Database, type DatabaseConnection, type Transaction } from '@balcao/service-kit';
import type { z } from 'zod';
import * as schema from './schema';
import { outbox } from './schema';

export type CrmDatabase = Database<typeof schema>;
export type CrmTx = Transaction<typeof schema>;
/** Reads work the same inside a command's transaction or straight on the pool. */
export type Executor = CrmDatabase | CrmTx;

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export function openCrmDatabase(connection: DatabaseConnection): Promise<CrmDatabase> {
  return openServiceDatabase(connection, { schemaName: 'crm', migrationsFolder: MIGRATIONS_FOLDER, tables: schema });
}

/** What every feature's logic is given: the database and the relay that publishes committed events. */
export interface DataAccess {
  db: CrmDatabase;
  relay: { publishCommitted(events: EventEnvelope[]): void };
}

/** The events each running command recorded: written to the outbox with its COMMIT, handed to the relay after it. */
const eventsRecordedBy = new WeakMap<CrmTx, EventEnvelope[]>();

/** One command = one transaction; the events it recorded are published right after the commit. */
export async function runCommand<T>(data: DataAccess, work: (tx: CrmTx) => Promise<T>): Promise<T> {
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
 * Records the events of a command in its transaction (the relay publishes them once it commits):
 * a runCommand writes all of its events with its COMMIT, any other transaction at once.
 */
export async function recordEvents(tx: CrmTx, events: PendingEvent[]) {
  const occurredAt = new Date().toISOString();
  const envelopes = events.map((event): EventEnvelope => envelopeOf(event.definition, event, occurredAt));
  const recorded = eventsRecordedBy.get(tx);
  if (recorded) recorded.push(...envelopes);
  else await insertOutboxEvents(tx, outbox, envelopes);
}

/** PostgreSQL's unique_violation, optionally on one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
}

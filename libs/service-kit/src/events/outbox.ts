import { bigserial, getTableConfig, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EventDefinition, EventEnvelope } from '@balcao/contracts';
import type { z } from 'zod';
import { v7 as uuidv7 } from 'uuid';
import { insertJsonRows, jsonRowsInsert, runPrepared, type Database, type Statement } from '../database';
import type { EventBus } from './bus';

type Schema = ReturnType<typeof pgSchema>;

/**
 * The outbox table of one service, in its own schema (include it in the service's drizzle
 * schema). It holds the events not yet published: the relay deletes a row once the bus has it.
 */
export const outboxTable = (schema: Schema) =>
  schema.table('outbox', {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    id: uuid('id').notNull().unique(),
    type: text('type').notNull(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id'),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  });

/** Events a service's consumers already handled, so a redelivery changes nothing. */
export const handledEventsTable = (schema: Schema) =>
  schema.table(
    'handled_events',
    {
      consumer: text('consumer').notNull(),
      eventId: uuid('event_id').notNull(),
      handledAt: timestamp('handled_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [primaryKey({ columns: [table.consumer, table.eventId] })],
  );

export type OutboxTable = ReturnType<typeof outboxTable>;
export type HandledEventsTable = ReturnType<typeof handledEventsTable>;
type Tx = Pick<Database, 'execute'>;

export interface EventInput<TPayload> {
  officeId: string;
  inboxId?: string | null;
  payload: TPayload;
}

/** The statement that writes events to the outbox, to run in the caller's transaction (runTransaction's `beforeCommit`). */
export function outboxInsert(table: OutboxTable, events: EventEnvelope[]): Statement {
  return jsonRowsInsert(
    table,
    events.map((event) => ({ id: event.id, type: event.type, officeId: event.officeId, inboxId: event.inboxId ?? null, payload: event.payload, occurredAt: event.occurredAt })),
  );
}

/** Writes events in the caller's transaction with one statement; the relay publishes them after commit. */
export async function insertOutboxEvents(tx: Tx, table: OutboxTable, events: EventEnvelope[]) {
  if (events.length === 0) return;
  const { text, values } = outboxInsert(table, events);
  await runPrepared(tx, text, values);
}

/** A new event of this type, its payload checked against the definition (a wrong one throws). */
export function envelopeOf<TType extends string, TPayload extends z.ZodType>(
  definition: EventDefinition<TType, TPayload>,
  input: EventInput<unknown>,
  occurredAt = new Date().toISOString(),
): EventEnvelope<TType, z.infer<TPayload>> {
  return {
    id: uuidv7(),
    type: definition.type,
    occurredAt,
    officeId: input.officeId,
    ...(input.inboxId ? { inboxId: input.inboxId } : {}),
    payload: definition.payload.parse(input.payload),
  };
}

/** Writes an event in the caller's transaction; the relay publishes it after commit. */
export async function addToOutbox<TType extends string, TPayload extends z.ZodType>(
  tx: Tx,
  table: OutboxTable,
  definition: EventDefinition<TType, TPayload>,
  input: EventInput<z.infer<TPayload>>,
): Promise<EventEnvelope<TType, z.infer<TPayload>>> {
  const event = envelopeOf(definition, input);
  await insertOutboxEvents(tx, table, [event]);
  return event;
}

/**
 * Records that `consumer` handled these events, in the caller's transaction, and returns the
 * ids it had not handled before (a redelivered event's id comes back out of the set).
 */
export async function recordHandledEvents(tx: Tx, table: HandledEventsTable, consumer: string, eventIds: string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const { rows } = await insertJsonRows<{ event_id: string }>(
    tx,
    table,
    [...new Set(eventIds)].map((eventId) => ({ consumer, eventId })),
    { onConflict: 'on conflict do nothing', returning: 'returning event_id' },
  );
  return new Set(rows.map((row) => row.event_id));
}

/** An outbox row as the relay reads it (raw: PostgreSQL's column names, timestamps as text). */
interface OutboxRow {
  id: string;
  type: string;
  office_id: string;
  inbox_id: string | null;
  payload: unknown;
  occurred_at: string | Date;
}

export interface RelayLogger {
  error(obj: unknown, msg?: string): void;
}

/**
 * Publishes committed outbox rows in order. A command hands over the events it just committed
 * (`publishCommitted`), so they go out without being read back; rows nobody handed over (a
 * crashed replica's, a failed publish's, a service that only calls `wake`) are read and
 * published, at once on `wake` and every `pollMs` anyway. A published row is deleted (marking it
 * instead rewrote the whole row, payload and all, and kept it forever); handed-over rows are
 * deleted together, at most every `deleteEveryMs` (a round trip and a commit per batch would cost
 * more than the publishing), and before any read. A crash between publish and delete
 * republishes, and the bus drops the duplicate by id.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private readRequested = false;
  private stopped = true;
  private readonly handedOver: EventEnvelope[] = [];
  /** Ids published whose rows are not deleted yet. */
  private undeleted: string[] = [];
  private deleteTimer: NodeJS.Timeout | null = null;

  private readonly statements: { pending: string; deletePublished: string };

  constructor(
    private readonly db: Database,
    table: OutboxTable,
    private readonly bus: EventBus,
    private readonly logger: RelayLogger,
    private readonly options: { pollMs?: number; batchSize?: number; deleteEveryMs?: number } = {},
  ) {
    // Raw and prepared: the relay runs after every command, and these never change shape.
    const { schema, name } = getTableConfig(table);
    const target = `"${schema}"."${name}"`;
    this.statements = {
      pending: `select id, type, office_id, inbox_id, payload, occurred_at from ${target} order by seq limit $1`,
      deletePublished: `delete from ${target} where id = any($1::uuid[])`,
    };
  }

  private get batchSize() {
    return this.options.batchSize ?? 200;
  }

  start() {
    this.stopped = false;
    this.wake();
  }

  /** Rows were committed that nobody hands over: read and publish what is pending. */
  wake() {
    this.readRequested = true;
    this.run();
  }

  /** Call right after the commit that wrote these events (their outbox rows). */
  publishCommitted(events: EventEnvelope[]) {
    if (this.stopped || events.length === 0) return;
    this.handedOver.push(...events);
    this.run();
  }

  /** Publishes everything pending now (tests, shutdown). */
  async flush() {
    while (this.running) await this.running;
    while (this.handedOver.length > 0) await this.publishHandedOver();
    await this.deletePublished();
    while ((await this.publishBatch()) > 0) {
      /* until nothing is pending */
    }
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.running) await this.running.catch(() => undefined);
    await this.deletePublished().catch((error: unknown) => this.logger.error({ err: error }, 'outbox relay could not delete published rows'));
  }

  private run() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.publishPending().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.run();
      } else this.schedule();
    });
  }

  /** A read every `pollMs` even under load, for rows nobody handed over. */
  private schedule() {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.wake();
    }, this.options.pollMs ?? 1000);
    this.timer.unref?.();
  }

  private async publishPending() {
    try {
      while (this.handedOver.length > 0 && !this.stopped) await this.publishHandedOver();
      if (!this.readRequested) return;
      this.readRequested = false;
      await this.deletePublished(); // so the read does not publish them again
      // A batch short of the limit emptied the outbox: rows committed since then woke us again.
      while ((await this.publishBatch()) === this.batchSize && !this.stopped) {
        /* keep going while there is work */
      }
    } catch (error) {
      this.logger.error({ err: error }, 'outbox relay failed; will retry');
    }
  }

  /** Publishes handed-over events; their rows are deleted soon after. On failure the rows stay pending for a read. */
  private async publishHandedOver() {
    const events = this.handedOver.splice(0, this.batchSize);
    try {
      await Promise.all(events.map((event) => this.bus.publish(event)));
    } catch (error) {
      this.readRequested = true;
      throw error;
    }
    this.undeleted.push(...events.map((event) => event.id));
    if (this.undeleted.length >= this.batchSize) await this.deletePublished();
    else this.deleteTimer ??= setTimeout(() => void this.deletePublished().catch((error: unknown) => this.logger.error({ err: error }, 'outbox relay could not delete published rows')), this.options.deleteEveryMs ?? 50);
  }

  /** Deletes the rows published; rows a failure leaves are published again by a read, and dropped by the bus. */
  private async deletePublished() {
    if (this.deleteTimer) clearTimeout(this.deleteTimer);
    this.deleteTimer = null;
    if (this.undeleted.length === 0) return;
    const ids = this.undeleted;
    this.undeleted = [];
    await runPrepared(this.db, this.statements.deletePublished, [ids]);
  }

  /**
   * One batch: read pending rows, publish them, delete them. No transaction is held while
   * publishing (a connection is never held across a wait on the network). Replicas may
   * publish the same row twice; the bus drops the copy by event id.
   */
  async publishBatch(): Promise<number> {
    const { rows } = await runPrepared<OutboxRow>(this.db, this.statements.pending, [this.batchSize]);
    if (rows.length === 0) return 0;
    // Published in order on one connection; the acks are awaited together, not one by one.
    await Promise.all(
      rows.map((row) =>
        this.bus.publish({
          id: row.id,
          type: row.type,
          occurredAt: new Date(row.occurred_at).toISOString(),
          officeId: row.office_id,
          ...(row.inbox_id ? { inboxId: row.inbox_id } : {}),
          payload: row.payload,
        }),
      ),
    );
    await runPrepared(this.db, this.statements.deletePublished, [rows.map((row) => row.id)]);
    return rows.length;
  }
}

import { sql } from 'drizzle-orm';
import { bigserial, getTableConfig, index, jsonb, pgSchema, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EventDefinition, EventEnvelope } from '@balcao/contracts';
import type { z } from 'zod';
import { v7 as uuidv7 } from 'uuid';
import { insertJsonRows, runPrepared, type Database } from '../database';
import type { EventBus } from './bus';

type Schema = ReturnType<typeof pgSchema>;

/** The outbox table of one service, in its own schema (include it in the service's drizzle schema). */
export const outboxTable = (schema: Schema) =>
  schema.table(
    'outbox',
    {
      seq: bigserial('seq', { mode: 'number' }).primaryKey(),
      id: uuid('id').notNull().unique(),
      type: text('type').notNull(),
      officeId: uuid('office_id').notNull(),
      inboxId: uuid('inbox_id'),
      payload: jsonb('payload').notNull(),
      occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
      publishedAt: timestamp('published_at', { withTimezone: true }),
    },
    (table) => [index('outbox_unpublished_idx').on(table.seq).where(sql`${table.publishedAt} is null`)],
  );

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

/** Writes events in the caller's transaction with one statement; the relay publishes them after commit. */
export async function insertOutboxEvents(tx: Tx, table: OutboxTable, events: EventEnvelope[]) {
  if (events.length === 0) return;
  await insertJsonRows(
    tx,
    table,
    events.map((event) => ({ id: event.id, type: event.type, officeId: event.officeId, inboxId: event.inboxId ?? null, payload: event.payload, occurredAt: event.occurredAt })),
  );
}

/** Writes an event in the caller's transaction; the relay publishes it after commit. */
export async function addToOutbox<TType extends string, TPayload extends z.ZodType>(
  tx: Tx,
  table: OutboxTable,
  definition: EventDefinition<TType, TPayload>,
  input: EventInput<z.infer<TPayload>>,
): Promise<EventEnvelope<TType, z.infer<TPayload>>> {
  const payload = definition.payload.parse(input.payload);
  const event = {
    id: uuidv7(),
    type: definition.type,
    occurredAt: new Date().toISOString(),
    officeId: input.officeId,
    ...(input.inboxId ? { inboxId: input.inboxId } : {}),
    payload,
  };
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
  seq: string;
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
 * Publishes committed outbox rows in order. A crash between publish and mark republishes, and
 * the bus drops the duplicate by id.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;

  private readonly statements: { pending: string; markPublished: string };

  constructor(
    private readonly db: Database,
    table: OutboxTable,
    private readonly bus: EventBus,
    private readonly logger: RelayLogger,
    private readonly options: { pollMs?: number; batchSize?: number } = {},
  ) {
    // Raw and prepared: the relay runs after every command, and these two never change shape.
    const { schema, name } = getTableConfig(table);
    const target = `"${schema}"."${name}"`;
    this.statements = {
      pending: `select seq, id, type, office_id, inbox_id, payload, occurred_at from ${target} where published_at is null order by seq limit $1`,
      markPublished: `update ${target} set published_at = now() where seq = any($1::bigint[])`,
    };
  }

  start() {
    this.stopped = false;
    this.wake();
  }

  /** Call after a commit that wrote events. */
  wake() {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runUntilEmpty().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.wake();
      } else this.schedule();
    });
  }

  /** Publishes everything pending now (tests, shutdown). */
  async flush() {
    while (this.running) await this.running;
    while ((await this.publishBatch()) > 0) {
      /* until nothing is pending */
    }
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.running) await this.running.catch(() => undefined);
  }

  private schedule() {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.wake(), this.options.pollMs ?? 1000);
    this.timer.unref?.();
  }

  private async runUntilEmpty() {
    try {
      // A batch short of the limit emptied the outbox: rows committed since then woke us again.
      while ((await this.publishBatch()) === (this.options.batchSize ?? 200) && !this.stopped) {
        /* keep going while there is work */
      }
    } catch (error) {
      this.logger.error({ err: error }, 'outbox relay failed; will retry');
    }
  }

  /**
   * One batch: read pending rows, publish them, mark them. No transaction is held while
   * publishing (PGlite has one connection, and the database bus writes to it). Replicas may
   * publish the same row twice; the bus drops the copy by event id.
   */
  async publishBatch(): Promise<number> {
    const limit = this.options.batchSize ?? 200;
    const { rows } = await runPrepared<OutboxRow>(this.db, this.statements.pending, [limit]);
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
    await runPrepared(this.db, this.statements.markPublished, [rows.map((row) => row.seq)]);
    return rows.length;
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { pgSchema, text, uuid } from 'drizzle-orm/pg-core';
import { defineEvent, type EventEnvelope } from '@balcao/contracts';
import { z } from 'zod';
import { createTestInfra, type TestInfra } from '../testing';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { addToOutbox, handledEventsTable, OutboxRelay, outboxTable } from './outbox';
import { consumeEvents } from './consumer';
import type { EventBus } from './bus';
import { createPool, endPool, type Database } from '../database';

const schema = pgSchema('kit_test');
const outbox = outboxTable(schema);
const handled = handledEventsTable(schema);
const received = schema.table('received', { eventId: uuid('event_id').primaryKey(), note: text('note').notNull() });
const noteAdded = defineEvent('balcao.kit.note.added', z.object({ note: z.string() }));

const DDL = sql.raw(`
  create schema kit_test;
  create table kit_test.outbox (seq bigserial primary key, id uuid not null unique, type text not null, office_id uuid not null,
    inbox_id uuid, payload jsonb not null, occurred_at timestamptz not null default now());
  create table kit_test.handled_events (consumer text not null, event_id uuid not null, handled_at timestamptz not null default now(),
    primary key (consumer, event_id));
  create table kit_test.received (event_id uuid primary key, note text not null);
`);

const OFFICE = '00000000-0000-4000-8000-000000000001';

/** A bus that dies after N publishes, like a relay process killed mid-batch. */
function dyingBus(bus: EventBus, publishesBeforeDeath: number): EventBus {
  let left = publishesBeforeDeath;
  return {
    ...bus,
    kind: bus.kind,
    publish: async (event: EventEnvelope) => {
      if (left-- <= 0) throw new Error('relay killed');
      await bus.publish(event);
    },
  } as EventBus;
}

describe('transactional outbox', () => {
  let infra: TestInfra;
  let db: Database;
  let pool: pg.Pool;

  beforeAll(async () => {
    infra = await createTestInfra();
    pool = createPool(infra.database, { name: 'test', max: 5 });
    db = drizzle({ client: pool }) as unknown as Database;
    await db.execute(DDL);
  });

  afterAll(async () => {
    await endPool(infra.database, pool);
    await infra.cleanup();
  });

  it('loses no event and doubles none when the relay is killed mid-way and another takes over', async () => {
    const total = 100;
    for (let index = 0; index < total; index += 1) {
      await db.transaction(async (tx) => {
        await addToOutbox(tx, outbox, noteAdded, { officeId: OFFICE, payload: { note: `note ${index}` } });
      });
    }

    const silentLogger = { error: () => undefined };
    const killed = new OutboxRelay(db, outbox, dyingBus(infra.bus, 39), silentLogger, { batchSize: 25 });
    await expect(killed.flush()).rejects.toThrow('relay killed');
    await killed.stop();
    const result = (await db.execute(sql`select count(*)::int as pending from kit_test.outbox`)) as unknown as { rows: { pending: number }[] };
    const [{ pending }] = result.rows;
    expect(pending).toBe(75); // the first batch of 25 committed; the second died after publishing 14

    const replacement = new OutboxRelay(db, outbox, infra.bus, silentLogger, { batchSize: 25 });
    await replacement.flush();
    await replacement.stop();
    expect(await db.$count(outbox)).toBe(0); // a published row is deleted

    // JetStream dropped the 14 republished events by Nats-Msg-Id.
    expect(await infra.bus.storedCount()).toBe(total);

    // A consumer whose handler fails once still applies each event exactly once.
    let failedOnce = false;
    const subscription = await consumeEvents({
      bus: infra.bus,
      db,
      handledTable: handled,
      consumer: 'kit-test',
      events: [noteAdded],
      handle: async (tx, event) => {
        if (!failedOnce && event.payload.note === 'note 50') {
          failedOnce = true;
          throw new Error('transient failure');
        }
        await tx.insert(received).values({ eventId: event.id, note: event.payload.note });
      },
    });
    await expect.poll(async () => (await db.select().from(received)).length, { timeout: 20000 }).toBe(total);

    // Redelivering an already handled event changes nothing.
    const [first] = await db.select().from(received).limit(1);
    await infra.bus.publish({ id: first.eventId, type: noteAdded.type, occurredAt: new Date().toISOString(), officeId: OFFICE, payload: { note: first.note } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await subscription.stop();

    const rows = await db.select().from(received);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row.note)).size).toBe(total);
    expect(failedOnce).toBe(true);
  });

  it('publishes events handed over after their commit without reading them back, and reads what a failed hand-over left', async () => {
    const pendingCount = async () =>
      ((await db.execute(sql`select count(*)::int as pending from kit_test.outbox`)) as unknown as { rows: { pending: number }[] }).rows[0]
        .pending;
    const commit = () =>
      db.transaction(async (tx) => [await addToOutbox(tx, outbox, noteAdded, { officeId: OFFICE, payload: { note: `handed ${Math.random()}` } })]);
    const published: string[] = [];
    let failing = true;
    const watchedBus = {
      ...infra.bus,
      kind: infra.bus.kind,
      publish: async (event: EventEnvelope) => {
        if (failing) throw new Error('NATS unreachable');
        published.push(event.id);
        await infra.bus.publish(event);
      },
    } as EventBus;
    const relay = new OutboxRelay(db, outbox, watchedBus, { error: () => undefined }, { pollMs: 200 });
    // Started after the first commit's rows are already there: nothing pending besides this test's.
    expect(await pendingCount()).toBe(0);
    relay.start();

    const [lost] = await commit();
    relay.publishCommitted([lost]);
    await expect.poll(pendingCount).toBe(1); // the publish failed: the row is still pending
    failing = false;
    await expect.poll(() => published.includes(lost.id), { timeout: 5000 }).toBe(true); // a read found it

    await relay.stop();

    // A relay that would not read again for a minute still publishes and deletes what it is handed.
    const handingRelay = new OutboxRelay(db, outbox, watchedBus, { error: () => undefined }, { pollMs: 60_000 });
    handingRelay.start();
    await handingRelay.flush();
    const [handed] = await commit();
    handingRelay.publishCommitted([handed]);
    await expect.poll(pendingCount).toBe(0);
    expect(published.filter((id) => id === handed.id)).toEqual([handed.id]);
    await handingRelay.stop();

    // Deletes wait for company (here: for a read), and a read deletes first, so it publishes nothing again.
    const lateDeletingRelay = new OutboxRelay(db, outbox, watchedBus, { error: () => undefined }, { pollMs: 60_000, deleteEveryMs: 60_000 });
    lateDeletingRelay.start();
    await lateDeletingRelay.flush();
    const handedTogether = [...(await commit()), ...(await commit()), ...(await commit())];
    for (const event of handedTogether) lateDeletingRelay.publishCommitted([event]);
    await expect.poll(() => handedTogether.every((event) => published.includes(event.id))).toBe(true);
    expect(await pendingCount()).toBe(3); // published, not yet deleted
    lateDeletingRelay.wake();
    await expect.poll(pendingCount).toBe(0);
    await lateDeletingRelay.flush();
    for (const event of handedTogether) expect(published.filter((id) => id === event.id)).toEqual([event.id]);
    await lateDeletingRelay.stop();
  });
});

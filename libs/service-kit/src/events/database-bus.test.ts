import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@balcao/contracts';
import { connectDatabase, closeDatabase, type DatabaseConnection } from '../database';
import { createTestInfra, type TestInfra } from '../testing';
import { DatabaseEventBus } from './database-bus';

const TYPE = 'balcao.test.thing.happened';
const event = (type = TYPE): EventEnvelope => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  officeId: '00000000-0000-4000-8000-000000000001',
  payload: {},
});

describe('database bus (standalone without NATS) keeps the at-least-once contract across restarts', () => {
  let infra: TestInfra;
  let connection: DatabaseConnection;

  beforeAll(async () => {
    infra = await createTestInfra();
    connection = await connectDatabase({ url: infra.databaseUrl, dataDir: '.data' });
  });
  afterAll(async () => {
    await closeDatabase(connection);
    await infra.cleanup();
  });

  it('stores a republished event once and redelivers after a failed handler', async () => {
    const bus = await DatabaseEventBus.open(connection);
    const first = event();
    await bus.publish(first);
    await bus.publish(first);
    const seen: string[] = [];
    let failed = false;
    const sub = await bus.subscribe({
      durable: 'dedupe',
      types: [TYPE],
      handler: async (e) => {
        if (!failed) {
          failed = true;
          throw new Error('transient');
        }
        seen.push(e.id);
      },
    });
    await expect.poll(() => seen, { timeout: 5000 }).toEqual([first.id]);
    await sub.stop();
    await bus.close();
  });

  it('a consumer resumes after a restart, and one added later receives the whole history', async () => {
    const before = await DatabaseEventBus.open(connection);
    const early = event();
    const seen: string[] = [];
    const sub = await before.subscribe({ durable: 'resume', types: [TYPE], handler: async (e) => void seen.push(e.id) });
    await before.publish(early);
    await expect.poll(() => seen).toContain(early.id);
    await sub.stop();
    const missed = event();
    await before.publish(missed);
    await before.publish(event('balcao.test.other.happened'));
    await before.close();

    const after = await DatabaseEventBus.open(connection);
    const resumed: string[] = [];
    await after.subscribe({ durable: 'resume', types: [TYPE], handler: async (e) => void resumed.push(e.id) });
    await expect.poll(() => resumed).toEqual([missed.id]);

    const latecomer: string[] = [];
    await after.subscribe({ durable: 'added-later', types: [TYPE], handler: async (e) => void latecomer.push(e.id) });
    await expect.poll(() => latecomer.length).toBeGreaterThanOrEqual(2);
    expect(latecomer).toContain(early.id);
    expect(latecomer).toContain(missed.id);
    await after.close();
  });
});

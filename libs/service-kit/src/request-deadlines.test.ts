import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import { messages } from '@balcao/contracts';
import { createServiceApp, SERVICE_PLUGIN_TIMEOUT_MS, type ServiceApp } from './app';
import { createPool, runTransaction, type Database } from './database';
import { createTestInfra, type TestInfra } from './testing';

/**
 * No request stays without an answer: whatever makes a handler wait on the database or on
 * nothing at all, the client gets a pt-BR 503 in bounded time, and the server still answers
 * the next read at once.
 */
describe('deadlines of every request', () => {
  let infra: TestInfra;
  let app: ServiceApp;
  let db: Database;

  beforeAll(async () => {
    infra = await createTestInfra({
      DATABASE_CONNECT_TIMEOUT_MS: 300,
      DATABASE_STATEMENT_TIMEOUT_MS: 400,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 400,
      HTTP_HANDLER_TIMEOUT_MS: 1_500,
    });
    app = await createServiceApp({ name: 'kit-deadlines', infra });
    // One connection: a command that reads through the pool while its own transaction holds
    // that connection waits for itself (the deadlock class of a single-connection database).
    db = drizzle({ client: createPool(infra.database, { name: 'deadlines', max: 1 }) }) as unknown as Database;
    const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
    app.get('/read', async () => rowsOf(await db.execute(sql`select 1 as one`)));
    app.get('/slow-statement', async () => rowsOf(await db.execute(sql`select pg_sleep(5)`)));
    app.get('/read-beside-own-transaction', async () =>
      runTransaction(db, async (tx) => {
        await tx.execute(sql`select 1`);
        return rowsOf(await db.execute(sql`select 2`));
      }),
    );
    app.get('/transaction-left-idle', async () =>
      runTransaction(db, async (tx) => {
        await tx.execute(sql`select 1`);
        await new Promise((resolve) => setTimeout(resolve, 800));
        return rowsOf(await tx.execute(sql`select 2`));
      }),
    );
    app.get('/never-answers', () => new Promise(() => undefined));
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await infra.cleanup();
  });

  async function expectUnavailableWithin(url: string, ms: number) {
    const started = Date.now();
    const response = await app.inject({ url });
    expect(Date.now() - started).toBeLessThan(ms);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: messages.serviceUnavailable });
    const next = await app.inject({ url: '/read' });
    expect(next.statusCode).toBe(200);
  }

  it('cancels a statement that runs past its timeout', async () => {
    await expectUnavailableWithin('/slow-statement', 3_000);
  });

  it('gives up waiting for a connection its own transaction holds', async () => {
    await expectUnavailableWithin('/read-beside-own-transaction', 3_000);
  });

  it('ends a transaction left idle between two statements', async () => {
    await expectUnavailableWithin('/transaction-left-idle', 3_000);
  });

  it('answers a handler that never finishes', async () => {
    await expectUnavailableWithin('/never-answers', 4_000);
  });

  it('is ready only while the database, the bus and the store answer', async () => {
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(200);
    app.readinessChecks.push(() => new Promise(() => undefined));
    const started = Date.now();
    expect((await app.inject({ url: '/ready' })).statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(3_000);
    app.readinessChecks.pop();
  });
});

describe('the start of a service', () => {
  it('waits for a plugin that waits for the bus to recover longer than Fastify\'s 10 s, within the chart\'s 120 s startup probe', async () => {
    const infra = await createTestInfra();
    try {
      const app = await createServiceApp({ name: 'kit-slow-start', infra });
      expect(app.initialConfig.pluginTimeout).toBe(SERVICE_PLUGIN_TIMEOUT_MS);
      expect(SERVICE_PLUGIN_TIMEOUT_MS).toBeGreaterThanOrEqual(60_000 + 10_000);
      expect(SERVICE_PLUGIN_TIMEOUT_MS).toBeLessThan(120_000);
      await app.close();
    } finally {
      await infra.cleanup();
    }
  });
});

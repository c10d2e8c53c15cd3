import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyPluginAsync } from 'fastify';
import { billingEvents, type OfficeAccess } from '@balcao/contracts';
import { createServiceApp, type ServiceApp } from '../app';
import { createPool, type Database } from '../database';
import { envelopeOf } from '../events/outbox';
import { registerSessionCheck } from '../auth-guard';
import { createTestInfra, tokenClaimsSessionCheck, type TestInfra } from '../testing';
import { registerAccessGate } from './access-gate';
import { officeAccessOf } from './office-access';

const EXEMPT = randomUUID();

/** A service with the gate, one signed-in route, one allowed path and one public route. */
const gatedService: FastifyPluginAsync<{ db: Database; infra: TestInfra }> = async (app, { db, infra }) => {
  await registerAccessGate(app, { infra, db, schemaName: 'gated', allow: ['/api/realtime'], exemptOfficeIds: new Set([EXEMPT]) });
  await app.register(async (routes) => {
    routes.addHook('onRequest', routes.authenticate);
    routes.get('/leads', async () => ({ ok: true }));
    routes.get('/realtime', async () => ({ ok: true }));
  });
  app.get('/public', async () => ({ ok: true }));
};

describe('subscription access gate', () => {
  let infra: TestInfra;
  let app: ServiceApp;
  let db: Database;
  const version = new Map<string, number>();

  beforeAll(async () => {
    infra = await createTestInfra();
    db = drizzle({ client: createPool(infra.database, { name: 'gate-test', max: 2 }) }) as unknown as Database;
    await db.execute(sql`create schema if not exists gated`);
    app = await createServiceApp({ name: 'gate-test', infra });
    registerSessionCheck(app, tokenClaimsSessionCheck);
    await app.register(gatedService, { db, infra, prefix: '/api' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await infra?.cleanup();
  });

  const tokenOf = (officeId: string) => app.jwt.sign({ sub: randomUUID(), officeId, roleId: randomUUID(), permissions: [] });
  const get = (url: string, officeId?: string) => app.inject({ url, headers: officeId ? { authorization: `Bearer ${tokenOf(officeId)}` } : {} });

  async function publishAccess(officeId: string, access: Partial<OfficeAccess>, explicitVersion?: number) {
    const next = explicitVersion ?? (version.get(officeId) ?? 0) + 1;
    version.set(officeId, Math.max(next, version.get(officeId) ?? 0));
    const payload: OfficeAccess = { state: 'trial', accessUntil: null, planEndIn: null, planId: null, subscriptionId: null, planName: null, limits: null, isCanceled: false, isOverdue: false, version: next, ...access };
    await infra.bus.publish(envelopeOf(billingEvents.accessChanged, { officeId, payload }));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { rows } = (await db.execute(sql`select version from gated.office_access where office_id = ${officeId}`)) as unknown as { rows: { version: number }[] };
      if (rows[0] && rows[0].version >= next) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('projection did not catch up');
  }

  it('answers 402 in pt-BR to an inactive office, but lets it reach allowed paths', async () => {
    const office = randomUUID();
    await publishAccess(office, { state: 'inactive', isOverdue: true });
    const blocked = await get('/api/leads', office);
    expect(blocked.statusCode).toBe(402);
    expect(blocked.json()).toMatchObject({ code: 'SUBSCRIPTION_INACTIVE', message: expect.stringMatching(/^Assinatura inativa/) });
    expect((await get('/api/realtime', office)).statusCode).toBe(200);
    expect((await get('/api/public')).statusCode).toBe(200);
  });

  it('lets active, trial, unknown and exempt offices through', async () => {
    const active = randomUUID();
    const trial = randomUUID();
    await publishAccess(active, { state: 'active' });
    await publishAccess(trial, { state: 'trial', accessUntil: new Date(Date.now() + 86_400_000).toISOString() });
    await publishAccess(EXEMPT, { state: 'inactive' });
    for (const office of [active, trial, randomUUID(), EXEMPT]) expect((await get('/api/leads', office)).statusCode).toBe(200);
  });

  it('blocks a trial once its end has passed, before billing says so', async () => {
    const office = randomUUID();
    await publishAccess(office, { state: 'trial', accessUntil: new Date(Date.now() - 1000).toISOString() });
    expect((await get('/api/leads', office)).statusCode).toBe(402);
  });

  it('keeps the newest state when an older event arrives late, and unblocks on payment', async () => {
    const office = randomUUID();
    await publishAccess(office, { state: 'inactive' }, 5);
    await infra.bus.publish(envelopeOf(billingEvents.accessChanged, { officeId: office, payload: { state: 'active', accessUntil: null, planEndIn: null, planId: null, isCanceled: false, isOverdue: false, version: 3 } }));
    // Events are handled in order: once a later one is applied, the late one was seen (and ignored).
    await publishAccess(randomUUID(), { state: 'active' });
    expect(await officeAccessOf(db, 'gated', office)).toMatchObject({ state: 'inactive' });
    expect((await get('/api/leads', office)).statusCode).toBe(402);
    await publishAccess(office, { state: 'active' }, 6);
    expect((await get('/api/leads', office)).statusCode).toBe(200);
  });
});

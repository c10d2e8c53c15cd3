import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp, type ServiceApp } from './app';
import { inProgressSecondsFor } from './idempotency';
import { registerSessionCheck } from './auth-guard';
import { createTestInfra, tokenClaimsSessionCheck, type TestInfra } from './testing';

describe('Idempotency-Key and pt-BR errors on the service base', () => {
  let infra: TestInfra;
  let app: ServiceApp;
  let created = 0;
  let token: string;

  beforeAll(async () => {
    infra = await createTestInfra();
    app = await createServiceApp({ name: 'kit-test', infra });
    registerSessionCheck(app, tokenClaimsSessionCheck);
    app.post(
      '/things',
      { onRequest: [app.authenticate], config: { idempotent: true }, schema: { body: z.object({ name: z.string().min(4, 'O campo precisa de pelo menos 4 caracteres') }) } },
      async (request) => ({ id: ++created, name: request.body.name }),
    );
    app.get('/boom', async () => {
      throw new Error('database exploded with secret details');
    });
    await app.ready();
    token = app.jwt.sign({ sub: 'user-1', officeId: 'office-1', roleId: 'role-1', permissions: [] });
  });

  afterAll(async () => {
    await app.close();
    await infra.cleanup();
  });

  it('answers a repeated create with the first response and does nothing again', async () => {
    const send = () =>
      app.inject({ method: 'POST', url: '/things', payload: { name: 'Primeiro' }, headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'abc-123' } });
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(created).toBe(1);
  });

  it('rejects bad input with 400, the pt-BR message and the field named', async () => {
    const response = await app.inject({ method: 'POST', url: '/things', payload: { name: 'ab' }, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'O campo precisa de pelo menos 4 caracteres', field: 'name' });
    expect(response.json().requestId).toBeTruthy();
  });

  it('refuses a request without a valid token', async () => {
    const response = await app.inject({ method: 'POST', url: '/things', payload: { name: 'Primeiro' }, headers: { authorization: 'Bearer nope' } });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Sessão expirada. Entre novamente.');
  });

  it('masks unexpected failures as a pt-BR 500 without leaking details', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe('Erro interno no servidor');
    expect(response.body).not.toContain('secret');
  });
});

describe('Idempotency-Key while Redis restarts (found by the chaos run)', () => {
  let infra: TestInfra;
  let app: ServiceApp;
  let token: string;
  let created = 0;
  const redisDown = () => Object.assign(new Error('Reached the max retries per request limit (which is 3). Refer to "maxRetriesPerRequest" option for details.'), { name: 'MaxRetriesPerRequestError' });

  beforeAll(async () => {
    infra = await createTestInfra();
    app = await createServiceApp({ name: 'kit-idem-redis', infra });
    registerSessionCheck(app, tokenClaimsSessionCheck);
    app.post('/things', { onRequest: [app.authenticate], config: { idempotent: true } }, async () => ({ id: ++created }));
    await app.ready();
    token = app.jwt.sign({ sub: 'user-2', officeId: 'office-1', roleId: 'role-1', permissions: [] });
  });
  afterAll(async () => {
    await app.close();
    await infra.cleanup();
  });
  const send = (key: string) => app.inject({ method: 'POST', url: '/things', headers: { authorization: `Bearer ${token}`, 'idempotency-key': key } });

  it('answers what was done when the answer cannot be kept, instead of a 500 that invites the retry', async () => {
    const set = infra.store.set.bind(infra.store);
    infra.store.set = async () => Promise.reject(redisDown());
    try {
      const response = await send('kept-nowhere');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id: 1 });
    } finally {
      infra.store.set = set;
    }
  });

  it('answers a pt-BR 503, having done nothing, when the key cannot be claimed', async () => {
    const setIfAbsent = infra.store.setIfAbsent.bind(infra.store);
    infra.store.setIfAbsent = async () => Promise.reject(redisDown());
    try {
      const response = await send('claimed-nowhere');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/indispon/i);
      expect(created).toBe(1);
    } finally {
      infra.store.setIfAbsent = setIfAbsent;
    }
  });
});

describe('Idempotency-Key of a request whose replica died mid-way (found by the chaos run)', () => {
  let infra: TestInfra;
  let app: ServiceApp;
  let token: string;
  let release: () => void = () => undefined;

  beforeAll(async () => {
    infra = await createTestInfra({ HTTP_HANDLER_TIMEOUT_MS: 2_000 });
    app = await createServiceApp({ name: 'kit-idem-claim', infra });
    registerSessionCheck(app, tokenClaimsSessionCheck);
    app.post('/slow', { onRequest: [app.authenticate], config: { idempotent: true } }, async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { ok: true };
    });
    await app.ready();
    token = app.jwt.sign({ sub: 'user-3', officeId: 'office-1', roleId: 'role-1', permissions: [] });
  });
  afterAll(async () => {
    release();
    await app.close();
    await infra.cleanup();
  });

  it('holds the claim only past the handler deadline, and the answer for a day', async () => {
    const { redis } = infra.store as unknown as { redis: { ttl(key: string): Promise<number>; keys(pattern: string): Promise<string[]> } };
    expect(redis, 'these tests run against Redis').toBeDefined();
    const answered = app.inject({ method: 'POST', url: '/slow', headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'killed-mid-way' } });
    await expect.poll(async () => (await redis.keys(`*idem:user-3:*killed-mid-way`)).length).toBe(1);
    const [key] = await redis.keys(`*idem:user-3:*killed-mid-way`);
    const unprefixed = key.slice(infra.config.REDIS_KEY_PREFIX.length);
    const claimTtl = await redis.ttl(unprefixed);
    expect(claimTtl).toBeGreaterThan(0);
    expect(claimTtl).toBeLessThanOrEqual(inProgressSecondsFor(2_000));
    release();
    await answered;
    expect(await redis.ttl(unprefixed)).toBeGreaterThan(23 * 60 * 60);
  });
});


import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_VERIFY_SUBJECT } from '@balcao/contracts';
import { createServiceApp, type ServiceApp } from './app';
import { principalOf, registerSessionCheck } from './auth-guard';
import { createTestInfra, tokenClaimsSessionCheck, type TestInfra } from './testing';

const VERIFY_TIMEOUT_MS = 400;
const wellFormedKey = () => `blc_${randomBytes(16).toString('hex')}_${randomBytes(32).toString('base64url')}`;

/** A service whose auth does not answer refuses API keys with a 503 in Portuguese, within the timeout: never a hang, never let in. */
describe('API key guard when auth cannot answer', () => {
  let infra: TestInfra;
  let app: ServiceApp;

  beforeAll(async () => {
    // Its own NATS subjects: no auth replica serves this service's key verifications.
    infra = await createTestInfra({ API_KEY_VERIFY_TIMEOUT_MS: VERIFY_TIMEOUT_MS });
    app = await createServiceApp({ name: 'key-guard-test', infra });
    registerSessionCheck(app, tokenClaimsSessionCheck);
    app.get('/api/conversation', { onRequest: app.authenticate }, async (request) => principalOf(request));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await infra?.cleanup();
  });

  const callWithKey = () => app.inject({ url: '/api/conversation', headers: { authorization: `Bearer ${wellFormedKey()}` } });

  it('answers 503 at once when no auth replica is there', async () => {
    const started = Date.now();
    const response = await callWithKey();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'API_KEY_UNAVAILABLE', message: 'Não foi possível verificar a chave de API agora. Tente novamente em instantes.' });
    expect(Date.now() - started).toBeLessThan(VERIFY_TIMEOUT_MS + 1_000);
  });

  it('answers 503 within the timeout when auth is too slow to answer', async () => {
    // An auth replica that hangs: its answer comes after the caller gave up.
    const hanging = await infra.bus.serve!(API_KEY_VERIFY_SUBJECT, () => new Promise((resolve) => setTimeout(() => resolve({ principal: null }), 5 * VERIFY_TIMEOUT_MS)));
    try {
      const started = Date.now();
      const response = await callWithKey();
      const took = Date.now() - started;
      expect(response.statusCode).toBe(503);
      expect(took).toBeGreaterThanOrEqual(VERIFY_TIMEOUT_MS - 50);
      expect(took).toBeLessThan(VERIFY_TIMEOUT_MS + 1_000);
    } finally {
      await hanging.stop();
    }
  });

  it('refuses a key with a malformed answer from the verifier', async () => {
    const confused = await infra.bus.serve!(API_KEY_VERIFY_SUBJECT, async () => ({ principal: { keyId: 'x' } }));
    try {
      expect((await callWithKey()).statusCode).toBe(503);
    } finally {
      await confused.stop();
    }
  });
});

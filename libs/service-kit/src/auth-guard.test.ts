import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp, type ServiceApp } from './app';
import { principalOf, registerSessionCheck } from './auth-guard';
import { createTestInfra, tokenClaimsSessionCheck, type TestInfra } from './testing';

/** The guard remembers tokens it verified: the answers must stay those of each token itself. */
describe('auth guard', () => {
  let infra: TestInfra;
  let app: ServiceApp;

  beforeAll(async () => {
    infra = await createTestInfra();
    app = await createServiceApp({ name: 'guard-test', infra });
    registerSessionCheck(app, tokenClaimsSessionCheck);
    app.get('/me', { onRequest: app.authenticate }, async (request) => principalOf(request));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await infra?.cleanup();
  });

  const claims = () => ({ sub: randomUUID(), officeId: randomUUID(), roleId: randomUUID(), permissions: ['view:crm'] });
  /** An RS256 token built by hand, with whatever claims and key. */
  const rs256 = (payload: object, privateKey: string) => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const signed = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(payload)}`;
    return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), privateKey).toString('base64url')}`;
  };
  const me = (token: string) => app.inject({ url: '/me', headers: { authorization: `Bearer ${token}` } });

  it("answers each token's own principal, the first time and again", async () => {
    const [first, second] = [claims(), claims()];
    const [firstToken, secondToken] = [app.jwt.sign(first), app.jwt.sign(second)];
    for (let round = 0; round < 2; round += 1) {
      expect((await me(firstToken)).json()).toEqual({ userId: first.sub, officeId: first.officeId, roleId: first.roleId, permissions: first.permissions, isManager: false });
      expect((await me(secondToken)).json()).toMatchObject({ userId: second.sub, officeId: second.officeId });
    }
  });

  it('refuses a token whose payload was changed, even after the genuine one was verified', async () => {
    const genuine = app.jwt.sign(claims());
    expect((await me(genuine)).statusCode).toBe(200);
    const [header, , signature] = genuine.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims(), exp: Math.floor(Date.now() / 1000) + 3600 })).toString('base64url');
    expect((await me(`${header}.${forgedPayload}.${signature}`)).statusCode).toBe(401);
    expect((await me(`${genuine}x`)).statusCode).toBe(401);
  });

  it('refuses an expired token, a token signed by another key and no token', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await me(rs256({ ...claims(), iat: now - 60, exp: now + 60 }, infra.keys.privateKey!))).statusCode).toBe(200);
    expect((await me(rs256({ ...claims(), iat: now - 3600, exp: now - 10 }, infra.keys.privateKey!))).statusCode).toBe(401);
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
    expect((await me(rs256({ ...claims(), iat: now, exp: now + 60 }, privateKey))).statusCode).toBe(401);
    expect((await app.inject({ url: '/me' })).statusCode).toBe(401);
  });

  it("never lets a valid token in where the service registered no session check (its user's current state is unknown)", async () => {
    const bare = await createServiceApp({ name: 'guard-test-bare', infra });
    bare.get('/me', { onRequest: bare.authenticate }, async (request) => principalOf(request));
    await bare.ready();
    try {
      const response = await bare.inject({ url: '/me', headers: { authorization: `Bearer ${app.jwt.sign(claims())}` } });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('view:crm');
    } finally {
      await bare.close();
    }
  });
});

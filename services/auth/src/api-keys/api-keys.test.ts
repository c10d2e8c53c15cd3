import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeyVerification, authEvents, type ApiKey, type CreatedApiKey, type Inbox } from '@balcao/contracts';
import { outboxesEmptied, recordPublishedEvents } from '@balcao/service-kit/testing';
import { apiKeys } from '../db/schema';
import { sha256 } from '../shared/secrets';
import { verifyApiKey } from './api-keys.service';
import { addAttendant, addUserWithProfile, call, signUpOffice, startAuthTestApp, type AuthTestApp, type SignedUpOffice } from '../testing/auth-test-app';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Configurações › Integrações de API: the Gestor's keys, their validation and who may touch them (issue 41). */
describe('API keys', () => {
  let ctx: AuthTestApp;
  let office: SignedUpOffice;
  let otherOffice: SignedUpOffice;
  let published: ReturnType<typeof recordPublishedEvents>;

  beforeAll(async () => {
    ctx = await startAuthTestApp();
    published = recordPublishedEvents(ctx.infra.bus);
    office = await signUpOffice(ctx.app);
    otherOffice = await signUpOffice(ctx.app, 'Outro Gestor');
  });
  afterAll(() => ctx?.close());

  const validBody = (overrides: Record<string, unknown> = {}) => ({ name: 'Integração BI', scopes: ['conversas:read', 'crm:write'], inboxIds: [office.inboxId], expiresAt: inDays(90), ...overrides });
  const create = (payload: unknown, token = office.token) => call(ctx.app, { method: 'POST', url: '/api/api-key', token, payload });

  it('shows the secret once, at creation, and keeps only its SHA-256', async () => {
    const response = await create(validBody());
    expect(response.statusCode).toBe(201);
    const created = response.json<CreatedApiKey>();
    expect(created).toMatchObject({ name: 'Integração BI', scopes: ['conversas:read', 'crm:write'], inboxIds: [office.inboxId], status: 'ACTIVE', lastUsedAt: null, revokedAt: null });
    expect(created.createdBy).toEqual({ id: office.userId, name: 'Maria Souza' });
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(Object.values(row!).map(String)).not.toContain(created.secret);
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(-43));
    const listed = await call(ctx.app, { url: '/api/api-key', token: office.token });
    expect(listed.statusCode).toBe(200);
    const keys = listed.json<Array<ApiKey & { secret?: string }>>();
    expect(keys.find((key) => key.id === created.id)).toMatchObject({ name: 'Integração BI', status: 'ACTIVE' });
    expect(keys.every((key) => key.secret === undefined)).toBe(true);
    expect(listed.body).not.toContain(created.secret.slice(-43));
  });

  it('keeps no replay of the answer holding the secret, even when the client sends an Idempotency-Key', async () => {
    const headers = { 'idempotency-key': 'chave-repetida-0001' };
    const first = await call(ctx.app, { method: 'POST', url: '/api/api-key', token: office.token, payload: validBody({ name: 'Sem replay' }), headers });
    const second = await call(ctx.app, { method: 'POST', url: '/api/api-key', token: office.token, payload: validBody({ name: 'Sem replay' }), headers });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replay']).toBeUndefined();
    const secret = first.json<CreatedApiKey>().secret.slice(-43);
    const redis = ctx.infra.store.redis!;
    const prefix = ctx.infra.config.REDIS_KEY_PREFIX;
    const stored = (await redis.keys('*')).map((key) => key.slice(prefix.length));
    expect(stored.length).toBeGreaterThan(0);
    const values = await Promise.all(stored.map(async (key) => ((await redis.type(key)) === 'string' ? redis.get(key) : JSON.stringify(await redis.hgetall(key).catch(() => ({}))))));
    expect(values.join('\n')).not.toContain(secret);
  });

  it('announces created and revoked keys for the audit log and webhooks, without the secret', async () => {
    const created = (await create(validBody({ name: 'Anunciada' }))).json<CreatedApiKey>();
    await call(ctx.app, { method: 'POST', url: `/api/api-key/${created.id}/revoke`, token: office.token });
    await outboxesEmptied(ctx.db as never, ['auth']);
    const announced = published.ofType(authEvents.apiKeyCreated.type).filter((event) => event.payload.id === created.id);
    const revoked = published.ofType(authEvents.apiKeyRevoked.type).filter((event) => event.payload.id === created.id);
    expect(announced).toHaveLength(1);
    expect(revoked).toHaveLength(1);
    expect(announced[0]).toMatchObject({ officeId: office.id, payload: { name: 'Anunciada', userId: office.userId, scopes: ['conversas:read', 'crm:write'] } });
    expect(JSON.stringify([...announced, ...revoked])).not.toContain(created.secret.slice(-43));
  });

  it.each([
    [{ name: '' }, 'name', 'Nome da chave é obrigatório'],
    [{ name: 'x'.repeat(81) }, 'name', 'O nome da chave pode ter até 80 caracteres'],
    [{ scopes: [] }, 'scopes', 'Selecione pelo menos uma permissão'],
    [{ scopes: ['usuarios:write'] }, 'scopes.0', 'Permissão inválida'],
    [{ inboxIds: [] }, 'inboxIds', 'Selecione pelo menos um workspace'],
    [{ inboxIds: ['nao-e-um-id'] }, 'inboxIds.0', 'Workspace inválido'],
    [{ expiresAt: undefined }, 'expiresAt', 'Escolha a data de expiração'],
    [{ expiresAt: inDays(-1) }, 'expiresAt', 'A data de expiração precisa ser no futuro'],
    [{ expiresAt: inDays(400) }, 'expiresAt', 'A chave pode valer por até 366 dias'],
  ])('refuses %j naming the field %s', async (overrides, field, message) => {
    const before = await ctx.db.select().from(apiKeys);
    const response = await create(validBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field, message });
    expect(await ctx.db.select().from(apiKeys)).toHaveLength(before.length);
  });

  it("refuses another office's workspace", async () => {
    const response = await create(validBody({ inboxIds: [otherOffice.inboxId] }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'inboxIds', message: 'Workspace inválido' });
  });

  it('lets only the Gestor create, list and revoke keys', async () => {
    const key = (await create(validBody())).json<CreatedApiKey>();
    const attendant = await addAttendant(ctx.app, office);
    // Even a profile with every permission a non-Gestor can have is not the Gestor.
    const trusted = await addUserWithProfile(ctx.app, office, ['view:crm', 'view:agents', 'view:flow', 'view:users', 'view:teams']);
    for (const token of [attendant.token, trusted.token]) {
      expect((await call(ctx.app, { url: '/api/api-key', token })).statusCode).toBe(403);
      expect((await create(validBody(), token)).statusCode).toBe(403);
      expect((await call(ctx.app, { method: 'POST', url: `/api/api-key/${key.id}/revoke`, token })).statusCode).toBe(403);
    }
    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.revokedAt).toBeNull();
    expect((await call(ctx.app, { url: '/api/api-key' })).statusCode).toBe(401);
  });

  it("keeps each office's keys to itself", async () => {
    const key = (await create(validBody({ name: 'Só nossa' }))).json<CreatedApiKey>();
    const theirs = await call(ctx.app, { url: '/api/api-key', token: otherOffice.token });
    expect(theirs.json<ApiKey[]>().map((candidate) => candidate.id)).not.toContain(key.id);
    expect((await call(ctx.app, { method: 'POST', url: `/api/api-key/${key.id}/revoke`, token: otherOffice.token })).statusCode).toBe(404);
    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row!.revokedAt).toBeNull();
  });

  it('reaches every workspace when asked, also one created later', async () => {
    const key = (await create(validBody({ inboxIds: [], allInboxes: true }))).json<CreatedApiKey>();
    expect(key.inboxIds).toBeNull();
    const later = (await call(ctx.app, { method: 'POST', url: '/api/inbox', token: office.token, payload: { name: 'Tributário' } })).json<Inbox>();
    const principal = await verifyApiKey(ctx.db, apiKeyVerification(key.secret, sha256)!);
    expect(principal).toMatchObject({ keyId: key.id, officeId: office.id });
    expect(principal!.inboxIds).toEqual(expect.arrayContaining([office.inboxId, later.id]));
  });
});

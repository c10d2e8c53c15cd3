import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedApiKey } from '@balcao/contracts';
import { startCrmTestApp, type CrmTestApp, type TestUser } from '../testing/crm-test-app';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A key reaches the CRM as it reaches conversations (issue 41): its scope, its office, its workspaces. */
describe('API key access to the CRM', () => {
  let t: CrmTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let secondInbox: string;

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    secondInbox = await t.addInbox(owner);
  });
  afterAll(async () => t?.close());

  const createKey = (scopes: string[], inboxIds = [owner.inboxId]) =>
    t.expectOk<CreatedApiKey>({ method: 'POST', url: '/api/api-key', as: owner, payload: { name: 'CRM externo', scopes, inboxIds, expiresAt: inDays(30) } }, 201);
  const asKey = (key: CreatedApiKey) => ({ token: key.secret });

  it('reads and creates funnels of its workspace with crm:write', async () => {
    const key = await createKey(['crm:write']);
    const created = await t.call({ method: 'POST', url: '/api/funnel', as: asKey(key), payload: { name: 'Funil da integração', inboxId: owner.inboxId } });
    expect(created.statusCode).toBe(201);
    const list = await t.call({ url: '/api/funnel', as: asKey(key), query: { inboxId: owner.inboxId } });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Funil da integração');
  });

  it('reads but never writes with crm:read', async () => {
    const key = await createKey(['crm:read']);
    expect((await t.call({ url: '/api/funnel', as: asKey(key), query: { inboxId: owner.inboxId } })).statusCode).toBe(200);
    const write = await t.call({ method: 'POST', url: '/api/funnel', as: asKey(key), payload: { name: 'Não deveria', inboxId: owner.inboxId } });
    expect(write.statusCode).toBe(403);
  });

  it('is refused the CRM without a CRM scope, and sees no other workspace or office', async () => {
    const conversationsOnly = await createKey(['conversas:write']);
    expect((await t.call({ url: '/api/funnel', as: asKey(conversationsOnly), query: { inboxId: owner.inboxId } })).statusCode).toBe(403);
    const key = await createKey(['crm:write']);
    for (const inboxId of [secondInbox, otherOffice.inboxId]) {
      const read = await t.call({ url: '/api/funnel', as: asKey(key), query: { inboxId } });
      expect(read.statusCode).toBe(404);
      const write = await t.call({ method: 'POST', url: '/api/funnel', as: asKey(key), payload: { name: 'Invasão', inboxId } });
      expect(write.statusCode).toBe(404);
    }
  });
});

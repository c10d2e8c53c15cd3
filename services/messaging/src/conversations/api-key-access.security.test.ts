import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationList, CreateApiKeyBody, CreatedApiKey } from '@balcao/contracts';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

const RATE_LIMIT = 15;
const FAILURES_PER_MINUTE = 10;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * An office's API key calls the same /api routes a user does (issue 41): only its office, its
 * workspaces and its scopes; refused when garbled, expired or revoked (on the very next request),
 * and limited per key.
 */
describe('API key access to conversations', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let secondInbox: string;
  let otherOfficeConversation: string;

  beforeAll(async () => {
    t = await startMessagingTestApp({ API_KEY_RATE_LIMIT_PER_MINUTE: RATE_LIMIT, API_KEY_FAILURES_PER_MINUTE: FAILURES_PER_MINUTE });
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    secondInbox = await t.addInbox(owner);
    const device = await t.connectDevice(owner);
    await t.clientSays(device.integrationId, '11960001001', 'Preciso de ajuda com meu processo');
    const secondDevice = await t.connectDevice({ ...owner, inboxId: secondInbox });
    await t.clientSays(secondDevice.integrationId, '11960001002', 'Assunto do trabalhista');
    const otherDevice = await t.connectDevice(otherOffice);
    await t.clientSays(otherDevice.integrationId, '11960001003', 'Cliente do outro escritório');
    otherOfficeConversation = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: otherOffice, query: { inboxId: otherOffice.inboxId } })).data[0]!.id;
  });
  afterAll(async () => t?.close());

  const createKey = (as: TestUser, body: Partial<CreateApiKeyBody> = {}) =>
    t.expectOk<CreatedApiKey>(
      { method: 'POST', url: '/api/api-key', as, payload: { name: 'Integração BI', scopes: ['conversas:read'], inboxIds: [as.inboxId], expiresAt: inDays(30), ...body } },
      201,
    );
  const asKey = (key: CreatedApiKey) => ({ token: key.secret });
  const listConversations = (key: CreatedApiKey, inboxId = owner.inboxId) => t.call({ url: '/api/conversation', as: asKey(key), query: { inboxId } });

  it('reads the conversations of its office and workspace, as a user would', async () => {
    const key = await createKey(owner);
    expect(key.secret).toMatch(/^blc_[0-9a-f]{32}_[A-Za-z0-9_-]{43}$/);
    const response = await listConversations(key);
    expect(response.statusCode).toBe(200);
    const list = response.json<ConversationList>();
    expect(list.data).toHaveLength(1);
    expect(list.data[0]!.inboxId).toBe(owner.inboxId);
    const detail = await t.call({ url: `/api/conversation/${list.data[0]!.id}`, as: asKey(key) });
    expect(detail.statusCode).toBe(200);
  });

  it('stores only a hash of the key, never sends the secret over the bus, and says when it was last used', async () => {
    const key = await createKey(owner);
    const asked: string[] = [];
    const request = t.infra.bus.request!.bind(t.infra.bus);
    t.infra.bus.request = async (subject, data, options) => {
      asked.push(JSON.stringify(data));
      return request(subject, data, options);
    };
    try {
      expect((await listConversations(key)).statusCode).toBe(200);
    } finally {
      t.infra.bus.request = request;
    }
    expect(asked.join('')).toContain(key.id);
    expect(asked.join('')).not.toContain(key.secret.slice(-43));
    const { rows } = (await t.db.execute(sql`select * from auth.api_keys where id = ${key.id}`)) as unknown as { rows: Array<Record<string, unknown>> };
    const stored = JSON.stringify(rows[0]);
    expect(stored).not.toContain(key.secret);
    expect(stored).not.toContain(key.secret.slice(-43));
    expect(rows[0]!.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    const listed = await t.expectOk<Array<Record<string, unknown>>>({ url: '/api/api-key', as: owner });
    const mine = listed.find((candidate) => candidate.id === key.id)!;
    expect(JSON.stringify(listed)).not.toContain(key.secret.slice(-43));
    expect(mine).toMatchObject({ status: 'ACTIVE', scopes: ['conversas:read'], inboxIds: [owner.inboxId] });
    expect(mine.lastUsedAt).not.toBeNull();
  });

  it('never sees another office: its conversations are not found', async () => {
    const key = await createKey(owner);
    expect((await listConversations(key, otherOffice.inboxId)).statusCode).toBe(404);
    expect((await t.call({ url: `/api/conversation/${otherOfficeConversation}`, as: asKey(key) })).statusCode).toBe(404);
  });

  it('never reaches a workspace of its office that was not chosen', async () => {
    const key = await createKey(owner);
    expect((await listConversations(key, secondInbox)).statusCode).toBe(404);
    const everywhere = await createKey(owner, { inboxIds: [], allInboxes: true });
    expect((await listConversations(everywhere, secondInbox)).statusCode).toBe(200);
  });

  it('is refused outside its scopes: writing with a read key, and other domains', async () => {
    const reader = await createKey(owner);
    const [conversation] = (await listConversations(reader).then((response) => response.json<ConversationList>())).data;
    const write = await t.call({ method: 'PATCH', url: `/api/conversation/${conversation!.id}`, as: asKey(reader), payload: { isFixed: true } });
    expect(write.statusCode).toBe(403);
    expect(write.json()).toMatchObject({ code: 'API_KEY_OUT_OF_SCOPE', message: 'Esta chave de API não tem permissão para esta ação' });
    expect((await t.call({ url: '/api/people', as: asKey(reader), query: { inboxId: owner.inboxId } })).statusCode).toBe(403);
    const contactsOnly = await createKey(owner, { scopes: ['contatos:write'] });
    expect((await listConversations(contactsOnly)).statusCode).toBe(403);
    const writer = await createKey(owner, { scopes: ['conversas:write'] });
    expect((await t.call({ method: 'PATCH', url: `/api/conversation/${conversation!.id}`, as: asKey(writer), payload: { isFixed: true } })).statusCode).toBe(200);
  });

  it('cannot manage users, profiles, workspaces, devices nor API keys', async () => {
    const key = await createKey(owner, { scopes: [...['conversas', 'contatos', 'crm', 'fluxos', 'agentes'].flatMap((domain) => [`${domain}:write`])] as CreateApiKeyBody['scopes'] });
    const calls = [
      t.call({ url: '/api/api-key', as: asKey(key) }),
      t.call({ method: 'POST', url: '/api/api-key', as: asKey(key), payload: { name: 'Outra', scopes: ['conversas:read'], allInboxes: true, expiresAt: inDays(10) } }),
      t.call({ method: 'POST', url: `/api/api-key/${key.id}/revoke`, as: asKey(key) }),
      t.call({ url: '/api/user', as: asKey(key) }),
      t.call({ url: '/api/user-roles', as: asKey(key) }),
      t.call({ method: 'POST', url: '/api/inbox', as: asKey(key), payload: { name: 'Invasão' } }),
      t.call({ url: '/api/integration', as: asKey(key), query: { inboxId: owner.inboxId } }),
      t.call({ url: '/api/auth/me', as: asKey(key) }),
    ];
    expect((await Promise.all(calls)).map((response) => response.statusCode)).toEqual(calls.map(() => 403));
    const keys = await t.expectOk<unknown[]>({ url: '/api/api-key', as: owner });
    expect(keys.filter((candidate) => (candidate as { name: string }).name === 'Outra')).toHaveLength(0);
  });

  it('refuses a garbled, forged or unknown key with 401', async () => {
    const key = await createKey(owner);
    const forgedSecret = `${key.secret.slice(0, -43)}${'A'.repeat(43)}`;
    const unknownId = `blc_${'0'.repeat(32)}_${key.secret.slice(-43)}`;
    for (const token of ['blc_', 'blc_nada', forgedSecret, unknownId, `${key.secret}x`, `blc_${'a'.repeat(5000)}`]) {
      const response = await t.call({ url: '/api/conversation', as: { token }, query: { inboxId: owner.inboxId } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'API_KEY_INVALID', message: 'Chave de API inválida, expirada ou revogada' });
    }
  });

  it('stops hearing an address that keeps presenting invalid keys, and no one else', async () => {
    const key = await createKey(owner);
    const attacker = { 'x-forwarded-for': '10.250.1.1' };
    const garbage = () => `blc_${key.secret.slice(4, 36)}_${Math.random().toString(36).slice(2).padEnd(43, 'x').slice(0, 43)}`;
    const statuses: number[] = [];
    let stopped: Awaited<ReturnType<typeof listConversations>> | undefined;
    // Two one-minute windows at most are crossed, so one of them fills within 2 × limit + 1 attempts.
    for (let attempt = 0; attempt < 2 * FAILURES_PER_MINUTE + 1 && !stopped; attempt += 1) {
      const response = await t.call({ url: '/api/conversation', as: { token: garbage() }, query: { inboxId: owner.inboxId }, headers: attacker });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) stopped = response;
    }
    expect(statuses.slice(0, FAILURES_PER_MINUTE).every((status) => status === 401)).toBe(true);
    expect(stopped?.json()).toMatchObject({ code: 'API_KEY_TOO_MANY_INVALID', message: 'Muitas chaves de API inválidas enviadas deste endereço. Aguarde um minuto e tente novamente.' });
    expect(Number(stopped?.headers['retry-after'])).toBeGreaterThan(0);
    // The key itself, called from its own system's address, is untouched.
    expect((await listConversations(key)).statusCode).toBe(200);
  });

  it('refuses an expired key with 401', async () => {
    const key = await createKey(owner);
    expect((await listConversations(key)).statusCode).toBe(200);
    await t.db.execute(sql`update auth.api_keys set expires_at = now() - interval '1 second' where id = ${key.id}`);
    expect((await listConversations(key)).statusCode).toBe(401);
    const listed = await t.expectOk<Array<{ id: string; status: string }>>({ url: '/api/api-key', as: owner });
    expect(listed.find((candidate) => candidate.id === key.id)?.status).toBe('EXPIRED');
  });

  it('refuses a revoked key on the very next request', async () => {
    const key = await createKey(owner);
    expect((await listConversations(key)).statusCode).toBe(200);
    const revoked = await t.expectOk<{ status: string; revokedAt: string }>({ method: 'POST', url: `/api/api-key/${key.id}/revoke`, as: owner });
    expect(revoked.status).toBe('REVOKED');
    const next = await listConversations(key);
    expect(next.statusCode).toBe(401);
    // Revoking twice says so, and another office cannot revoke (nor see) the key.
    expect((await t.call({ method: 'POST', url: `/api/api-key/${key.id}/revoke`, as: owner })).statusCode).toBe(409);
    const live = await createKey(owner);
    expect((await t.call({ method: 'POST', url: `/api/api-key/${live.id}/revoke`, as: otherOffice })).statusCode).toBe(404);
    expect(JSON.stringify(await t.expectOk({ url: '/api/api-key', as: otherOffice }))).not.toContain(live.id);
    expect((await listConversations(live)).statusCode).toBe(200);
  });

  it("stops a dismissed or demoted Gestor's keys on the next request: the secret they kept is worth nothing", async () => {
    const roles = await t.expectOk<Array<{ id: string; name: string }>>({ url: '/api/user-roles', as: owner });
    const managerRole = roles.find((role) => role.name === 'Gestor')!;
    const attendantRole = roles.find((role) => role.name === 'Atendente')!;
    const addManager = async (name: string) => {
      const email = `gestor2.${Date.now()}.${Math.random().toString(16).slice(2, 8)}@escritorio.com.br`;
      const password = { password: 'senha-forte-123', confirmPassword: 'senha-forte-123' };
      const user = await t.expectOk<{ id: string }>({ method: 'POST', url: '/api/user', as: owner, payload: { name, email, contact: '(11) 91234-5678', roleId: managerRole.id, inboxId: [owner.inboxId], password } }, 201);
      const session = await t.expectOk<{ token: string }>({ method: 'POST', url: '/api/auth/login', payload: { email, password: password.password } });
      return { id: user.id, as: { ...owner, userId: user.id, token: session.token } };
    };
    const dismissed = await addManager('Carlos Gestor');
    const dismissedKey = await createKey(dismissed.as);
    expect((await listConversations(dismissedKey)).statusCode).toBe(200);
    await t.expectOk({ method: 'DELETE', url: `/api/user/${dismissed.id}`, as: owner });
    expect((await listConversations(dismissedKey)).statusCode).toBe(401);

    const demoted = await addManager('Daniela Gestora');
    const demotedKey = await createKey(demoted.as);
    expect((await listConversations(demotedKey)).statusCode).toBe(200);
    await t.expectOk({ method: 'PATCH', url: `/api/user/${demoted.id}`, as: owner, payload: { roleId: attendantRole.id } });
    expect((await listConversations(demotedKey)).statusCode).toBe(401);
    const listed = await t.expectOk<Array<{ id: string; status: string }>>({ url: '/api/api-key', as: owner });
    expect(listed.filter((key) => [dismissedKey.id, demotedKey.id].includes(key.id)).map((key) => key.status)).toEqual(['SUSPENDED', 'SUSPENDED']);
  });

  it('limits each key to its requests per minute, with a 429 in Portuguese and Retry-After', async () => {
    const key = await createKey(owner);
    const other = await createKey(owner);
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof listConversations>> | undefined;
    // Two one-minute windows at most are crossed, so one of them overflows within 2 × limit + 1 calls.
    for (let call = 0; call < 2 * RATE_LIMIT + 1 && !limited; call += 1) {
      const response = await listConversations(key);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    expect(statuses.slice(0, RATE_LIMIT).every((status) => status === 200)).toBe(true);
    expect(limited?.json()).toMatchObject({ code: 'API_KEY_RATE_LIMITED', message: 'Limite de requisições desta chave de API atingido. Aguarde e tente novamente.' });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same office keeps its own allowance.
    expect((await listConversations(other)).statusCode).toBe(200);
  });
});

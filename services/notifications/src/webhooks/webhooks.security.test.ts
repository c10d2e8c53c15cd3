import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateJwtKeys } from '@balcao/service-kit';
import { authEvents, webhookEndpointEvents } from '@balcao/contracts';
import { recordPublishedEvents } from '@balcao/service-kit/testing';
import { createTestInfra, publishEvent, queryRows, signToken, startNotificationsTestApp, waitUntil, type NotificationsTestApp } from '../testing/test-app';
import { apiOf, officeWithManager } from '../testing/webhook-helpers';
import { startWebhookReceiver } from '../testing/webhook-receiver';
import { sendWebhook } from './webhook-sender';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
/** As production runs by default: https only, no internal addresses. */
let production: NotificationsTestApp;
/** The operator allowed http and private targets (a local receiver). */
let permissive: NotificationsTestApp;
const officeA = randomUUID();
const officeB = randomUUID();
let a: Awaited<ReturnType<typeof officeWithManager>>;
let b: Awaited<ReturnType<typeof officeWithManager>>;
let endpointA: { id: string; secret: string };
let published: ReturnType<typeof recordPublishedEvents>;

beforeAll(async () => {
  infra = await createTestInfra();
  published = recordPublishedEvents(infra.bus);
  production = await startNotificationsTestApp(infra, undefined, { webhooks: { allowInsecure: false, allowPrivateTargets: false } });
  permissive = await startNotificationsTestApp(infra, undefined, { webhooks: { allowInsecure: true, allowPrivateTargets: true, pollMs: 100, settleMs: 0 } });
  a = await officeWithManager(infra, officeA, randomUUID());
  b = await officeWithManager(infra, officeB, randomUUID());
  endpointA = (await apiOf(permissive.url)('POST', '/webhook-endpoint', a.manager.token, { url: 'http://127.0.0.1:9/receptor', eventTypes: ['lead.created'] })).body;
});

afterAll(async () => {
  await production?.close();
  await permissive?.close();
  await infra?.cleanup();
});

const endpointRows = () => queryRows(infra, 'select id, office_id, url, active from notifications.webhook_endpoints order by created_at');

describe('who may see and change webhooks', () => {
  it('refuses an attendant (not the Gestor) listing, creating or revealing, and creates nothing', async () => {
    const api = apiOf(permissive.url);
    const before = await endpointRows();
    expect((await api('GET', '/webhook-endpoint', a.attendant.token)).status).toBe(403);
    const create = await api('POST', '/webhook-endpoint', a.attendant.token, { url: 'https://exemplo.com.br/hook', eventTypes: ['lead.created'] });
    expect(create.status).toBe(403);
    expect(create.body.message).toBe('Apenas o Gestor do escritório pode fazer isso');
    expect((await api('POST', `/webhook-endpoint/${endpointA.id}/reveal-secret`, a.attendant.token)).status).toBe(403);
    expect((await api('GET', `/webhook-endpoint/${endpointA.id}/delivery`, a.attendant.token)).status).toBe(403);
    expect(await endpointRows()).toEqual(before);
  });

  it("answers 404 to another office's Gestor for every route of an endpoint, and changes nothing", async () => {
    const api = apiOf(permissive.url);
    const before = await endpointRows();
    const deliveryId = randomUUID();
    for (const [method, path, body] of [
      ['GET', `/webhook-endpoint/${endpointA.id}/delivery`],
      ['PATCH', `/webhook-endpoint/${endpointA.id}`, { active: false, url: 'http://127.0.0.1:9/roubado' }],
      ['DELETE', `/webhook-endpoint/${endpointA.id}`],
      ['POST', `/webhook-endpoint/${endpointA.id}/reveal-secret`],
      ['POST', `/webhook-endpoint/${endpointA.id}/test`],
      ['POST', `/webhook-endpoint/${endpointA.id}/delivery/${deliveryId}/resend`],
    ] as const) {
      const response = await api(method, path, b.manager.token, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain(endpointA.secret);
    }
    expect((await api('GET', '/webhook-endpoint', b.manager.token)).body).toEqual([]);
    expect(await endpointRows()).toEqual(before);
    expect(await queryRows(infra, 'select 1 from notifications.webhook_deliveries where endpoint_id = $1', [endpointA.id])).toHaveLength(0);
  });

  it('refuses a token signed with another key, whatever it claims', async () => {
    const api = apiOf(permissive.url);
    const forged = signToken({ sub: a.manager.id, officeId: officeA, isManager: true }, generateJwtKeys().privateKey);
    expect((await api('GET', '/webhook-endpoint', forged)).status).toBe(401);
    // A real token's user claiming the other office (and to be its Gestor) is refused by the session check.
    const otherOffice = signToken({ sub: a.attendant.id, officeId: officeB, isManager: true });
    expect((await api('GET', '/webhook-endpoint', otherOffice)).status).toBe(401);
    expect((await api('POST', `/webhook-endpoint/${endpointA.id}/reveal-secret`, otherOffice)).status).toBe(401);
  });

  it('refuses a dismissed Gestor whose token has not expired yet', async () => {
    const office = randomUUID();
    const { manager } = await officeWithManager(infra, office, randomUUID());
    const api = apiOf(permissive.url);
    expect((await api('GET', '/webhook-endpoint', manager.token)).status).toBe(200);
    await publishEvent(infra, authEvents.userDeleted, { officeId: office, payload: { id: manager.id } });
    await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.member_access where user_id = $1 and deleted', [manager.id])).length === 1);
    expect((await api('GET', '/webhook-endpoint', manager.token)).status).toBe(401);
    expect((await api('POST', '/webhook-endpoint', manager.token, { url: 'http://127.0.0.1:9/x', eventTypes: ['lead.created'] })).status).toBe(401);
  });

  it("reveals the secret to the office's Gestor only", async () => {
    const revealed = await apiOf(permissive.url)('POST', `/webhook-endpoint/${endpointA.id}/reveal-secret`, a.manager.token);
    expect(revealed).toEqual({ status: 200, body: { secret: endpointA.secret } });
    // The list never carries it.
    expect(JSON.stringify((await apiOf(permissive.url)('GET', '/webhook-endpoint', a.manager.token)).body)).not.toContain(endpointA.secret);
  });
});

describe('the audit trail', () => {
  it('announces a webhook created, changed and deleted, with the Gestor who did it and never the secret', async () => {
    const api = apiOf(permissive.url);
    const { body: created } = await api('POST', '/webhook-endpoint', a.manager.token, { url: 'http://127.0.0.1:9/auditoria', eventTypes: ['lead.moved'] });
    await api('PATCH', `/webhook-endpoint/${created.id}`, a.manager.token, { active: false });
    expect((await api('DELETE', `/webhook-endpoint/${created.id}`, a.manager.token)).status).toBe(204);
    const expected = { id: created.id, url: 'http://127.0.0.1:9/auditoria', userId: a.manager.id };
    await waitUntil(() => published.ofType(webhookEndpointEvents.webhookEndpointDeleted.type).some((event) => event.payload.id === created.id));
    for (const [definition, active] of [
      [webhookEndpointEvents.webhookEndpointCreated, true],
      [webhookEndpointEvents.webhookEndpointUpdated, false],
      [webhookEndpointEvents.webhookEndpointDeleted, false],
    ] as const) {
      const events = published.ofType(definition.type).filter((event) => event.payload.id === created.id);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ officeId: officeA, payload: { ...expected, active, eventTypes: ['lead.moved'] } });
      expect(JSON.stringify(events[0])).not.toContain(created.secret);
    }
  });
});

describe('target addresses', () => {
  it.each([
    ['http://exemplo.com.br/hook', 'A URL precisa usar https://'],
    ['https://127.0.0.1/hook', 'A URL aponta para um endereço interno ou privado, que não é permitido'],
    ['https://localhost:8443/hook', 'A URL aponta para um endereço interno ou privado, que não é permitido'],
    ['https://169.254.169.254/latest/meta-data', 'A URL aponta para um endereço interno ou privado, que não é permitido'],
    ['https://10.0.0.7/hook', 'A URL aponta para um endereço interno ou privado, que não é permitido'],
    ['https://[::1]/hook', 'A URL aponta para um endereço interno ou privado, que não é permitido'],
    ['https://[::ffff:127.0.0.1]/hook', 'A URL aponta para um endereço interno ou privado, que não é permitido'],
    ['https://metadata.google.internal/computeMetadata', 'A URL aponta para um endereço interno ou privado, que não é permitido'],
    ['https://usuario:senha@exemplo.com.br/hook', 'A URL não pode conter usuário ou senha'],
    ['ftp://exemplo.com.br/hook', 'URL inválida: informe um endereço completo, como https://exemplo.com.br/webhook'],
    [`https://exemplo.com.br/${'a'.repeat(2000)}`, 'A URL pode ter até 2000 caracteres'],
  ])('refuses %s by default (production), naming the url field', async (url, message) => {
    const before = await endpointRows();
    const response = await apiOf(production.url)('POST', '/webhook-endpoint', a.manager.token, { url, eventTypes: ['lead.created'] });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field: 'url', message });
    expect(await endpointRows()).toEqual(before);
  });

  it('refuses a change of URL to an internal address as well', async () => {
    const response = await apiOf(production.url)('PATCH', `/webhook-endpoint/${endpointA.id}`, a.manager.token, { url: 'https://192.168.0.10/hook' });
    expect(response.status).toBe(400);
    expect(response.body.field).toBe('url');
  });

  it.each([
    [{ eventTypes: [] }, 'eventTypes', 'Selecione pelo menos um evento'],
    [{ eventTypes: ['conversation.deleted'] }, 'eventTypes.0', 'Evento inválido'],
    [{ description: 'x'.repeat(201) }, 'description', 'A descrição pode ter até 200 caracteres'],
    [{ url: undefined }, 'url', 'URL é obrigatória'],
  ])('refuses %j naming the field %s', async (overrides, field, message) => {
    const response = await apiOf(permissive.url)('POST', '/webhook-endpoint', a.manager.token, { url: 'http://127.0.0.1:9/x', eventTypes: ['lead.created'], ...overrides });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ field, message });
  });

  it('keeps an office to 20 webhooks', async () => {
    const office = randomUUID();
    const { manager } = await officeWithManager(infra, office, randomUUID());
    const api = apiOf(permissive.url);
    for (let index = 0; index < 20; index++) expect((await api('POST', '/webhook-endpoint', manager.token, { url: `http://127.0.0.1:9/${index}`, eventTypes: ['lead.created'] })).status).toBe(201);
    const refused = await api('POST', '/webhook-endpoint', manager.token, { url: 'http://127.0.0.1:9/21', eventTypes: ['lead.created'] });
    expect(refused).toMatchObject({ status: 409, body: { message: 'O escritório pode ter até 20 webhooks' } });
    expect(await queryRows(infra, 'select 1 from notifications.webhook_endpoints where office_id = $1', [office])).toHaveLength(20);
  });

  it('refuses a body far too large without a 500', async () => {
    const response = await apiOf(permissive.url)('POST', '/webhook-endpoint', a.manager.token, { url: 'http://127.0.0.1:9/x', eventTypes: ['lead.created'], description: 'x'.repeat(2_000_000) });
    expect([400, 413]).toContain(response.status);
  });

  it('at delivery, refuses a name that now resolves to an internal address (DNS rebinding) and an internal literal address', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const port = new URL(receiver.url).port;
      const policy = { allowInsecure: true, allowPrivateTargets: false };
      for (const url of [`http://localhost:${port}/hook`, `http://127.0.0.1:${port}/hook`]) {
        const result = await sendWebhook({ url, secret: 'whsec_x', eventId: randomUUID(), body: '{}', timeoutMs: 1000, policy });
        expect(result).toMatchObject({ status: null, error: 'Endereço interno ou privado recusado' });
      }
      expect(receiver.received).toHaveLength(0);
      // With the operator's flag the same receiver is reached.
      const allowed = await sendWebhook({ url: `http://localhost:${port}/hook`, secret: 'whsec_x', eventId: randomUUID(), body: '{}', timeoutMs: 1000, policy: { ...policy, allowPrivateTargets: true } });
      expect(allowed.status).toBe(200);
    } finally {
      await receiver.close();
    }
  });

  it('follows no redirect and keeps at most 4 KB of the answer', async () => {
    const http = await import('node:http');
    const server = http.createServer((request, response) => {
      if (request.url === '/redirect') response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      else response.writeHead(200).end('x'.repeat(100_000));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const policy = { allowInsecure: true, allowPrivateTargets: true };
      const redirected = await sendWebhook({ url: `http://127.0.0.1:${port}/redirect`, secret: 's', eventId: randomUUID(), body: '{}', timeoutMs: 1000, policy });
      expect(redirected.status).toBe(302);
      const big = await sendWebhook({ url: `http://127.0.0.1:${port}/big`, secret: 's', eventId: randomUUID(), body: '{}', timeoutMs: 1000, policy });
      expect(big.responseBody).toHaveLength(4096);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

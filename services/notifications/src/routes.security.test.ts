import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingEvents, type NewsItem, type NotificationGroupList } from '@balcao/contracts';
import { generateJwtKeys } from '@balcao/service-kit';
import { serviceCaller } from '@balcao/service-kit/testing';
import { addMember, createTestInfra, publishEvent, queryRows, signToken, startNotificationsTestApp, waitUntil, type NotificationsTestApp, type TestMember } from './testing/test-app';
import { RealtimeTestClient } from './testing/ws-client';

/**
 * Notifications' HTTP routes tried by hostile users: another office's user, a member of another
 * workspace of the same office, a user the office does not know, a forged token. Each is refused
 * (404 for what exists elsewhere, 401 without a valid session) and nothing changes.
 */
let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
let api: ReturnType<typeof serviceCaller>;
const officeId = randomUUID();
const inboxA = randomUUID();
const inboxB = randomUUID();
let ana: TestMember; // inbox A
let bruno: TestMember; // inbox B of the same office
let carla: TestMember; // another office
let unknown: TestMember; // a valid token for a user the office's projection does not have
let anasOfficeWithCarlasId: TestMember; // Ana's user id in a token naming Carla's office
// Tokens of no current member (unknown user, user in a token naming another office) end at the
// session check with 401, before any route; members of elsewhere get 404 from the routes.
const expectSessionRefused = async (as: TestMember, url: string, method: 'GET' | 'PATCH' | 'POST' = 'GET', payload?: object) =>
  expect((await api.call({ method, url, as, payload })).statusCode).toBe(401);
const conversationId = randomUUID();

const BOUNDARY = '----hostil';
const ticketForm = (fields: Record<string, string>) =>
  Buffer.from(Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('') + `--${BOUNDARY}--\r\n`);
const multipart = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

const anasNotifications = () => queryRows(infra, 'select id, is_read from notifications.notifications where user_id = $1 order by id', [ana.id]);
const newsReadsOf = (userId: string) => queryRows(infra, 'select news_id from notifications.news_reads where user_id = $1', [userId]);
const ticketCount = async () => (await queryRows(infra, 'select count(*)::int as count from notifications.support_tickets'))[0].count;

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra);
  api = serviceCaller(service.app);
  [ana, bruno, carla] = await Promise.all([
    addMember(infra, { officeId, inboxIds: [inboxA], name: 'Ana Souza' }),
    addMember(infra, { officeId, inboxIds: [inboxB], name: 'Bruno Lima' }),
    addMember(infra, { officeId: randomUUID(), inboxIds: [randomUUID()], name: 'Carla de Outro Escritório' }),
  ]);
  const stranger = randomUUID();
  unknown = { id: stranger, name: 'Desconhecido', officeId, inboxIds: [inboxA], token: signToken({ sub: stranger, officeId }) };
  anasOfficeWithCarlasId = { ...ana, officeId: carla.officeId, token: signToken({ sub: ana.id, officeId: carla.officeId }) };
  await publishEvent(infra, messagingEvents.conversationTransferred, { officeId, inboxId: inboxA, payload: { conversationId, fromUserId: null, toUserId: ana.id } });
  await waitUntil(async () => (await anasNotifications()).length === 1);
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

describe('notifications', () => {
  it('shows none of a user’s notifications to anyone else, and refuses their workspace as a filter', async () => {
    for (const as of [bruno, carla]) {
      expect((await api.expectOk<NotificationGroupList>({ url: '/api/notifications', as })).data).toEqual([]);
      expect((await api.expectOk<{ count: number }>({ url: '/api/notifications/unread-count', as })).count).toBe(0);
      expect((await api.call({ url: '/api/notifications', as, query: { inboxId: inboxA } })).statusCode).toBe(404);
      expect((await api.call({ url: '/api/notifications/unread-count', as, query: { inboxId: inboxA } })).statusCode).toBe(404);
    }
    for (const as of [unknown, anasOfficeWithCarlasId]) {
      await expectSessionRefused(as, '/api/notifications');
      await expectSessionRefused(as, `/api/notifications?inboxId=${inboxA}`);
      await expectSessionRefused(as, '/api/notifications/unread-count');
    }
  });

  it('refuses to mark another user’s notifications read, one or many, changing nothing', async () => {
    const before = await anasNotifications();
    const [group] = (await api.expectOk<NotificationGroupList>({ url: '/api/notifications', as: ana })).data;
    for (const as of [bruno, carla]) {
      expect((await api.call({ method: 'PATCH', url: `/api/notifications/${group.id}/read`, as })).statusCode).toBe(404);
      expect(await api.expectOk<{ updated: number }>({ method: 'PATCH', url: '/api/notifications/mark-multiple-read', as, payload: { ids: [group.id] } })).toEqual({ updated: 0 });
    }
    for (const as of [unknown, anasOfficeWithCarlasId]) {
      await expectSessionRefused(as, `/api/notifications/${group.id}/read`, 'PATCH');
      await expectSessionRefused(as, '/api/notifications/mark-multiple-read', 'PATCH', { ids: [group.id] });
    }
    expect(await anasNotifications()).toEqual(before);
    expect(before.every((row) => row.is_read === false)).toBe(true);
  });

  it('answers 401 without a valid session', async () => {
    const forged = signToken({ sub: ana.id, officeId }, generateJwtKeys().privateKey);
    for (const headers of [{}, { authorization: `Bearer ${forged}` }, { authorization: ana.token }]) {
      expect((await service.app.inject({ url: '/api/notifications', headers })).statusCode).toBe(401);
      expect((await service.app.inject({ method: 'PATCH', url: '/api/notifications/mark-multiple-read', headers, payload: { ids: [randomUUID()] } })).statusCode).toBe(401);
    }
  });
});

describe('news', () => {
  it('refuses to read or mark another user’s news, whoever asks, changing nothing', async () => {
    const news = await api.expectOk<NewsItem[]>({ url: '/api/features/news', as: ana });
    expect(news.length).toBeGreaterThan(0);
    const ids = news.map((item) => item.id);
    for (const as of [bruno, carla]) {
      expect((await api.call({ url: '/api/features/unread', as, headers: { 'x-user-id': ana.id } })).statusCode).toBe(404);
      expect((await api.call({ method: 'POST', url: '/api/features/mark-read', as, payload: { featureIds: ids, userId: ana.id } })).statusCode).toBe(404);
    }
    await expectSessionRefused(unknown, '/api/features/unread');
    await expectSessionRefused(unknown, '/api/features/mark-read', 'POST', { featureIds: ids, userId: ana.id });
    expect(await newsReadsOf(ana.id)).toEqual([]);
    expect((await api.expectOk<NewsItem[]>({ url: '/api/features/unread', as: ana })).length).toBe(news.length);
    expect((await service.app.inject({ method: 'POST', url: '/api/features/mark-read', payload: { featureIds: ids, userId: ana.id } })).statusCode).toBe(401);
  });
});

describe('presence', () => {
  it('tells who is online in a workspace only to its members', async () => {
    const socket = await RealtimeTestClient.connect(service.url, ana.token);
    try {
      await waitUntil(async () => (await api.expectOk<{ online: unknown[] }>({ url: '/api/presence', as: ana, query: { inboxId: inboxA } })).online.length === 1);
      for (const as of [bruno, carla, unknown, anasOfficeWithCarlasId]) {
        const response = await api.call({ url: '/api/presence', as, query: { inboxId: inboxA } });
        expect(response.statusCode).toBe(as === unknown || as === anasOfficeWithCarlasId ? 401 : 404);
        expect(JSON.stringify(response.json())).not.toContain(ana.id);
      }
      expect((await service.app.inject({ url: `/api/presence?inboxId=${inboxA}` })).statusCode).toBe(401);
    } finally {
      await socket.close();
    }
  });
});

describe('support', () => {
  it('files a ticket under the sender’s own user and office, whatever the form claims', async () => {
    const response = await api.call({
      method: 'POST',
      url: '/api/support/ticket',
      as: carla,
      headers: { ...multipart, 'x-office-id': officeId, 'x-user-id': ana.id },
      payload: ticketForm({ type: 'account', description: 'Não consigo entrar.', officeId, userId: ana.id }),
    });
    expect(response.statusCode).toBe(201);
    const rows = await queryRows(infra, 'select office_id, user_id from notifications.support_tickets where id = $1', [response.json().id]);
    expect(rows).toEqual([{ office_id: carla.officeId, user_id: carla.id }]);
  });

  it('refuses a ticket without a valid session or with an oversized description, storing and sending nothing', async () => {
    const before = await ticketCount();
    const mails = infra.mailer.list().length;
    const forged = signToken({ sub: ana.id, officeId }, generateJwtKeys().privateKey);
    for (const headers of [multipart, { ...multipart, authorization: `Bearer ${forged}` }]) {
      const response = await service.app.inject({ method: 'POST', url: '/api/support/ticket', headers, payload: ticketForm({ type: 'other', description: 'x' }) });
      expect(response.statusCode).toBe(401);
    }
    const oversized = await api.call({ method: 'POST', url: '/api/support/ticket', as: ana, headers: multipart, payload: ticketForm({ type: 'other', description: 'a'.repeat(5001) }) });
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json()).toMatchObject({ field: 'description', message: 'A descrição pode ter no máximo 5000 caracteres' });
    expect(await ticketCount()).toBe(before);
    expect(infra.mailer.list()).toHaveLength(mails);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingEvents, type NotificationGroupList } from '@balcao/contracts';
import { serviceCaller } from '@balcao/service-kit/testing';
import { addMember, createTestInfra, publishEvent, queryRows, startNotificationsTestApp, waitUntil, type NotificationsTestApp, type TestMember } from '../testing/test-app';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
let api: ReturnType<typeof serviceCaller>;
const officeId = randomUUID();
const inboxId = randomUUID();
const secondInboxId = randomUUID();
let ana: TestMember;
let bruno: TestMember;
let stranger: TestMember;
const firstConversation = randomUUID();
const secondConversation = randomUUID();
const otherInboxConversation = randomUUID();

async function transfer(conversationId: string, toUserId: string, inbox = inboxId) {
  await publishEvent(infra, messagingEvents.conversationTransferred, { officeId, inboxId: inbox, payload: { conversationId, fromUserId: null, toUserId } });
}

const list = (member: TestMember, query: Record<string, string> = {}) => api.expectOk<NotificationGroupList>({ url: '/api/notifications', as: member, query });

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra);
  api = serviceCaller(service.app);
  ana = await addMember(infra, { officeId, inboxIds: [inboxId, secondInboxId], name: 'Ana Souza' });
  bruno = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Bruno Lima' });
  stranger = await addMember(infra, { officeId: randomUUID(), inboxIds: [randomUUID()], name: 'Outro Escritório' });
  await transfer(firstConversation, ana.id);
  await transfer(secondConversation, ana.id);
  await transfer(firstConversation, ana.id);
  await transfer(otherInboxConversation, ana.id, secondInboxId);
  await transfer(firstConversation, bruno.id);
  await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.notifications')).length === 5);
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

describe('GET /api/notifications', () => {
  it('groups the user’s notifications by item, newest first, with each group’s unread count', async () => {
    const page = await list(ana, { inboxId });
    expect(page.data.map((group) => [group.itemId, group.unreadCount])).toEqual([
      [firstConversation, 2],
      [secondConversation, 1],
    ]);
    expect(page.data[0].latestNotification).toMatchObject({ title: 'Atendimento transferido', message: 'Um atendimento foi transferido para você', module: 'conversation' });
    expect(page).toMatchObject({ totalItems: 2, totalResults: 2, totalPages: 1, unreadCount: 3 });
    expect((await list(ana)).totalItems).toBe(3);
  });

  it('pages the groups', async () => {
    const page = await list(ana, { limit: '1', page: '2' });
    expect(page.data).toHaveLength(1);
    expect(page).toMatchObject({ totalItems: 3, totalPages: 3 });
    expect((await list(ana, { limit: '1', page: '9' })).data).toEqual([]);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const queries: Record<string, string>[] = [{ limit: '0' }, { isRead: 'talvez' }, { module: 'inbox' }, { inboxId: 'abc' }];
    for (const query of queries) {
      const response = await api.call({ url: '/api/notifications', as: ana, query });
      expect(response.statusCode).toBe(400);
      const [field] = Object.keys(query);
      expect(response.json()).toMatchObject({ field, description: `Campo: ${field}` });
    }
  });

  it('answers 404 for a workspace the user is not in, and 401 without a token', async () => {
    expect((await api.call({ url: '/api/notifications', as: bruno, query: { inboxId: secondInboxId } })).statusCode).toBe(404);
    expect((await api.call({ url: '/api/notifications', as: stranger, query: { inboxId } })).statusCode).toBe(404);
    expect((await api.call({ url: '/api/notifications' })).statusCode).toBe(401);
  });

  it('never shows another user’s notifications', async () => {
    const page = await list(stranger);
    expect(page.data).toEqual([]);
    expect((await list(bruno)).data.map((group) => group.itemId)).toEqual([firstConversation]);
  });
});

describe('marking notifications read', () => {
  it('marks a whole group read by its id, and only that user’s', async () => {
    const [group] = (await list(ana, { inboxId })).data;
    const response = await api.expectOk<{ updated: number }>({ method: 'PATCH', url: `/api/notifications/${group.id}/read`, as: ana });
    expect(response.updated).toBe(2);
    const after = await list(ana, { inboxId, isRead: 'false' });
    expect(after.data.map((candidate) => candidate.itemId)).toEqual([secondConversation]);
    expect((await list(ana, { inboxId, isRead: 'true' })).data.map((candidate) => candidate.itemId)).toEqual([firstConversation]);
    expect((await api.expectOk<{ count: number }>({ url: '/api/notifications/unread-count', as: bruno })).count).toBe(1);
  });

  it('answers 404 for another user’s or an unknown notification, changing nothing', async () => {
    const [brunosGroup] = (await list(bruno)).data;
    for (const as of [ana, stranger]) {
      expect((await api.call({ method: 'PATCH', url: `/api/notifications/${brunosGroup.id}/read`, as })).statusCode).toBe(404);
    }
    expect((await api.call({ method: 'PATCH', url: `/api/notifications/${randomUUID()}/read`, as: bruno })).statusCode).toBe(404);
    expect((await api.call({ method: 'PATCH', url: '/api/notifications/abc/read', as: bruno })).statusCode).toBe(400);
    expect((await list(bruno)).unreadCount).toBe(1);
  });

  it('marks several groups at once; ids not the user’s are ignored', async () => {
    const groups = (await list(ana)).data;
    const [brunosGroup] = (await list(bruno)).data;
    const ids = [...groups.map((group) => group.id), brunosGroup.id];
    const response = await api.expectOk<{ updated: number }>({ method: 'PATCH', url: '/api/notifications/mark-multiple-read', as: ana, payload: { ids } });
    expect(response.updated).toBe(2);
    expect((await list(ana)).unreadCount).toBe(0);
    expect((await list(bruno)).unreadCount).toBe(1);
  });

  it('answers 400 for an empty or malformed id list', async () => {
    for (const payload of [{ ids: [] }, { ids: ['x'] }, {}]) {
      const response = await api.call({ method: 'PATCH', url: '/api/notifications/mark-multiple-read', as: ana, payload });
      expect(response.statusCode).toBe(400);
    }
  });
});

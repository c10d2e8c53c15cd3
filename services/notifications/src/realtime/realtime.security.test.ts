import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { authEvents, messagingEvents, REALTIME_UNAUTHORIZED_CLOSE_CODE } from '@balcao/contracts';
import { generateJwtKeys } from '@balcao/service-kit';
import { conversationSummary, inboundMessage } from '../testing/fixtures';
import {
  addMember,
  createTestInfra,
  publishEvent,
  signToken,
  startNotificationsTestApp,
  waitUntil,
  queryRows,
  type NotificationsTestApp,
  type TestMember,
} from '../testing/test-app';
import { RealtimeTestClient, requestTicket, sleep } from '../testing/ws-client';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
const office1 = { id: randomUUID(), inboxA: randomUUID(), inboxB: randomUUID() };
const office2 = { id: randomUUID(), inbox: randomUUID() };
let alice: TestMember; // office 1, workspace A
let bruno: TestMember; // office 1, workspace B
let carla: TestMember; // office 2
const conversationA = conversationSummary({ inboxId: office1.inboxA });
const conversationB = conversationSummary({ inboxId: office1.inboxB });
const conversationC = conversationSummary({ inboxId: office2.inbox });

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra);
  [alice, bruno, carla] = await Promise.all([
    addMember(infra, { officeId: office1.id, inboxIds: [office1.inboxA] }),
    addMember(infra, { officeId: office1.id, inboxIds: [office1.inboxB] }),
    addMember(infra, { officeId: office2.id, inboxIds: [office2.inbox] }),
  ]);
  for (const [officeId, conversation] of [
    [office1.id, conversationA],
    [office1.id, conversationB],
    [office2.id, conversationC],
  ] as const) {
    await publishEvent(infra, messagingEvents.conversationCreated, { officeId, inboxId: conversation.inboxId, payload: { conversation } });
  }
  await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.conversation_inboxes')).length === 3);
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

describe('realtime socket authentication', () => {
  it('opens with a ticket asked with the session token, and delivers what the socket subscribes to', async () => {
    const ticket = await requestTicket(service.url, alice.token);
    expect(ticket).toEqual({ ticket: expect.stringMatching(/^[\w-]{43}$/), expiresIn: 30 });
    const client = await RealtimeTestClient.open(service.url, `ticket=${ticket.ticket}`);
    expect(await client.request('subscribeToConversation', { conversationId: conversationA.id })).toEqual({
      event: 'subscribedToConversation',
      data: { conversationId: conversationA.id },
    });
    await publishEvent(infra, messagingEvents.messageReceived, {
      officeId: office1.id,
      inboxId: office1.inboxA,
      payload: { conversationId: conversationA.id, message: inboundMessage(conversationA.id, 'com bilhete') },
    });
    expect((await client.next('conversation:message')).data.message).toMatchObject({ content: 'com bilhete' });
    await client.close();
  });

  it.each([
    ['no ticket', () => ''],
    ['an unknown ticket', () => `ticket=${randomBytes(32).toString('base64url')}`],
    ['a malformed ticket', () => 'ticket=nao-e-um-bilhete'],
    ['two tickets', () => 'ticket=a&ticket=b'],
    ['the session token as the ticket', () => `ticket=${alice.token}`],
    ['the session token (the old ?token=)', () => `token=${alice.token}`],
    ['a token signed with another key', () => `token=${signToken({ sub: alice.id, officeId: office1.id }, generateJwtKeys().privateKey)}`],
  ])('closes the socket with 4401 when given %s', async (_label, query) => {
    const client = await RealtimeTestClient.open(service.url, query());
    expect((await client.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE_CODE);
  });

  it('takes a ticket once: the second socket with it is closed with 4401 and the first stays open', async () => {
    const { ticket } = await requestTicket(service.url, alice.token);
    const first = await RealtimeTestClient.open(service.url, `ticket=${ticket}`);
    const second = await RealtimeTestClient.open(service.url, `ticket=${ticket}`);
    expect((await second.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE_CODE);
    expect((await first.request('subscribeToInbox', { inboxId: office1.inboxA })).event).toBe('subscribedToInbox');
    await first.close();
  });

  it('closes the socket with 4401 for a ticket past its lifetime', async () => {
    const shortLived = await startNotificationsTestApp(infra, undefined, { realtimeTicketTtlSeconds: 1 });
    try {
      const { ticket, expiresIn } = await requestTicket(shortLived.url, alice.token);
      expect(expiresIn).toBe(1);
      await sleep(1200);
      const client = await RealtimeTestClient.open(shortLived.url, `ticket=${ticket}`);
      expect((await client.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE_CODE);
    } finally {
      await shortLived.close();
    }
  });

  it('answers the upgrade with a server error, not 4401 (which signs the user out), when the store cannot take tickets', async () => {
    const store = Object.assign(Object.create(infra.store) as typeof infra.store, { take: () => Promise.reject(new Error('Redis fora do ar')) });
    const broken = await startNotificationsTestApp({ ...infra, store });
    try {
      const { ticket } = await requestTicket(broken.url, alice.token);
      const socket = new WebSocket(`${broken.url.replace(/^http/, 'ws')}/api/realtime?ticket=${ticket}`);
      const status = await new Promise<number>((resolve) =>
        socket.once('unexpected-response', (request, response) => {
          request.destroy();
          resolve(response.statusCode ?? 0);
        }),
      );
      expect(status).toBeGreaterThanOrEqual(500);
    } finally {
      await broken.close();
    }
  });

  it.each([
    ['no Authorization header', {}],
    ['a malformed token', { authorization: 'Bearer nao-e-um-token' }],
    ['a token signed with another key', { authorization: `Bearer ${signToken({ sub: randomUUID(), officeId: randomUUID() }, generateJwtKeys().privateKey)}` }],
    ['an expired token', { authorization: `Bearer ${signToken({ sub: randomUUID(), officeId: randomUUID(), exp: Math.floor(Date.now() / 1000) - 60 })}` }],
    ['the token in the query instead of the header', { query: 'token' }],
  ])('answers 401 to a ticket request with %s', async (_label, how) => {
    const url = 'query' in how ? `/api/realtime/ticket?token=${alice.token}` : '/api/realtime/ticket';
    const response = await service.app.inject({ method: 'POST', url, headers: 'query' in how ? {} : how });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Sessão expirada. Entre novamente.' });
  });

  it('answers a ticket that no cache keeps', async () => {
    const response = await service.app.inject({ method: 'POST', url: '/api/realtime/ticket', headers: { authorization: `Bearer ${alice.token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('tenant isolation', () => {
  it('refuses subscriptions to what the user may not see, with "Acesso negado"', async () => {
    const client = await RealtimeTestClient.connect(service.url, alice.token);
    const denied = { event: 'error', data: { message: 'Acesso negado' } };
    expect(await client.request('subscribeToOffice', { officeId: office2.id })).toEqual(denied);
    expect(await client.request('subscribeToInbox', { inboxId: office2.inbox })).toEqual(denied);
    expect(await client.request('subscribeToInbox', { inboxId: office1.inboxB })).toEqual(denied);
    expect(await client.request('subscribeToInbox', { inboxId: 'not-a-uuid' })).toEqual(denied);
    expect(await client.request('subscribeToConversation', { conversationId: conversationC.id })).toEqual(denied);
    expect(await client.request('subscribeToConversation', { conversationId: conversationB.id })).toEqual(denied);
    expect(await client.request('subscribeToConversation', { conversationId: randomUUID() })).toEqual(denied);
    expect(await client.request('messageRead', { conversationId: conversationB.id })).toEqual(denied);
    await client.close();
  });

  it('answers malformed frames with a pt-BR error and keeps the socket open', async () => {
    const client = await RealtimeTestClient.connect(service.url, alice.token);
    client.socket.send('{not json');
    expect((await client.next('error')).data.message).toMatch(/Mensagem inválida/);
    expect(await client.request('subscribeToNothing', {})).toEqual({ event: 'error', data: { message: 'Evento desconhecido ou dados inválidos' } });
    expect(await client.request('resume', { cursor: 'abc' })).toEqual({ event: 'error', data: { message: 'Cursor inválido' } });
    expect(await client.request('subscribeToInbox', { inboxId: office1.inboxA })).toEqual({ event: 'subscribedToInbox', data: { inboxId: office1.inboxA } });
    await client.close();
  });

  it('refuses a flood of frames from one socket', async () => {
    const client = await RealtimeTestClient.connect(service.url, alice.token);
    for (let index = 0; index < 40; index += 1) client.send('unsubscribeFromConversation', { conversationId: randomUUID() });
    expect((await client.next('error')).data.message).toBe('Muitas mensagens em pouco tempo; aguarde um instante');
    await client.close();
  });

  it('delivers a workspace’s events only to that workspace of that office', async () => {
    const sockets = {
      alice: await RealtimeTestClient.connect(service.url, alice.token),
      bruno: await RealtimeTestClient.connect(service.url, bruno.token),
      carla: await RealtimeTestClient.connect(service.url, carla.token),
    };
    await sockets.alice.request('subscribeToInbox', { inboxId: office1.inboxA });
    await sockets.alice.request('subscribeToConversation', { conversationId: conversationA.id });
    await sockets.alice.request('subscribeToOffice', { officeId: office1.id });
    // Denied subscriptions must not leak either.
    await sockets.alice.request('subscribeToInbox', { inboxId: office1.inboxB });
    await sockets.alice.request('subscribeToConversation', { conversationId: conversationC.id });
    await sockets.bruno.request('subscribeToInbox', { inboxId: office1.inboxB });
    await sockets.bruno.request('subscribeToConversation', { conversationId: conversationB.id });
    await sockets.carla.request('subscribeToInbox', { inboxId: office2.inbox });
    await sockets.carla.request('subscribeToConversation', { conversationId: conversationC.id });

    const sends = [
      [office1.id, conversationA, sockets.alice],
      [office1.id, conversationB, sockets.bruno],
      [office2.id, conversationC, sockets.carla],
    ] as const;
    for (const [officeId, conversation] of sends) {
      const message = inboundMessage(conversation.id);
      await publishEvent(infra, messagingEvents.messageReceived, { officeId, inboxId: conversation.inboxId, payload: { conversationId: conversation.id, message } });
      await publishEvent(infra, messagingEvents.conversationChanged, { officeId, inboxId: conversation.inboxId, payload: { conversation } });
      await publishEvent(infra, messagingEvents.conversationTransferred, {
        officeId,
        inboxId: conversation.inboxId,
        payload: { conversationId: conversation.id, fromUserId: null, toUserId: randomUUID() },
      });
    }
    // The message and the list update come from different consumers, in either order.
    await waitUntil(() => sends.every(([, , socket]) => socket.events.length >= 2));
    await sleep(500);

    for (const [, conversation, socket] of sends) {
      const seen = socket.events.map((frame) => (frame.data.conversationId ?? (frame.data.conversation as { id: string }).id) as string);
      // One message frame (the conversation and inbox subscriptions share it) and one list update.
      expect(seen).toEqual([conversation.id, conversation.id]);
      expect(socket.events.map((frame) => frame.event).sort()).toEqual(['conversation:list:update', 'conversation:message']);
      expect(socket.events.some((frame) => frame.event === 'notification:new')).toBe(false);
    }
    await Promise.all(Object.values(sockets).map((socket) => socket.close()));
  });

  it('stops delivering a workspace to a user removed from it', async () => {
    const dora = await addMember(infra, { officeId: office1.id, inboxIds: [office1.inboxA] });
    const removed = await RealtimeTestClient.connect(service.url, dora.token);
    const stays = await RealtimeTestClient.connect(service.url, alice.token);
    for (const socket of [removed, stays]) {
      await socket.request('subscribeToInbox', { inboxId: office1.inboxA });
      await socket.request('subscribeToConversation', { conversationId: conversationA.id });
    }
    const update = await publishEvent(infra, authEvents.userUpdated, {
      officeId: office1.id,
      payload: { id: dora.id, name: dora.name, email: `${dora.id}@escritorio.com.br`, imageUrl: null, roleId: randomUUID(), inboxIds: [office1.inboxB] },
    });
    await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.handled_events where event_id = $1', [update.id])).length === 2);
    await sleep(200);
    await publishEvent(infra, messagingEvents.messageReceived, {
      officeId: office1.id,
      inboxId: office1.inboxA,
      payload: { conversationId: conversationA.id, message: inboundMessage(conversationA.id) },
    });
    await stays.next('conversation:message');
    await sleep(300);
    expect(removed.events).toEqual([]);
    expect(await removed.request('subscribeToInbox', { inboxId: office1.inboxA })).toEqual({ event: 'error', data: { message: 'Acesso negado' } });
    await Promise.all([removed.close(), stays.close()]);
  });
});

describe('realtime sockets of sessions that ended', () => {
  const announce = (member: TestMember, sessionVersion: number) =>
    publishEvent(infra, authEvents.userUpdated, {
      officeId: member.officeId,
      payload: { id: member.id, name: member.name, email: `${member.id}@escritorio.com.br`, imageUrl: null, roleId: randomUUID(), inboxIds: member.inboxIds, permissions: [], isManager: false, sessionVersion },
    });

  it('opens no socket for a user deleted after asking the ticket', async () => {
    const dana = await addMember(infra, { officeId: office1.id, inboxIds: [office1.inboxA] });
    const { ticket } = await requestTicket(service.url, dana.token);
    await publishEvent(infra, authEvents.userDeleted, { officeId: office1.id, payload: { id: dana.id } });
    await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.member_access where user_id = $1 and deleted', [dana.id])).length === 1);
    const client = await RealtimeTestClient.open(service.url, `ticket=${ticket}`);
    expect((await client.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE_CODE);
  });

  it('closes an open socket when the user\'s password changes (their sessions end), and keeps it for other changes', async () => {
    const elisa = await addMember(infra, { officeId: office1.id, inboxIds: [office1.inboxA] });
    const client = await RealtimeTestClient.open(service.url, `ticket=${(await requestTicket(service.url, elisa.token)).ticket}`);
    await client.request('subscribeToInbox', { inboxId: office1.inboxA });
    await announce(elisa, 0);
    await sleep(500);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
    await announce(elisa, 1);
    expect((await client.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE_CODE);
  });
});

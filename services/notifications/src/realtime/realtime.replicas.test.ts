import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingEvents, REALTIME_UNAUTHORIZED_CLOSE_CODE } from '@balcao/contracts';
import { conversationSummary, inboundMessage } from '../testing/fixtures';
import {
  addMember,
  createTestInfra,
  publishEvent,
  queryRows,
  replicaInfra,
  startNotificationsTestApp,
  waitUntil,
  type NotificationsTestApp,
  type TestMember,
} from '../testing/test-app';
import { RealtimeTestClient, requestTicket, sleep } from '../testing/ws-client';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let secondInfra: Awaited<ReturnType<typeof replicaInfra>>;
let first: NotificationsTestApp;
let second: NotificationsTestApp;
const officeId = randomUUID();
const inboxId = randomUUID();
let attendant: TestMember;
const conversation = conversationSummary({ inboxId });

beforeAll(async () => {
  infra = await createTestInfra();
  secondInfra = await replicaInfra(infra);
  first = await startNotificationsTestApp(infra);
  second = await startNotificationsTestApp(secondInfra);
  attendant = await addMember(infra, { officeId, inboxIds: [inboxId] });
  await publishEvent(infra, messagingEvents.conversationCreated, { officeId, inboxId, payload: { conversation } });
  await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.conversation_inboxes')).length === 1);
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await secondInfra?.close();
  await infra?.cleanup();
});

async function socketOn(service: NotificationsTestApp, to: 'inbox' | 'conversation') {
  const client = await RealtimeTestClient.connect(service.url, attendant.token);
  if (to === 'inbox') await client.request('subscribeToInbox', { inboxId });
  else await client.request('subscribeToConversation', { conversationId: conversation.id });
  return client;
}

const contents = (client: RealtimeTestClient) => client.events.map((frame) => (frame.data.message as { content: string }).content);

describe('two gateway replicas on one stream', () => {
  it('each pushes every frame once to its own sockets, in cursor order', async () => {
    const sockets = [await socketOn(first, 'inbox'), await socketOn(second, 'inbox'), await socketOn(second, 'conversation')];
    const sent = Array.from({ length: 30 }, (_, index) => `mensagem ${index + 1}`);
    await Promise.all(
      sent.map((content) =>
        publishEvent(infra, messagingEvents.messageReceived, {
          officeId,
          inboxId,
          payload: { conversationId: conversation.id, message: inboundMessage(conversation.id, content) },
        }),
      ),
    );
    await waitUntil(() => sockets.every((socket) => socket.events.length >= sent.length));
    await sleep(300);
    for (const socket of sockets) {
      expect([...contents(socket)].sort()).toEqual([...sent].sort());
      const cursors = socket.events.map((frame) => Number(frame.data.cursor));
      expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
      expect(socket.events).toEqual(sockets[0].events);
    }
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  it('carries a messageRead from one replica’s socket to another’s', async () => {
    const reader = await socketOn(first, 'conversation');
    const inList = await socketOn(second, 'inbox');
    reader.send('messageRead', { conversationId: conversation.id });
    expect((await inList.next()).event).toBe('conversation:message:read');
    await Promise.all([reader.close(), inList.close()]);
  });

  it('opens a socket on one replica with a ticket the other issued, once', async () => {
    const { ticket } = await requestTicket(first.url, attendant.token);
    const opened = await RealtimeTestClient.open(second.url, `ticket=${ticket}`);
    expect(await opened.request('subscribeToInbox', { inboxId })).toEqual({ event: 'subscribedToInbox', data: { inboxId } });
    const again = await RealtimeTestClient.open(first.url, `ticket=${ticket}`);
    expect((await again.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE_CODE);
    await opened.close();
  });

  it('resumes on the other replica after a reconnect', async () => {
    const before = await socketOn(first, 'conversation');
    await publishEvent(infra, messagingEvents.messageReceived, {
      officeId,
      inboxId,
      payload: { conversationId: conversation.id, message: inboundMessage(conversation.id, 'vista no primeiro') },
    });
    const seen = await before.next();
    await before.close();
    await publishEvent(infra, messagingEvents.messageReceived, {
      officeId,
      inboxId,
      payload: { conversationId: conversation.id, message: inboundMessage(conversation.id, 'perdida') },
    });
    await waitUntil(async () => (await queryRows(infra, "select 1 from notifications.realtime_events where data->'message'->>'content' = 'perdida'")).length === 1);
    const after = await socketOn(second, 'conversation');
    after.send('resume', { cursor: seen.data.cursor });
    expect((await after.next()).data.message).toMatchObject({ content: 'perdida' });
    await sleep(200);
    expect(contents(after)).toEqual(['perdida']);
    await after.close();
  });
});

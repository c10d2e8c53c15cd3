import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingEvents } from '@balcao/contracts';
import { conversationSummary, inboundMessage } from '../testing/fixtures';
import {
  addMember,
  createTestInfra,
  publishEvent,
  queryRows,
  redeliver,
  startNotificationsTestApp,
  waitUntil,
  type NotificationsTestApp,
  type TestMember,
} from '../testing/test-app';
import { RealtimeTestClient, sleep } from '../testing/ws-client';
import { REALTIME_CONSUMER } from './realtime.consumer';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
const officeId = randomUUID();
const inboxId = randomUUID();
let attendant: TestMember;
let colleague: TestMember;
const conversation = conversationSummary({ inboxId });
const inOffice = { officeId, inboxId };

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra);
  attendant = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Ana Souza' });
  colleague = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Bruno Lima' });
  await publishEvent(infra, messagingEvents.conversationCreated, { ...inOffice, payload: { conversation } });
  await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.conversation_inboxes')).length === 1);
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

/** A socket of `member` listening to the inbox, the conversation, or both. */
async function listener(member: TestMember, to: { inbox?: boolean; conversation?: boolean }) {
  const client = await RealtimeTestClient.connect(service.url, member.token);
  if (to.inbox) expect((await client.request('subscribeToInbox', { inboxId })).event).toBe('subscribedToInbox');
  if (to.conversation) {
    expect(await client.request('subscribeToConversation', { conversationId: conversation.id })).toEqual({
      event: 'subscribedToConversation',
      data: { conversationId: conversation.id },
    });
  }
  return client;
}

describe('messaging events become frames', () => {
  it('pushes each message to the conversation’s and the inbox’s subscribers, with a growing cursor', async () => {
    const inChat = await listener(attendant, { conversation: true });
    const inList = await listener(colleague, { inbox: true });
    const messages = [inboundMessage(conversation.id, 'primeira'), inboundMessage(conversation.id, 'segunda')];
    await publishEvent(infra, messagingEvents.messageReceived, { ...inOffice, payload: { conversationId: conversation.id, message: messages[0] } });
    const first = await inChat.next('conversation:message');
    await publishEvent(infra, messagingEvents.messageSent, { ...inOffice, payload: { conversationId: conversation.id, message: messages[1] } });
    const second = await inChat.next('conversation:message');
    // Each event type has its own consumer: events of different types are ordered by when they are handled.
    await publishEvent(infra, messagingEvents.messageUpdated, {
      ...inOffice,
      payload: { conversationId: conversation.id, message: { ...messages[1], status: 'READ' } },
    });

    const frames = [first, second, await inChat.next('conversation:message')];
    expect(frames[0].data).toEqual({ conversationId: conversation.id, message: messages[0], cursor: expect.stringMatching(/^\d+$/) });
    expect(frames.map((frame) => (frame.data.message as { content: string }).content)).toEqual(['primeira', 'segunda', 'segunda']);
    expect((frames[2].data.message as { status: string }).status).toBe('READ');
    const cursors = frames.map((frame) => Number(frame.data.cursor));
    expect(cursors[1]).toBeGreaterThan(cursors[0]);
    expect(cursors[2]).toBeGreaterThan(cursors[1]);
    for (const frame of frames) expect(await inList.next('conversation:message')).toEqual(frame);
    await Promise.all([inChat.close(), inList.close()]);
  });

  it('a message that changed its conversation updates the list too, and places a conversation it had never heard of', async () => {
    const inList = await listener(attendant, { inbox: true });
    const inChat = await listener(colleague, { conversation: true });
    const changed = { ...conversation, unreadCount: 3 };
    const message = inboundMessage(conversation.id, 'terceira');
    await publishEvent(infra, messagingEvents.messageReceived, { ...inOffice, payload: { conversationId: conversation.id, message, conversation: changed } });
    const [listUpdate, messageFrame] = [await inList.next(), await inList.next()];
    expect(listUpdate).toMatchObject({ event: 'conversation:list:update', data: { kind: 'changed', conversation: { id: conversation.id, unreadCount: 3 } } });
    expect(messageFrame).toMatchObject({ event: 'conversation:message', data: { conversationId: conversation.id, message } });
    expect(Number(messageFrame.data.cursor)).toBeGreaterThan(Number(listUpdate.data.cursor));
    // The conversation's own subscribers get the message, not the list.
    expect(await inChat.next()).toEqual(messageFrame);

    // Messaging's later events about a conversation first seen through a message are routed by the placement.
    const unseen = conversationSummary({ inboxId });
    await publishEvent(infra, messagingEvents.messageSent, {
      ...inOffice,
      payload: { conversationId: unseen.id, message: inboundMessage(unseen.id, 'olá'), conversation: unseen },
    });
    await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.conversation_inboxes where conversation_id = $1', [unseen.id])).length === 1);
    await Promise.all([inList.close(), inChat.close()]);
  });

  it('the message that opened a conversation leaves the list to conversation.created: the list hears of it once', async () => {
    const inList = await listener(attendant, { inbox: true });
    const opened = conversationSummary({ inboxId });
    const message = inboundMessage(opened.id, 'primeira de todas');
    await publishEvent(infra, messagingEvents.conversationCreated, { ...inOffice, payload: { conversation: opened } });
    await publishEvent(infra, messagingEvents.messageReceived, { ...inOffice, payload: { conversationId: opened.id, message, conversation: opened, startedConversation: true } });
    // Two event types, two consumers: the frames come in either order.
    await inList.next();
    await inList.next();
    await sleep(200);
    expect(inList.events.filter((frame) => frame.event === 'conversation:list:update').map((frame) => frame.data)).toMatchObject([{ kind: 'created', conversation: { id: opened.id } }]);
    expect(inList.events.filter((frame) => frame.event === 'conversation:message').map((frame) => frame.data)).toMatchObject([{ conversationId: opened.id, message }]);
    await inList.close();
  });

  it('updates the inbox list on conversation created, changed, read and deleted', async () => {
    const inList = await listener(attendant, { inbox: true });
    const onlyInChat = await listener(colleague, { conversation: true });
    const other = conversationSummary({ inboxId });
    await publishEvent(infra, messagingEvents.conversationCreated, { ...inOffice, payload: { conversation: other } });
    expect((await inList.next()).data).toMatchObject({ kind: 'created', conversation: other });
    await publishEvent(infra, messagingEvents.conversationChanged, { ...inOffice, payload: { conversation: { ...other, isFixed: true } } });
    expect((await inList.next()).data).toMatchObject({ kind: 'changed', conversation: { id: other.id, isFixed: true } });
    await publishEvent(infra, messagingEvents.conversationRead, { ...inOffice, payload: { conversationId: other.id, userId: attendant.id } });
    expect((await inList.next()).data).toMatchObject({ kind: 'read', conversationId: other.id, userId: attendant.id });
    await publishEvent(infra, messagingEvents.conversationDeleted, { ...inOffice, payload: { conversationId: other.id } });
    const deleted = await inList.next();
    expect(deleted).toEqual({ event: 'conversation:list:update', data: { kind: 'deleted', conversationId: other.id, cursor: expect.any(String) } });
    // A deleted conversation can no longer be subscribed to.
    expect((await inList.request('subscribeToConversation', { conversationId: other.id })).data).toEqual({ message: 'Acesso negado' });
    await sleep(200);
    expect(onlyInChat.events).toEqual([]);
    await Promise.all([inList.close(), onlyInChat.close()]);
  });

  it('reports an integration’s status to its inbox', async () => {
    const inList = await listener(attendant, { inbox: true });
    const integrationId = randomUUID();
    await publishEvent(infra, messagingEvents.integrationStatusChanged, {
      ...inOffice,
      payload: { integrationId, status: 'connected', phoneNumber: '5511987654321' },
    });
    expect((await inList.next()).data).toEqual({
      kind: 'integration',
      integrationId,
      status: 'connected',
      phoneNumber: '5511987654321',
      cursor: expect.any(String),
    });
    await inList.close();
  });

  it('pushes a renewed QR code to the inbox of the device that is pairing', async () => {
    const inList = await listener(attendant, { inbox: true });
    const integrationId = randomUUID();
    await publishEvent(infra, messagingEvents.integrationQrCodeRefreshed, { ...inOffice, payload: { integrationId, qrcode: '2@novo-qr-code' } });
    expect((await inList.next()).data).toEqual({ kind: 'integration-qrcode', integrationId, qrcode: '2@novo-qr-code', cursor: expect.any(String) });
    await inList.close();
  });

  it('notifies every socket of the user who receives a transfer, and nobody else', async () => {
    const [phone, laptop] = [await listener(colleague, {}), await listener(colleague, {})];
    const bystander = await listener(attendant, { inbox: true, conversation: true });
    await publishEvent(infra, messagingEvents.conversationTransferred, {
      ...inOffice,
      payload: { conversationId: conversation.id, fromUserId: attendant.id, toUserId: colleague.id },
    });
    const expected = {
      event: 'notification:new',
      // The persisted notification (src/notifications), pushed through this gateway.
      data: {
        id: expect.any(String),
        title: 'Atendimento transferido',
        message: 'Ana Souza transferiu um atendimento para você',
        module: 'conversation',
        itemId: conversation.id,
        inboxId,
        createdAt: expect.any(String),
        cursor: expect.any(String),
      },
    };
    expect(await phone.next()).toEqual(expected);
    expect(await laptop.next()).toEqual(expected);
    await sleep(200);
    expect(bystander.events).toEqual([]);
    await Promise.all([phone.close(), laptop.close(), bystander.close()]);
  });

  it('republishes messageRead to the conversation’s and inbox’s subscribers', async () => {
    const reader = await listener(attendant, { conversation: true });
    const inList = await listener(colleague, { inbox: true });
    reader.send('messageRead', { conversationId: conversation.id });
    const expected = { event: 'conversation:message:read', data: { conversationId: conversation.id, userId: attendant.id, cursor: expect.any(String) } };
    expect(await inList.next()).toEqual(expected);
    expect(await reader.next()).toEqual(expected);
    await Promise.all([reader.close(), inList.close()]);
  });

  it('sends one frame for an event delivered twice', async () => {
    const inChat = await listener(attendant, { conversation: true });
    const event = await publishEvent(infra, messagingEvents.messageReceived, {
      ...inOffice,
      payload: { conversationId: conversation.id, message: inboundMessage(conversation.id, 'uma vez só') },
    });
    await inChat.next('conversation:message');
    await redeliver(infra, event, REALTIME_CONSUMER);
    await sleep(300);
    expect(inChat.events.map((frame) => (frame.data.message as { content: string }).content)).toEqual(['uma vez só']);
    expect((await queryRows(infra, "select count(*)::int as n from notifications.realtime_events where data->'message'->>'content' = 'uma vez só'"))[0].n).toBe(1);
    await inChat.close();
  });
});

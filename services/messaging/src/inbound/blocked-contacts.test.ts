import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BlockedMessageList, ConversationDetail, ConversationList, Person } from '@balcao/contracts';
import { conversations, messages } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

/** What would wake a flow, an agent, the inbox or a notification about a client's message. */
const WAKING_EVENTS = [
  'balcao.messaging.message.received',
  'balcao.messaging.conversation.created',
  'balcao.messaging.conversation.changed',
  'balcao.messaging.person.created',
  'balcao.messaging.person.updated',
];

describe('messages from a blocked contact', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let device: { integrationId: string };

  const conversationsOf = async (phoneNumber: string) =>
    (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: phoneNumber } })).data;
  const createContact = (name: string, phoneNumber: string, isBlocked: boolean) =>
    t.expectOk<Person>({ method: 'POST', url: '/api/people', as: owner, payload: { name, phoneNumber, inboxId: owner.inboxId, isBlocked } }, 201);
  const setBlocked = (id: string, isBlocked: boolean) => t.expectOk<Person>({ method: 'PATCH', url: `/api/people/${id}`, as: owner, payload: { isBlocked } });
  const blockedMessagesOf = (id: string, as = owner) => t.expectOk<BlockedMessageList>({ url: `/api/people/${id}/blocked-messages`, as });
  /** Events of these types published since `since` (positions in the order of publishing). */
  const wakingEventsSince = async (since: number) => (await Promise.all(WAKING_EVENTS.map((type) => t.eventsOf(type)))).flat().filter((event) => event.position >= since);
  const publishedSoFar = async () => Math.max(-1, ...(await Promise.all(WAKING_EVENTS.map((type) => t.eventsOf(type)))).flat().map((event) => event.position)) + 1;

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    // A device with an agent: a message that reached a conversation would start the robot.
    device = await t.connectDevice(owner, { agentId: await t.announceRobot('agent', owner) });
  });
  afterAll(async () => t?.close());

  it('keeps the message, opens no conversation and publishes nothing that wakes a robot or a notification', async () => {
    const person = await createContact('Paulo Bloqueado', '11971110001', true);
    const since = await publishedSoFar();

    await t.clientSays(device.integrationId, '11971110001', 'Vocês ainda vão me atender?', { id: 'WAMID-BLOCKED-1' });
    // A redelivery of the same message stores nothing twice.
    await t.clientSays(device.integrationId, '11971110001', 'Vocês ainda vão me atender?', { id: 'WAMID-BLOCKED-1' });

    expect(await t.countRows(conversations, eq(conversations.personId, person.id))).toBe(0);
    expect(await t.countRows(messages, eq(messages.externalId, 'WAMID-BLOCKED-1'))).toBe(0);
    expect(await conversationsOf('5511971110001')).toEqual([]);
    expect(await wakingEventsSince(since)).toEqual([]);

    const kept = await blockedMessagesOf(person.id);
    expect(kept.totalItems).toBe(1);
    expect(kept.data).toMatchObject([{ personId: person.id, integrationId: device.integrationId, type: 'text', content: 'Vocês ainda vão me atender?', fileUrl: null }]);
    expect((await t.expectOk<Person>({ url: `/api/people/${person.id}`, as: owner })).blockedMessagesCount).toBe(1);
  });

  it('leaves an open conversation as it was when its contact is blocked, and keeps the client’s files', async () => {
    await t.clientSays(device.integrationId, '11971110002', 'Primeira mensagem, antes do bloqueio');
    const [before] = await conversationsOf('5511971110002');
    await setBlocked(before.personId, true);
    const since = await publishedSoFar();

    const pdf = Buffer.from('%PDF-1.4 documento enviado bloqueado');
    await t.clientSays(device.integrationId, '11971110002', '', {
      type: 'document',
      text: null,
      caption: 'Segue o documento',
      file: { data: pdf.toString('base64'), mimeType: 'application/pdf', fileName: 'documento.pdf' },
    });

    const [after] = await conversationsOf('5511971110002');
    expect(after).toMatchObject({ id: before.id, unreadCount: before.unreadCount, lastMessage: { content: 'Primeira mensagem, antes do bloqueio' } });
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${before.id}`, as: owner });
    expect(detail.messages).toHaveLength(1);
    expect(await wakingEventsSince(since)).toEqual([]);

    const [kept] = (await blockedMessagesOf(before.personId)).data;
    expect(kept).toMatchObject({ type: 'document', caption: 'Segue o documento', fileName: 'documento.pdf', mimeType: 'application/pdf' });
    const file = await t.call({ url: kept.fileUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('lets the next message open a conversation normally once the contact is unblocked', async () => {
    const person = await createContact('Rosa Desbloqueada', '11971110003', true);
    await t.clientSays(device.integrationId, '11971110003', 'Mensagem enquanto bloqueada');
    await setBlocked(person.id, false);
    await t.clientSays(device.integrationId, '11971110003', 'Agora fui desbloqueada');

    const list = await conversationsOf('5511971110003');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ personId: person.id, status: 'ROBOT_INTERACTIVE', unreadCount: 1, lastMessage: { content: 'Agora fui desbloqueada' } });
    const received = (await t.eventsOf('balcao.messaging.message.received')).filter((event) => event.payload.conversationId === list[0].id);
    expect(received.map((event) => [event.payload.message.content, event.payload.startedConversation])).toEqual([['Agora fui desbloqueada', true]]);
    // What came while blocked stays in the contact's history, apart from the conversation.
    expect((await blockedMessagesOf(person.id)).data.map((message) => message.content)).toEqual(['Mensagem enquanto bloqueada']);
  });

  it('shows the history only to the contact’s workspace, and validates the page', async () => {
    const person = await createContact('Lia Reservada', '11971110004', true);
    await t.clientSays(device.integrationId, '11971110004', 'Oi');
    const stranger = await t.signUpOffice('Outro Escritório');
    expect((await t.call({ url: `/api/people/${person.id}/blocked-messages`, as: stranger })).statusCode).toBe(404);
    const attendantElsewhere = await t.addAttendant(owner, [await t.addInbox(owner, 'Cível')], 'Caio de Outro Workspace');
    expect((await t.call({ url: `/api/people/${person.id}/blocked-messages`, as: attendantElsewhere })).statusCode).toBe(404);

    const badId = await t.call({ url: '/api/people/nao-e-um-id/blocked-messages', as: owner });
    expect(badId.statusCode).toBe(400);
    const badLimit = await t.call({ url: `/api/people/${person.id}/blocked-messages`, as: owner, query: { limit: '500' } });
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toContain('limit: no máximo 100');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConversationDetail, ConversationList, Person } from '@balcao/contracts';
import { conversations, messages } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

describe('messages from clients', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let device: { integrationId: string };

  /** Every conversation of the client with this number, finished ones included (the list shows only the latest). */
  const conversationsOf = async (phoneNumber: string) => {
    const [latest] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: phoneNumber } })).data;
    if (!latest) return [];
    return (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, personId: latest.person.id } })).data;
  };

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    device = await t.connectDevice(owner);
  });
  afterAll(async () => t?.close());

  it('stores the same provider message once and raises unread once', async () => {
    await t.clientSays(device.integrationId, '11970001000', 'Primeira mensagem', { id: 'WAMID-DUPLICATE-1' });
    await t.clientSays(device.integrationId, '11970001000', 'Primeira mensagem', { id: 'WAMID-DUPLICATE-1' });
    expect(await t.countRows(messages, eq(messages.externalId, 'WAMID-DUPLICATE-1'))).toBe(1);
    const [conversation] = await conversationsOf('5511970001000');
    expect(conversation.unreadCount).toBe(1);
    const received = (await t.eventsOf('balcao.messaging.message.received')).filter((event) => event.payload.message.externalId === 'WAMID-DUPLICATE-1');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ officeId: owner.officeId, inboxId: owner.inboxId, payload: { conversationId: conversation.id } });
  });

  it('finds the contact by phone, keeps one open conversation and counts unread', async () => {
    await t.clientSays(device.integrationId, '(11) 97000-2000', 'Olá', { name: 'Rita Campos' });
    await t.clientSays(device.integrationId, '5511970002000', 'Tem alguém aí?', { name: 'Outro nome' });
    const [conversation] = await conversationsOf('5511970002000');
    expect(conversation).toMatchObject({ unreadCount: 2, status: 'WAITING_HUMAN', person: { name: 'Rita Campos' }, lastMessage: { content: 'Tem alguém aí?' } });
    expect(await t.countRows(conversations, eq(conversations.personId, conversation.personId))).toBe(1);
    const person = await t.expectOk<Person>({ url: `/api/people/${conversation.personId}`, as: owner });
    expect(person).toMatchObject({ phoneNumber: '5511970002000', conversationId: conversation.id });
    expect(person.lastMessageSentAt).not.toBeNull();
    const created = (await t.eventsOf('balcao.messaging.conversation.created')).filter((event) => event.payload.conversation.id === conversation.id);
    // Each message carries the conversation as it left it (the first one, as it opened it): one event per message.
    const received = (await t.eventsOf('balcao.messaging.message.received')).filter((event) => event.payload.conversationId === conversation.id);
    expect(created).toHaveLength(1);
    expect(received.map((event) => [event.payload.conversation?.unreadCount, event.payload.startedConversation])).toEqual([
      [1, true],
      [2, undefined],
    ]);
    expect((await t.eventsOf('balcao.messaging.conversation.changed')).filter((event) => event.payload.conversation.id === conversation.id)).toEqual([]);
  });

  it('starts with the robot when the device has an agent or a flow', async () => {
    const robot = await t.connectDevice(owner, { agentId: await t.announceRobot('agent', owner) });
    await t.clientSays(robot.integrationId, '11970003000', 'Quero saber do meu processo');
    const list = await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, integrationId: robot.integrationId } });
    expect(list.data.map((conversation) => conversation.status)).toEqual(['ROBOT_INTERACTIVE']);
  });

  it('opens a new conversation when the last one was closed', async () => {
    await t.clientSays(device.integrationId, '11970004000', 'Primeiro atendimento');
    const [first] = await conversationsOf('5511970004000');
    await t.db.update(conversations).set({ status: 'INACTIVE' }).where(eq(conversations.id, first.id));
    await t.clientSays(device.integrationId, '11970004000', 'Voltei com outra dúvida');
    const all = await conversationsOf('5511970004000');
    expect(all).toHaveLength(2);
    const reopened = all.find((conversation) => conversation.id !== first.id)!;
    expect(reopened).toMatchObject({ status: 'WAITING_HUMAN', unreadCount: 1, lastMessage: { content: 'Voltei com outra dúvida' } });
  });

  it('saves media through the media port and links it', async () => {
    const pdf = Buffer.from('%PDF-1.4 procuração assinada');
    await t.clientSays(device.integrationId, '11970005000', '', {
      type: 'document',
      text: null,
      caption: 'Segue a procuração',
      file: { data: pdf.toString('base64'), mimeType: 'application/pdf', fileName: 'procuracao.pdf' },
    });
    const [conversation] = await conversationsOf('5511970005000');
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner });
    const [message] = detail.messages;
    expect(message).toMatchObject({ type: 'document', direction: 'INBOUND', metadata: { caption: 'Segue a procuração', fileName: 'procuracao.pdf', mimeType: 'application/pdf' } });
    const file = await t.call({ url: message.fileUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
  });

  it('attaches client reactions to the message they reference, one live reaction per side', async () => {
    await t.clientSays(device.integrationId, '11970006000', 'Mensagem para reagir', { id: 'WAMID-TARGET' });
    await t.clientSays(device.integrationId, '11970006000', '', { id: 'WAMID-R1', type: 'reaction', text: '👍', reactionToId: 'WAMID-TARGET' });
    await t.clientSays(device.integrationId, '11970006000', '', { id: 'WAMID-R2', type: 'reaction', text: '❤️', reactionToId: 'WAMID-TARGET' });
    const [conversation] = await conversationsOf('5511970006000');
    expect(conversation.unreadCount).toBe(1);
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner });
    expect(detail.messages).toHaveLength(1);
    expect(detail.messages[0].reactions).toEqual([{ emoji: '❤️', count: 1 }]);
  });

  it('stores a burst of messages from many clients at once, each once, in one conversation per contact', async () => {
    const phones = ['11970008001', '11970008002', '11970008003'];
    const sends = phones.flatMap((phone, contact) =>
      Array.from({ length: 8 }, (_, index) => t.clientSays(device.integrationId, phone, `Rajada ${contact}-${index}`, { id: `WAMID-BURST-${contact}-${index}` })),
    );
    // The same provider ids again, in the same burst, as a redelivery racing the first copy.
    const redeliveries = phones.map((phone, contact) => t.clientSays(device.integrationId, phone, `Rajada ${contact}-0`, { id: `WAMID-BURST-${contact}-0` }));
    await Promise.all([...sends, ...redeliveries]);

    for (const [contact, phone] of phones.entries()) {
      const list = await conversationsOf(`55${phone}`);
      expect(list).toHaveLength(1);
      expect(list[0].unreadCount).toBe(8);
      const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${list[0].id}`, as: owner });
      // Requests sent at once have no order between them; each message is there exactly once.
      expect(detail.messages.map((message) => message.content).sort()).toEqual(Array.from({ length: 8 }, (_, index) => `Rajada ${contact}-${index}`));
    }
    const received = (await t.eventsOf('balcao.messaging.message.received')).filter((event) => String(event.payload.message.externalId).startsWith('WAMID-BURST-'));
    expect(received).toHaveLength(24);
  });

  it('refuses phone messages to a device that is not connected', async () => {
    const device = await t.connectDevice(owner);
    await t.expectOk({ method: 'POST', url: `/api/integration/${device.integrationId}/disconnect`, as: owner });
    await expect(t.clientSays(device.integrationId, '11970007000', 'Oi')).rejects.toThrow(/answered 409: .*O dispositivo não está conectado/);
  });
});

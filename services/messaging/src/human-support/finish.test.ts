import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationDetail, ConversationList, ConversationSummary, FastMessage } from '@balcao/contracts';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

describe('finishing a conversation', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let device: { integrationId: string };

  const finish = (conversationId: string, payload: Record<string, unknown>, as = attendant) =>
    t.call({ method: 'POST', url: `/api/conversation/${conversationId}/finish`, as, payload });
  const phoneInbox = async (phone: string) =>
    (await t.phoneChat(device.integrationId, phone))
      .filter((message) => message.from === 'office')
      .map((message) => message.text);
  /** A client writes twice; the attendant takes the conversation. */
  const humanConversation = async (phone: string) => {
    await t.clientSays(device.integrationId, phone, 'Bom dia');
    await t.clientSays(device.integrationId, phone, 'Tenho uma audiência amanhã');
    const [conversation] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: phone } })).data;
    return t.expectOk<ConversationSummary>({ method: 'POST', url: `/api/conversation/${conversation.id}/start-human-support`, as: attendant });
  };
  const quickReply = (title: string, content: string) =>
    t.expectOk<FastMessage>({ method: 'POST', url: '/api/fast-message', as: owner, payload: { inboxId: owner.inboxId, title, content } }, 201);

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    attendant = await t.addAttendant(owner);
    device = await t.connectDevice(owner);
  });
  afterAll(async () => t?.close());

  it('just ends: closed, responsible kept, nothing read left, nothing sent', async () => {
    const conversation = await humanConversation('11910001000');
    expect(conversation.unreadCount).toBe(2);
    const response = await finish(conversation.id, { mode: 'end' });
    expect(response.statusCode).toBe(200);
    expect(response.json<ConversationSummary>()).toMatchObject({ id: conversation.id, status: 'INACTIVE', unreadCount: 0, user: { id: attendant.userId, name: 'Ana Atendente' } });
    expect(await phoneInbox('5511910001000')).toEqual([]);
    const changed = (await t.eventsOf('balcao.messaging.conversation.changed')).filter((event) => event.payload.conversation.id === conversation.id);
    expect(changed.at(-1)?.payload.conversation).toMatchObject({ status: 'INACTIVE', unreadCount: 0 });
    const closed = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, status: 'INACTIVE' } })).data;
    expect(closed.map((item) => item.id)).toContain(conversation.id);

    const again = await finish(conversation.id, { mode: 'end' });
    expect(again.json()).toMatchObject({ statusCode: 409, message: 'A conversa já está encerrada' });
  });

  it('sends the quick reply with the client name filled, then closes', async () => {
    const conversation = await humanConversation('11910002000');
    const reply = await quickReply('Despedida', 'Obrigado pelo contato, {primeiro_nome}! Atenciosamente, {nome_atendente}.');
    const closed = await t.expectOk<ConversationSummary>({ method: 'POST', url: `/api/conversation/${conversation.id}/finish`, as: attendant, payload: { mode: 'quick-reply', fastMessageId: reply.id } });
    expect(closed).toMatchObject({ status: 'INACTIVE', lastMessage: { content: 'Obrigado pelo contato, João! Atenciosamente, Ana Atendente.', direction: 'OUTBOUND' } });
    expect(await phoneInbox('5511910002000')).toEqual(['Obrigado pelo contato, João! Atenciosamente, Ana Atendente.']);
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner });
    // Sent, and maybe already acknowledged by the phone (the simulator acks at once).
    expect(detail.messages.at(-1)).toMatchObject({ content: 'Obrigado pelo contato, João! Atenciosamente, Ana Atendente.', status: expect.stringMatching(/^(SENT|DELIVERED|READ)$/), user: { id: attendant.userId } });
    expect(detail.evaluation).toBeNull();
    const sent = (await t.eventsOf('balcao.messaging.message.sent')).filter((event) => event.payload.conversationId === conversation.id);
    expect(sent).toHaveLength(1);
  });

  it('needs a quick reply with something to send, and a known mode', async () => {
    const conversation = await humanConversation('11910003000');
    const missing = await finish(conversation.id, { mode: 'quick-reply' });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: 'Selecione uma resposta rápida', field: 'fastMessageId' });
    const onlyName = await quickReply('Só o nome', '{nome_cliente}');
    await t.db.execute(`update messaging.people set name = null where phone_number = '5511910003000'`);
    const empty = await finish(conversation.id, { mode: 'quick-reply', fastMessageId: onlyName.id });
    expect(empty.json()).toMatchObject({ statusCode: 400, message: 'A resposta rápida está vazia' });
    const unknown = await finish(conversation.id, { mode: 'quick-reply', fastMessageId: '018f0000-0000-7000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect((await finish(conversation.id, { mode: 'archive' })).json()).toMatchObject({ statusCode: 400, message: 'Forma de encerramento inválida', field: 'mode' });
    expect((await finish(conversation.id, {})).json()).toMatchObject({ statusCode: 400, field: 'mode' });
    // Nothing was sent and the conversation is still open.
    expect(await phoneInbox('5511910003000')).toEqual([]);
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner });
    expect(detail.status).toBe('HUMAN_INTERACTIVE');
  });

  it('starting human service on a human conversation answers 409 so the finish prompt opens', async () => {
    const conversation = await humanConversation('11910004000');
    const again = await t.call({ method: 'POST', url: `/api/conversation/${conversation.id}/start-human-support`, as: owner });
    expect(again.json()).toMatchObject({ statusCode: 409, message: 'A conversa já está em atendimento humano' });
  });
});

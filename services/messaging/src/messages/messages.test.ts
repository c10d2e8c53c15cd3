import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ConversationDetail, ConversationList, Message } from '@balcao/contracts';
import { messages } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';
import { multipart, multipartHeaders } from '../testing/multipart';

describe('sending and deleting messages', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let device: { integrationId: string };

  const send = (as: TestUser, fields: Record<string, string>, file?: Parameters<typeof multipart>[1], headers: Record<string, string> = {}) =>
    t.call({ method: 'POST', url: '/api/conversation/send-message', as, payload: multipart(fields, file), headers: { ...multipartHeaders, ...headers } });
  const openConversation = async (phone: string) => {
    await t.clientSays(device.integrationId, phone, 'Bom dia', { id: `WAMID-${phone}` });
    return (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: phone } })).data[0];
  };
  const phoneInbox = async (phone: string) =>
    (await t.phoneChat(device.integrationId, phone)).filter((message) => message.from === 'office');

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    attendant = await t.addAttendant(owner);
    device = await t.connectDevice(owner);
  });
  afterAll(async () => t?.close());

  it('sends text, signed with the attendant name when asked, and follows delivery', async () => {
    const conversation = await openConversation('5511990001000');
    const response = await send(attendant, { conversationId: conversation.id, type: 'text', message: 'Já estou verificando.', showResponsibleName: 'true' });
    expect(response.statusCode).toBe(201);
    const message = response.json<Message>();
    expect(message).toMatchObject({ content: '*Ana Atendente*:\nJá estou verificando.', direction: 'OUTBOUND', status: 'SENT', user: { id: attendant.userId, name: 'Ana Atendente', isAgent: false } });
    // The office's own id for the send (channelMessageIdOf), which the phone keeps.
    expect(message.externalId).toMatch(/^3EB0[0-9A-F]{18}$/);
    expect((await phoneInbox('5511990001000')).map((item) => item.text)).toEqual(['*Ana Atendente*:\nJá estou verificando.']);
    const summary = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: '5511990001000' } })).data[0];
    // The sender lets each viewer's list say 'Você:' or 'Ana:' (issue 21).
    const sender = { id: attendant.userId, name: 'Ana Atendente', isAgent: false };
    expect(summary.lastMessage).toEqual({ content: '*Ana Atendente*:\nJá estou verificando.', direction: 'OUTBOUND', type: 'text', sender });
    const sent = (await t.eventsOf('balcao.messaging.message.sent')).find((event) => event.payload.message.id === message.id);
    expect(sent?.payload.conversation.lastMessage.sender).toEqual(sender);

    await t.phoneReads(device.integrationId, '5511990001000');
    await expect.poll(async () => (await t.db.select({ status: messages.status }).from(messages).where(eq(messages.id, message.id)))[0].status).toBe('READ');

    await t.clientSays(device.integrationId, '5511990001000', 'Obrigado!', { id: 'WAMID-5511990001000-2' });
    const replied = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: '5511990001000' } })).data[0];
    expect(replied.lastMessage).toMatchObject({ content: 'Obrigado!', direction: 'INBOUND', sender: null });
  });

  it('sends once when a POST is retried with the same Idempotency-Key', async () => {
    const conversation = await openConversation('5511990002000');
    const headers = { 'idempotency-key': 'send-once-1' };
    const first = await send(owner, { conversationId: conversation.id, message: 'Documento recebido' }, undefined, headers);
    const retry = await send(owner, { conversationId: conversation.id, message: 'Documento recebido' }, undefined, headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await phoneInbox('5511990002000')).toHaveLength(1);
  });

  it('needs text or a file, and validates its fields', async () => {
    const conversation = await openConversation('5511990003000');
    const empty = await send(owner, { conversationId: conversation.id, type: 'text', message: '  ' });
    expect(empty.json()).toMatchObject({ statusCode: 400, message: 'Informe uma mensagem ou um arquivo' });
    const noConversation = await send(owner, { message: 'Oi' });
    expect(noConversation.json()).toMatchObject({ statusCode: 400, message: 'O campo é obrigatório', field: 'conversationId' });
    const badType = await send(owner, { conversationId: conversation.id, type: 'fax', message: 'Oi' });
    expect(badType.json()).toMatchObject({ statusCode: 400, message: 'Tipo de mensagem inválido', field: 'type' });
    const json = await t.call({ method: 'POST', url: '/api/conversation/send-message', as: owner, payload: { conversationId: conversation.id, message: 'Oi' } });
    expect(json.statusCode).toBe(400);
    const badReply = await send(owner, { conversationId: conversation.id, message: 'Oi', replyMessageId: '018f0000-0000-7000-8000-000000000000' });
    expect(badReply.json()).toMatchObject({ statusCode: 400, field: 'replyMessageId' });
  });

  it('uploads a file as its kind and serves it with the token or a signed link', async () => {
    const conversation = await openConversation('5511990004000');
    const image = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const response = await send(owner, { conversationId: conversation.id, type: 'document', message: 'Foto do documento' }, { data: image, fileName: 'rg.png', mimeType: 'image/png' });
    expect(response.statusCode).toBe(201);
    const sent = response.json<Message>();
    // A file sent as 'document' stays a document; its text becomes the caption.
    expect(sent).toMatchObject({ type: 'document', content: 'Foto do documento', metadata: { fileName: 'rg.png', mimeType: 'image/png', caption: 'Foto do documento' } });
    const audio = await send(owner, { conversationId: conversation.id, type: 'audio' }, { data: Buffer.from('webm-audio'), fileName: 'gravacao.webm', mimeType: 'audio/webm' });
    expect(audio.json()).toMatchObject({ type: 'audio', content: null });
    expect((await phoneInbox('5511990004000')).map((item) => [item.type, item.fileName])).toEqual([
      ['document', 'rg.png'],
      ['audio', 'gravacao.webm'],
    ]);

    const signed = await t.call({ url: sent.fileUrl! });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(image)).toBe(true);
    const key = new URL(sent.fileUrl!, 'http://localhost').pathname.split('/').pop()!;
    expect((await t.call({ url: `/api/media/${key}`, as: attendant })).statusCode).toBe(200);
    expect((await t.call({ url: `/api/media/${key}` })).statusCode).toBe(401);
    const tampered = await t.call({ url: sent.fileUrl!.replace(/sig=[^&]+/, 'sig=forjada') });
    expect(tampered.json()).toMatchObject({ statusCode: 403, message: 'Link do arquivo inválido ou expirado' });
    const outsider = await t.signUpOffice('Curioso Externo');
    expect((await t.call({ url: `/api/media/${key}`, as: outsider })).statusCode).toBe(404);
  });

  it('refuses files over 20 MB', async () => {
    const conversation = await openConversation('5511990005000');
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 1);
    const response = await send(owner, { conversationId: conversation.id, type: 'document' }, { data: big, fileName: 'processo.pdf', mimeType: 'application/pdf' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('O arquivo excede o limite de 20 MB');
    expect(await phoneInbox('5511990005000')).toHaveLength(0);
  });

  it('marks the message FAILED and answers 502 when the channel refuses it', async () => {
    const conversation = await openConversation('5511990006000');
    const offline = await t.connectDevice(owner);
    await t.clientSays(offline.integrationId, '5511990006001', 'Oi');
    const [offlineConversation] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, integrationId: offline.integrationId } })).data;
    await t.expectOk({ method: 'POST', url: `/api/integration/${offline.integrationId}/disconnect`, as: owner });
    const response = await send(owner, { conversationId: offlineConversation.id, message: 'Você ainda está aí?' }, undefined, { 'idempotency-key': 'fails-1' });
    expect(response.json()).toMatchObject({ statusCode: 502, message: 'Não foi possível enviar a mensagem' });
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${offlineConversation.id}`, as: owner });
    expect(detail.messages.at(-1)).toMatchObject({ content: 'Você ainda está aí?', status: 'FAILED' });
    expect(detail.lastMessage?.direction).toBe('INBOUND');
    expect(conversation.id).not.toBe(offlineConversation.id);
  });

  it('replies to and reacts on messages, grouping reactions under their message', async () => {
    const conversation = await openConversation('5511990007000');
    const [clientMessage] = (await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner })).messages;
    const reply = (await send(owner, { conversationId: conversation.id, message: 'Respondendo', replyMessageId: clientMessage.id })).json<Message>();
    expect(reply.metadata.quotedMessageId).toBe(clientMessage.id);
    expect((await phoneInbox('5511990007000'))[0].quotedId).toBe('WAMID-5511990007000');

    expect((await send(attendant, { conversationId: conversation.id, type: 'reaction', message: '👍', reactionMessageId: clientMessage.id })).statusCode).toBe(201);
    await t.clientSays(device.integrationId, '5511990007000', '', { type: 'reaction', text: '👍', reactionToId: 'WAMID-5511990007000' });
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner });
    expect(detail.messages.map((message) => message.type)).toEqual(['text', 'text']);
    expect(detail.messages[0].reactions).toEqual([{ emoji: '👍', count: 2 }]);
    const noTarget = await send(owner, { conversationId: conversation.id, type: 'reaction', message: '👍' });
    expect(noTarget.json()).toMatchObject({ statusCode: 400, field: 'reactionMessageId' });
  });

  it('deletes own sent messages within 48 hours only', async () => {
    const conversation = await openConversation('5511990008000');
    const mine = (await send(attendant, { conversationId: conversation.id, message: 'Mensagem errada' })).json<Message>();
    const [clientMessage] = (await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner })).messages;
    const remove = (as: TestUser, messageId: string) => t.call({ method: 'POST', url: '/api/conversation/remove-message', as, payload: { messageId, conversationId: conversation.id } });

    expect((await remove(owner, mine.id)).json()).toMatchObject({ statusCode: 403, message: 'Só é possível apagar suas mensagens enviadas há menos de 48 horas' });
    expect((await remove(attendant, clientMessage.id)).statusCode).toBe(403);
    const removed = await remove(attendant, mine.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: mine.id, content: null, metadata: { isDeleted: true } });
    expect((await t.eventsOf('balcao.messaging.message.updated')).some((event) => event.payload.message.id === mine.id && event.payload.message.metadata.isDeleted)).toBe(true);
    // Deleted for everyone: the client's phone shows it deleted too.
    const phone = await t.phoneChat(device.integrationId, '5511990008000');
    expect(phone.find((message) => message.id === mine.externalId)).toMatchObject({ text: 'Mensagem errada', isDeleted: true });

    const old = (await send(attendant, { conversationId: conversation.id, message: 'Antiga' })).json<Message>();
    await t.db.update(messages).set({ messageAt: sql`now() - interval '49 hours'` }).where(eq(messages.id, old.id));
    expect((await remove(attendant, old.id)).statusCode).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/conversation/remove-message', as: attendant, payload: { conversationId: conversation.id } })).json()).toMatchObject({
      statusCode: 400,
      message: 'O campo é obrigatório',
    });
  });
});

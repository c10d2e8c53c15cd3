import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConversationDetail, ConversationList, ConversationSummary, Person } from '@balcao/contracts';
import { conversations, conversationTags, tags } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

describe('conversations', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let device: { integrationId: string };

  const list = (query: Record<string, string>, as = owner) => t.expectOk<ConversationList>({ url: '/api/conversation', as, query: { inboxId: owner.inboxId, ...query } });
  const conversationWith = async (phone: string, text = 'Olá, doutor') => {
    await t.clientSays(device.integrationId, phone, text);
    return (await list({ content: phone.replace(/\D/g, '') })).data[0];
  };

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    attendant = await t.addAttendant(owner);
    device = await t.connectDevice(owner);
  });
  afterAll(async () => t?.close());

  it('lists pinned first, then by latest message, with paging and filters', async () => {
    const older = await conversationWith('11980001000', 'Contrato de aluguel');
    const newer = await conversationWith('11980002000', 'Pensão alimentícia');
    await t.expectOk({ method: 'PATCH', url: `/api/conversation/${older.id}`, as: owner, payload: { isFixed: true } });
    const all = await list({});
    expect(all.data.slice(0, 2).map((conversation) => conversation.id)).toEqual([older.id, newer.id]);
    expect(all.data[0]).toMatchObject({ isFixed: true, formattedDate: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/) });

    const firstPage = await list({ limit: '1', page: '2' });
    expect(firstPage).toMatchObject({ totalItems: all.totalItems, totalResults: all.totalItems, totalPages: all.totalItems });
    expect(firstPage.data[0].id).toBe(all.data[1].id);

    expect((await list({ content: 'aluguel' })).data.map((c) => c.id)).toEqual([older.id]);
    expect((await list({ content: 'João' })).totalItems).toBe(all.totalItems);
    expect((await list({ content: 'x' })).totalItems).toBe(all.totalItems);
    expect((await list({ status: 'HUMAN_INTERACTIVE' })).totalItems).toBe(0);
    expect((await list({ status: 'WAITING_HUMAN', showOnlyUnread: 'true' })).totalItems).toBe(all.totalItems);
    expect((await list({ integrationId: device.integrationId })).totalItems).toBe(all.totalItems);

    const [tag] = await t.db.insert(tags).values({ officeId: owner.officeId, inboxId: owner.inboxId, name: 'Família', color: '#0296F9', modules: ['conversas'] }).returning();
    await t.db.insert(conversationTags).values({ conversationId: newer.id, tagId: tag.id });
    const tagged = await list({ tags: `${tag.id},018f0000-0000-7000-8000-000000000000` });
    expect(tagged.data).toMatchObject([{ id: newer.id, tags: [{ id: tag.id, name: 'Família', color: '#0296F9' }] }]);
  });

  it('rejects a list without workspace or with a bad filter', async () => {
    const missing = await t.call({ url: '/api/conversation', as: owner });
    expect(missing.json()).toMatchObject({ statusCode: 400, message: 'O campo é obrigatório', field: 'inboxId' });
    expect((await t.call({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, status: 'CLOSED' } })).json().message).toBe('Status inválido');
    expect((await t.call({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, limit: '101' } })).statusCode).toBe(400);
  });

  it('pages messages backwards with a cursor, newest last', async () => {
    const conversation = await conversationWith('11980003000', 'mensagem 1');
    for (let index = 2; index <= 5; index += 1) await t.clientSays(device.integrationId, '11980003000', `mensagem ${index}`);
    const latest = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner, query: { limit: '2' } });
    expect(latest.messages.map((message) => message.content)).toEqual(['mensagem 4', 'mensagem 5']);
    expect(latest).toMatchObject({ id: conversation.id, unreadCount: 5 });
    const before = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner, query: { limit: '2', cursor: latest.nextCursor! } });
    expect(before.messages.map((message) => message.content)).toEqual(['mensagem 2', 'mensagem 3']);
    const first = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner, query: { limit: '2', cursor: before.nextCursor! } });
    expect(first.messages.map((message) => message.content)).toEqual(['mensagem 1']);
    expect(first.nextCursor).toBeNull();
  });

  it('marks a conversation read', async () => {
    const conversation = await conversationWith('11980004000');
    expect(conversation.unreadCount).toBe(1);
    expect(await t.expectOk({ method: 'POST', url: `/api/conversation/${conversation.id}/read`, as: attendant })).toEqual({ success: true });
    expect((await list({ content: '5511980004000' })).data[0].unreadCount).toBe(0);
    const [read] = (await t.eventsOf('balcao.messaging.conversation.read')).filter((event) => event.payload.conversationId === conversation.id);
    expect(read.payload).toEqual({ conversationId: conversation.id, userId: attendant.userId });
  });

  it('saves priority, pin and responsible at once', async () => {
    const conversation = await conversationWith('11980005000');
    const updated = await t.expectOk<ConversationSummary>({ method: 'PATCH', url: `/api/conversation/${conversation.id}`, as: owner, payload: { priority: 'HIGH', userId: attendant.userId } });
    expect(updated).toMatchObject({ priority: 'HIGH', user: { id: attendant.userId, name: 'Ana Atendente' } });
    expect((await list({ userId: attendant.userId })).data.map((c) => c.id)).toContain(conversation.id);
    const cleared = await t.expectOk<ConversationSummary>({ method: 'PATCH', url: `/api/conversation/${conversation.id}`, as: owner, payload: { userId: null } });
    expect(cleared.user).toBeNull();
    const invalid = await t.call({ method: 'PATCH', url: `/api/conversation/${conversation.id}`, as: owner, payload: { userId: '018f0000-0000-7000-8000-000000000000' } });
    expect(invalid.json()).toMatchObject({ statusCode: 400, message: 'Atendente inválido' });
    expect((await t.call({ method: 'PATCH', url: `/api/conversation/${conversation.id}`, as: owner, payload: { priority: 'URGENT' } })).json().message).toBe('Prioridade inválida');
  });

  it('announces each saved change of priority, pin and responsible to the inbox', async () => {
    const conversation = await conversationWith('11980010000');
    const latest = async () =>
      (await t.eventsOf('balcao.messaging.conversation.changed')).filter((event) => event.payload.conversation.id === conversation.id).at(-1)?.payload.conversation;
    for (const [payload, expected] of [
      [{ priority: 'MEDIUM' }, { priority: 'MEDIUM' }],
      [{ isFixed: true }, { isFixed: true }],
      [{ userId: attendant.userId }, { user: { id: attendant.userId, name: 'Ana Atendente' } }],
      [{ isFixed: false, priority: 'LOW', userId: null }, { isFixed: false, priority: 'LOW', user: null }],
    ] as const) {
      const saved = await t.expectOk<ConversationSummary>({ method: 'PATCH', url: `/api/conversation/${conversation.id}`, as: attendant, payload });
      expect(saved).toMatchObject(expected);
      expect(await latest()).toMatchObject(expected);
      const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner });
      expect(detail).toMatchObject(expected);
    }
  });

  it('moves between human support and the robot or the queue', async () => {
    const conversation = await conversationWith('11980006000');
    const human = await t.expectOk<ConversationSummary>({ method: 'POST', url: `/api/conversation/${conversation.id}/start-human-support`, as: attendant });
    expect(human).toMatchObject({ status: 'HUMAN_INTERACTIVE', user: { id: attendant.userId } });
    const again = await t.call({ method: 'POST', url: `/api/conversation/${conversation.id}/start-human-support`, as: owner });
    expect(again.json()).toMatchObject({ statusCode: 409, message: 'A conversa já está em atendimento humano' });
    const ended = await t.expectOk<ConversationSummary>({ method: 'POST', url: `/api/conversation/${conversation.id}/end-human-support`, as: attendant });
    expect(ended).toMatchObject({ status: 'WAITING_HUMAN', user: null });
    expect((await t.call({ method: 'POST', url: `/api/conversation/${conversation.id}/end-human-support`, as: attendant })).statusCode).toBe(409);

    const robot = await t.connectDevice(owner, { flowId: await t.announceRobot('flow', owner) });
    await t.clientSays(robot.integrationId, '11980007000', 'Oi');
    const [robotConversation] = (await list({ integrationId: robot.integrationId })).data;
    await t.expectOk({ method: 'POST', url: `/api/conversation/${robotConversation.id}/start-human-support`, as: owner });
    const back = await t.expectOk<ConversationSummary>({ method: 'POST', url: `/api/conversation/${robotConversation.id}/end-human-support`, as: owner });
    expect(back.status).toBe('ROBOT_INTERACTIVE');
  });

  it('starts a conversation with a contact, reusing the open one', async () => {
    const person = await t.expectOk<Person>({ method: 'POST', url: '/api/people', as: owner, payload: { inboxId: owner.inboxId, name: 'Contato Novo', phoneNumber: '11980008000' } }, 201);
    const body = { inboxId: owner.inboxId, personId: person.id, integrationId: device.integrationId };
    const first = await t.expectOk<{ id: string }>({ method: 'POST', url: '/api/conversation', as: owner, payload: body });
    const second = await t.expectOk<{ id: string }>({ method: 'POST', url: '/api/conversation', as: attendant, payload: body });
    expect(second.id).toBe(first.id);
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${first.id}`, as: owner });
    expect(detail).toMatchObject({ status: 'WAITING_HUMAN', messages: [], lastMessage: null, nextCursor: null });
    expect((await t.expectOk<Person>({ url: `/api/people/${person.id}`, as: owner })).conversationId).toBe(first.id);
  });

  it('deletes a conversation', async () => {
    const conversation = await conversationWith('11980009000');
    expect(await t.expectOk({ method: 'DELETE', url: `/api/conversation/${conversation.id}`, as: owner })).toEqual({ success: true });
    expect((await t.call({ url: `/api/conversation/${conversation.id}`, as: owner })).statusCode).toBe(404);
    expect(await t.countRows(conversations, eq(conversations.id, conversation.id))).toBe(0);
    expect((await t.eventsOf('balcao.messaging.conversation.deleted')).map((event) => event.payload.conversationId)).toContain(conversation.id);
  });
});

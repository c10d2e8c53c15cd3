import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { EVALUATION_REQUEST_TEXT, EVALUATION_THANKS_TEXT, type ConversationDetail, type ConversationList, type ConversationSummary, type FastMessage } from '@balcao/contracts';
import { conversations, messages } from '../db/schema';
import { waitFor } from '@balcao/service-kit/testing';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

describe('evaluation after finishing', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let device: { integrationId: string };

  /** Every conversation of the client with this number, finished ones included (the list shows only the latest). */
  const conversationsOf = async (phone: string) => {
    const [latest] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: phone } })).data;
    if (!latest) return [];
    return (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, personId: latest.person.id } })).data;
  };
  const detailOf = (id: string) => t.expectOk<ConversationDetail>({ url: `/api/conversation/${id}`, as: owner });
  /** A client's conversation, finished asking for an evaluation. */
  const finishedWithEvaluation = async (phone: string, body: Record<string, unknown> = { mode: 'evaluation' }) => {
    await t.clientSays(device.integrationId, phone, 'Obrigado pelas informações');
    const [conversation] = await conversationsOf(phone);
    await t.expectOk({ method: 'POST', url: `/api/conversation/${conversation.id}/start-human-support`, as: owner });
    return t.expectOk<ConversationSummary>({ method: 'POST', url: `/api/conversation/${conversation.id}/finish`, as: owner, payload: body });
  };

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    device = await t.connectDevice(owner);
  });
  afterAll(async () => t?.close());

  it("asks for a score and records the client's answer on the closed conversation", async () => {
    const closed = await finishedWithEvaluation('11900001000');
    expect(closed.status).toBe('INACTIVE');
    const chat = await t.phoneChat(device.integrationId, '5511900001000');
    expect(chat.filter((message) => message.from === 'office').map((message) => message.text)).toEqual([EVALUATION_REQUEST_TEXT]);
    expect((await detailOf(closed.id)).evaluation).toBeNull();

    await t.clientSays(device.integrationId, '11900001000', ' 5 ');
    const detail = await detailOf(closed.id);
    expect(detail).toMatchObject({ status: 'INACTIVE', unreadCount: 0, evaluation: { score: 5, answeredAt: expect.any(String) } });
    // The answer is stored in the finished conversation (the thanks may already follow it).
    expect(detail.messages.filter((message) => message.direction === 'INBOUND').at(-1)).toMatchObject({ content: ' 5 ' });
    expect(await conversationsOf('5511900001000')).toHaveLength(1);
    const evaluated = (await t.eventsOf('balcao.messaging.conversation.evaluated')).filter((event) => event.payload.conversationId === closed.id);
    expect(evaluated.map((event) => event.payload.score)).toEqual([5]);
    expect((await t.eventsOf('balcao.messaging.message.received')).filter((event) => event.payload.conversationId === closed.id)).toHaveLength(2);

    // Answered once: a later digit is a new message in a new conversation.
    await t.clientSays(device.integrationId, '11900001000', '4');
    expect(await conversationsOf('5511900001000')).toHaveLength(2);
    expect((await detailOf(closed.id)).evaluation?.score).toBe(5);
  });

  it('records the score with the attendant who finished it, thanks the client, and the conversation stays finished', async () => {
    const attendant = await t.addAttendant(owner, [owner.inboxId], 'Ana Atendente');
    await t.clientSays(device.integrationId, '11900008000', 'Preciso de uma certidão');
    const [conversation] = await conversationsOf('11900008000');
    await t.expectOk({ method: 'POST', url: `/api/conversation/${conversation.id}/start-human-support`, as: attendant });
    await t.expectOk({ method: 'POST', url: `/api/conversation/${conversation.id}/finish`, as: attendant, payload: { mode: 'evaluation' } });

    await t.clientSays(device.integrationId, '11900008000', '5 - Excelente');
    const office = async () => (await t.phoneChat(device.integrationId, '5511900008000')).filter((message) => message.from === 'office').map((message) => message.text);
    expect(await waitFor('the thanks on the phone', async () => ((await office()).length === 2 ? office() : null))).toEqual([EVALUATION_REQUEST_TEXT, EVALUATION_THANKS_TEXT]);
    const detail = await waitFor('the thanks stored', async () => {
      const current = await detailOf(conversation.id);
      return current.messages.at(-1)?.content === EVALUATION_THANKS_TEXT ? current : null;
    });
    expect(detail).toMatchObject({ status: 'INACTIVE', user: { id: attendant.userId }, evaluation: { score: 5 }, lastMessage: { content: EVALUATION_THANKS_TEXT, direction: 'OUTBOUND' } });
    // Sent in the name of the attendant who finished it, as the question was.
    expect(detail.messages.at(-1)).toMatchObject({ content: EVALUATION_THANKS_TEXT, user: { id: attendant.userId, name: 'Ana Atendente' } });
    expect(await conversationsOf('5511900008000')).toHaveLength(1);
    const evaluated = (await t.eventsOf('balcao.messaging.conversation.evaluated')).filter((event) => event.payload.conversationId === conversation.id);
    expect(evaluated.map((event) => event.payload)).toEqual([{ conversationId: conversation.id, score: 5, answeredAt: expect.any(String), userId: attendant.userId, via: 'finish' }]);
    // Thanked once, even though the answer's events may be delivered again.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await office()).toHaveLength(2);
  });

  it("waits for the answer as long as the workspace's rating window says", async () => {
    await t.expectOk({ method: 'PUT', url: '/api/auto-assignment', as: owner, payload: { inboxId: owner.inboxId, mode: 'off', capacity: 5, ratingWindowHours: 2 } });
    const closed = await finishedWithEvaluation('11900009000');
    const [row] = await t.db.select({ until: conversations.awaitingEvaluationUntil }).from(conversations).where(eq(conversations.id, closed.id));
    expect(Math.abs(row.until!.getTime() - (Date.now() + 2 * 60 * 60 * 1000))).toBeLessThan(60_000);
    await t.expectOk({ method: 'PUT', url: '/api/auto-assignment', as: owner, payload: { inboxId: owner.inboxId, mode: 'off', capacity: 5, ratingWindowHours: 24 } });
  });

  it('anything else opens a new conversation, and the request stops waiting', async () => {
    const closed = await finishedWithEvaluation('11900002000');
    await t.clientSays(device.integrationId, '11900002000', 'Só mais uma dúvida');
    await t.clientSays(device.integrationId, '11900002000', '3');
    const all = await conversationsOf('5511900002000');
    expect(all).toHaveLength(2);
    const reopened = all.find((conversation) => conversation.id !== closed.id)!;
    expect(reopened).toMatchObject({ status: 'WAITING_HUMAN', unreadCount: 2, lastMessage: { content: '3' } });
    expect((await detailOf(closed.id)).evaluation).toBeNull();
    const [row] = await t.db.select({ until: conversations.awaitingEvaluationUntil }).from(conversations).where(eq(conversations.id, closed.id));
    expect(row.until).toBeNull();
  });

  it('waits 24 hours at most, and only for scores 1 to 5', async () => {
    const late = await finishedWithEvaluation('11900003000');
    await t.db
      .update(conversations)
      .set({ awaitingEvaluationUntil: sql`now() - interval '1 minute'` })
      .where(eq(conversations.id, late.id));
    await t.clientSays(device.integrationId, '11900003000', '5');
    expect(await conversationsOf('5511900003000')).toHaveLength(2);
    expect((await detailOf(late.id)).evaluation).toBeNull();

    const outOfRange = await finishedWithEvaluation('11900004000');
    await t.clientSays(device.integrationId, '11900004000', '9');
    expect(await conversationsOf('5511900004000')).toHaveLength(2);
    expect((await detailOf(outOfRange.id)).evaluation).toBeNull();
  });

  it('a closing without the request takes a digit as a new conversation', async () => {
    await finishedWithEvaluation('11900005000', { mode: 'end' });
    await t.clientSays(device.integrationId, '11900005000', '5');
    expect(await conversationsOf('5511900005000')).toHaveLength(2);
  });

  it('stores a redelivered answer once', async () => {
    const closed = await finishedWithEvaluation('11900006000');
    await t.clientSays(device.integrationId, '11900006000', '2', { id: 'WAMID-EVALUATION-1' });
    await t.clientSays(device.integrationId, '11900006000', '2', { id: 'WAMID-EVALUATION-1' });
    expect(await t.countRows(messages, eq(messages.externalId, 'WAMID-EVALUATION-1'))).toBe(1);
    expect(await conversationsOf('5511900006000')).toHaveLength(1);
    expect((await detailOf(closed.id)).evaluation?.score).toBe(2);
    expect((await t.eventsOf('balcao.messaging.conversation.evaluated')).filter((event) => event.payload.conversationId === closed.id)).toHaveLength(1);
  });

  it("finishing with the predefined 'Encerramento com avaliação' also waits for the score", async () => {
    let closing: FastMessage | undefined;
    for (let attempt = 0; attempt < 200 && !closing; attempt += 1) {
      const replies = await t.expectOk<FastMessage[]>({ url: '/api/fast-message', as: owner, query: { inboxId: owner.inboxId } });
      closing = replies.find((reply) => reply.templateKey === 'closing-evaluation');
      if (!closing) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const closed = await finishedWithEvaluation('11900007000', { mode: 'quick-reply', fastMessageId: closing!.id });
    expect(closed.lastMessage?.content).toContain('Obrigado pelo contato, João!');
    await t.clientSays(device.integrationId, '11900007000', '4');
    expect((await detailOf(closed.id)).evaluation?.score).toBe(4);
    expect(await conversationsOf('5511900007000')).toHaveLength(1);
  });
});

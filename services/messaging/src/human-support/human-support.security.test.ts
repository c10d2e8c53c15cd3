import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markOnline } from '@balcao/service-kit';
import type { ConversationDetail, ConversationList, FastMessage } from '@balcao/contracts';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

/** Transfer and finish answer 404 to another office and to another workspace of the same office. */
describe('human service tenancy', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let attendant: TestUser;
  let hidden: { conversationId: string; integrationId: string; fastMessageId: string };
  let ownReply: Record<'office' | 'workspace', FastMessage>;

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    const secondInbox = await t.addInbox(owner);
    // The attendant works only in the first workspace; the conversation lives in the second.
    attendant = await t.addAttendant(owner, [owner.inboxId]);
    const device = await t.connectDevice({ ...owner, inboxId: secondInbox });
    await t.clientSays(device.integrationId, '11960002000', 'Assunto sigiloso');
    const [conversation] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: secondInbox } })).data;
    await t.expectOk({ method: 'POST', url: `/api/conversation/${conversation.id}/start-human-support`, as: owner });
    const reply = await t.expectOk<FastMessage>({ method: 'POST', url: '/api/fast-message', as: owner, payload: { inboxId: secondInbox, title: 'Fim', content: 'Até logo' } }, 201);
    hidden = { conversationId: conversation.id, integrationId: device.integrationId, fastMessageId: reply.id };
    const replyOf = (as: TestUser) => t.expectOk<FastMessage>({ method: 'POST', url: '/api/fast-message', as, payload: { inboxId: as.inboxId, title: 'Minha', content: 'Tchau' } }, 201);
    ownReply = { office: await replyOf(otherOffice), workspace: await replyOf(attendant) };
    // Everyone is online: a random transfer would find someone.
    for (const user of [owner, otherOffice, attendant]) await markOnline(t.infra.store, user.officeId, user.userId, 60);
  });
  afterAll(async () => t?.close());

  it.each(['office', 'workspace'] as const)('hides the conversation from another %s', async (scope) => {
    const as = scope === 'office' ? otherOffice : attendant;
    const { conversationId, fastMessageId } = hidden;
    const url = (action: string) => `/api/conversation/${conversationId}/${action}`;
    const calls = [
      t.call({ method: 'POST', url: url('transfer'), as, payload: { userId: as.userId } }),
      t.call({ method: 'POST', url: url('transfer'), as, payload: {} }),
      t.call({ method: 'POST', url: url('finish'), as, payload: { mode: 'end' } }),
      t.call({ method: 'POST', url: url('finish'), as, payload: { mode: 'evaluation' } }),
      t.call({ method: 'POST', url: url('finish'), as, payload: { mode: 'quick-reply', fastMessageId } }),
      t.call({ method: 'POST', url: url('finish'), as, payload: { mode: 'quick-reply', fastMessageId: ownReply[scope].id } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
  });

  it("does not send another workspace's quick reply into the conversation", async () => {
    const response = await t.call({ method: 'POST', url: `/api/conversation/${hidden.conversationId}/finish`, as: owner, payload: { mode: 'quick-reply', fastMessageId: ownReply.workspace.id } });
    expect(response.statusCode).toBe(404);
  });

  it('leaves the conversation untouched and sends nothing', async () => {
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${hidden.conversationId}`, as: owner });
    expect(detail).toMatchObject({ status: 'HUMAN_INTERACTIVE', user: { id: owner.userId } });
    const chat = await t.phoneChat(hidden.integrationId, '5511960002000');
    expect(chat.filter((message) => message.from === 'office')).toEqual([]);
    expect(await t.eventsOf('balcao.messaging.conversation.transferred')).toEqual([]);
  });
});

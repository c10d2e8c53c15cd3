import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationDetail, ConversationList, Person } from '@balcao/contracts';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';
import { multipart, multipartHeaders } from '../testing/multipart';

/** Every conversation and message route answers 404 to another office and to another workspace of the same office. */
describe('conversation tenancy', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let attendant: TestUser;
  let hidden: { conversationId: string; messageId: string; personId: string; integrationId: string; inboxId: string };

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    const secondInbox = await t.addInbox(owner);
    // The attendant works only in the first workspace; the conversation lives in the second.
    attendant = await t.addAttendant(owner, [owner.inboxId]);
    const device = await t.connectDevice({ ...owner, inboxId: secondInbox });
    await t.clientSays(device.integrationId, '11960001000', 'Assunto sigiloso');
    const [conversation] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: secondInbox } })).data;
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner });
    hidden = { conversationId: conversation.id, messageId: detail.messages[0].id, personId: conversation.personId, integrationId: device.integrationId, inboxId: secondInbox };
  });
  afterAll(async () => t?.close());

  const outsiders = () => [
    ['another office', otherOffice],
    ['another workspace of the office', attendant],
  ] as const;

  it.each([0, 1])('hides the conversation from %s', async (index) => {
    const [, as] = outsiders()[index];
    const { conversationId, messageId, personId, integrationId, inboxId } = hidden;
    const calls = [
      t.call({ url: '/api/conversation', as, query: { inboxId } }),
      t.call({ url: `/api/conversation/${conversationId}`, as }),
      t.call({ method: 'PATCH', url: `/api/conversation/${conversationId}`, as, payload: { isFixed: true } }),
      t.call({ method: 'DELETE', url: `/api/conversation/${conversationId}`, as }),
      t.call({ method: 'POST', url: `/api/conversation/${conversationId}/read`, as }),
      t.call({ method: 'POST', url: `/api/conversation/${conversationId}/start-human-support`, as }),
      t.call({ method: 'POST', url: `/api/conversation/${conversationId}/end-human-support`, as }),
      t.call({ method: 'POST', url: '/api/conversation', as, payload: { inboxId, personId, integrationId } }),
      t.call({ method: 'POST', url: '/api/conversation/send-message', as, payload: multipart({ conversationId, message: 'Invasão' }), headers: multipartHeaders }),
      t.call({ method: 'POST', url: '/api/conversation/remove-message', as, payload: { conversationId, messageId } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    // Nor can their own workspace reach into it by id.
    const viaOwnInbox = await t.call({ method: 'POST', url: '/api/conversation', as, payload: { inboxId: as.inboxId, personId, integrationId } });
    expect(viaOwnInbox.statusCode).toBe(404);
  });

  it('leaves the conversation untouched', async () => {
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${hidden.conversationId}`, as: owner });
    expect(detail).toMatchObject({ isFixed: false, unreadCount: 1, status: 'WAITING_HUMAN' });
    expect(detail.messages.map((message) => message.metadata.isDeleted)).toEqual([false]);
    const person = await t.expectOk<Person>({ url: `/api/people/${hidden.personId}`, as: owner });
    expect(person.conversationId).toBe(hidden.conversationId);
  });

  it('asks for a token on every route', async () => {
    for (const url of ['/api/conversation', `/api/conversation/${hidden.conversationId}`]) {
      expect((await t.call({ url, query: { inboxId: hidden.inboxId } })).statusCode).toBe(401);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationList, Person, Tag } from '@balcao/contracts';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

/** Every tag route answers 404 to another office and to another workspace of the same office. */
describe('tag tenancy', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let attendant: TestUser;
  let hidden: { inboxId: string; tag: Tag; conversationId: string; personId: string };
  let ownTag: Record<'office' | 'workspace', Tag>;

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    const secondInbox = await t.addInbox(owner);
    // The attendant works only in the first workspace; the records live in the second.
    attendant = await t.addAttendant(owner, [owner.inboxId]);
    const device = await t.connectDevice({ ...owner, inboxId: secondInbox });
    await t.clientSays(device.integrationId, '11950009000', 'Assunto sigiloso');
    const [conversation] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: secondInbox } })).data;
    const tag = await t.expectOk<Tag>({ method: 'POST', url: '/api/tag', as: owner, payload: { name: 'Sigilo', inboxId: secondInbox, modules: ['conversas', 'pessoas'] } }, 201);
    hidden = { inboxId: secondInbox, tag, conversationId: conversation.id, personId: conversation.personId };
    const tagOf = (as: TestUser, name: string) =>
      t.expectOk<Tag>({ method: 'POST', url: '/api/tag', as, payload: { name, inboxId: as.inboxId, modules: ['conversas', 'pessoas'] } }, 201);
    ownTag = { office: await tagOf(otherOffice, 'Própria'), workspace: await tagOf(attendant, 'Própria') };
  });
  afterAll(async () => t?.close());

  it.each(['office', 'workspace'] as const)('hides tags, conversations and contacts of another %s', async (scope) => {
    const as = scope === 'office' ? otherOffice : attendant;
    const { inboxId, tag, conversationId, personId } = hidden;
    const calls = [
      t.call({ url: '/api/tag', as, query: { inboxId } }),
      t.call({ method: 'POST', url: '/api/tag', as, payload: { name: 'Invasão', inboxId, modules: ['crm'] } }),
      t.call({ method: 'PATCH', url: `/api/tag/${tag.id}`, as, payload: { name: 'Invasão' } }),
      t.call({ method: 'DELETE', url: `/api/tag/${tag.id}`, as }),
      t.call({ method: 'POST', url: '/api/tag/link', as, payload: { conversationId, tagIds: [tag.id] } }),
      t.call({ method: 'POST', url: '/api/tag/unlink', as, payload: { conversationId, tagIds: [tag.id] } }),
      t.call({ method: 'POST', url: '/api/tag/link-person', as, payload: { personId, tagIds: [tag.id] } }),
      t.call({ method: 'POST', url: '/api/tag/unlink-person', as, payload: { personId, tagIds: [tag.id] } }),
      // Their own tag on the hidden conversation or contact, and the hidden tag on their own records.
      t.call({ method: 'POST', url: '/api/tag/link', as, payload: { conversationId, tagIds: [ownTag[scope].id] } }),
      t.call({ method: 'POST', url: '/api/tag/link-person', as, payload: { personId, tagIds: [ownTag[scope].id] } }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    const ownPerson = await t.expectOk<Person>({ method: 'POST', url: '/api/people', as, payload: { inboxId: as.inboxId, name: 'Contato Próprio', phoneNumber: `1195000${scope === 'office' ? 1 : 2}111` } }, 201);
    const foreignTag = await t.call({ method: 'POST', url: '/api/tag/link-person', as, payload: { personId: ownPerson.id, tagIds: [tag.id] } });
    expect(foreignTag.statusCode).toBe(404);
  });

  it('leaves the hidden tag untouched', async () => {
    const [tag] = await t.expectOk<Tag[]>({ url: '/api/tag', as: owner, query: { inboxId: hidden.inboxId } });
    expect(tag).toMatchObject({ id: hidden.tag.id, name: 'Sigilo' });
    const person = await t.expectOk<Person>({ url: `/api/people/${hidden.personId}`, as: owner });
    expect(person.tags).toEqual([]);
  });

  it('asks for a token', async () => {
    expect((await t.call({ url: '/api/tag', query: { inboxId: hidden.inboxId } })).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/api/tag/link', payload: { conversationId: hidden.conversationId, tagIds: [hidden.tag.id] } })).statusCode).toBe(401);
  });
});

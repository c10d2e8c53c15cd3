import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ConversationList, ConversationSummary } from '@balcao/contracts';
import { conversations, conversationTags, tags } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

describe('conversation list search, tags and totals', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let device: { integrationId: string };
  /** Marta is the contact of the first; the second only mentions her in a message; the third has nothing of her. */
  let byContact: ConversationSummary;
  let byMessage: ConversationSummary;
  let unrelated: ConversationSummary;

  const list = (query: Record<string, string>, as = owner) => t.expectOk<ConversationList>({ url: '/api/conversation', as, query: { inboxId: as.inboxId, ...query } });
  const ids = (page: ConversationList) => page.data.map((conversation) => conversation.id);
  const conversationWith = async (phone: string, name: string, text: string, device: { integrationId: string }, as = owner) => {
    await t.clientSays(device.integrationId, phone, text, { name });
    return (await list({ content: phone }, as)).data[0];
  };
  const tagOf = async (user: TestUser, name: string) =>
    (await t.db.insert(tags).values({ officeId: user.officeId, inboxId: user.inboxId, name, color: '#0296F9', modules: ['conversas'] }).returning())[0];

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    device = await t.connectDevice(owner);
    byContact = await conversationWith('11970001000', 'Marta Lima', 'Bom dia, doutor', device);
    byMessage = await conversationWith('11970002000', 'Paulo Reis', 'A Marta me indicou o escritório', device);
    unrelated = await conversationWith('11970003000', 'Rita Melo', 'Quero saber do inventário', device);
  });
  afterAll(async () => t?.close());

  it('finds conversations by contact and by message text together, in list order', async () => {
    const found = await list({ content: 'marta' });
    expect(ids(found)).toEqual([byMessage.id, byContact.id]);
    expect(found).toMatchObject({ totalItems: 2, totalResults: 2, totalPages: 1 });

    await t.expectOk({ method: 'PATCH', url: `/api/conversation/${byContact.id}`, as: owner, payload: { isFixed: true } });
    expect(ids(await list({ content: 'marta' }))).toEqual([byContact.id, byMessage.id]);
    await t.expectOk({ method: 'PATCH', url: `/api/conversation/${byContact.id}`, as: owner, payload: { isFixed: false } });
  });

  it('pages a search and counts it when a page is full', async () => {
    const first = await list({ content: 'marta', limit: '1' });
    expect(ids(first)).toEqual([byMessage.id]);
    expect(first).toMatchObject({ totalItems: 2, totalPages: 2 });
    const second = await list({ content: 'marta', limit: '1', page: '2' });
    expect(ids(second)).toEqual([byContact.id]);
    expect(second.totalItems).toBe(2);
    expect(await list({ content: 'marta', limit: '1', page: '3' })).toMatchObject({ data: [], totalItems: 2 });
    expect(await list({ content: 'marta', status: 'INACTIVE' })).toMatchObject({ data: [], totalItems: 0 });
  });

  it('counts a tag filter from the links of this workspace only, alone or with another filter', async () => {
    const tag = await tagOf(owner, 'Inventário');
    await t.db.insert(conversationTags).values([byContact.id, unrelated.id].map((conversationId) => ({ conversationId, tagId: tag.id })));
    // Another office's tag on its own conversation, asked for by this office.
    const other = await t.signUpOffice('Outro Escritório');
    const otherDevice = await t.connectDevice(other);
    const foreign = await conversationWith('11970004000', 'Marta Lima', 'Olá', otherDevice, other);
    const foreignTag = await tagOf(other, 'Inventário');
    await t.db.insert(conversationTags).values({ conversationId: foreign.id, tagId: foreignTag.id });

    const tagged = await list({ tags: `${tag.id},${foreignTag.id}`, limit: '1' });
    expect(ids(tagged)).toEqual([unrelated.id]);
    expect(tagged.totalItems).toBe(2);
    expect(ids(await list({ tags: foreignTag.id }))).toEqual([]);

    await t.db.update(conversations).set({ status: 'INACTIVE' }).where(eq(conversations.id, unrelated.id));
    const waiting = await list({ tags: tag.id, status: 'WAITING_HUMAN', limit: '1' });
    expect(ids(waiting)).toEqual([byContact.id]);
    expect(waiting.totalItems).toBe(1);
    expect((await list({ tags: tag.id, limit: '1' })).totalItems).toBe(2);
  });

  it('lists one tag in list order as the order changes: a new message, pinning, a later tagging', async () => {
    const tag = await tagOf(owner, 'Previdenciário');
    const first = await conversationWith('11970005000', 'Ana Souza', 'Sobre a aposentadoria', device);
    const second = await conversationWith('11970006000', 'Bruno Dias', 'Sobre o benefício', device);
    const link = (conversationId: string) => t.expectOk({ method: 'POST', url: '/api/tag/link', as: owner, payload: { conversationId, tagIds: [tag.id] } });
    await link(first.id);
    await link(second.id);
    const tagged = async (query: Record<string, string> = {}) => ids(await list({ tags: tag.id, ...query }));
    expect(await tagged()).toEqual([second.id, first.id]);

    // The client of the older one writes again: it goes up, in the tag's list too.
    await t.clientSays(device.integrationId, '11970005000', 'Alguma novidade?');
    expect(await tagged()).toEqual([first.id, second.id]);
    await t.expectOk({ method: 'PATCH', url: `/api/conversation/${second.id}`, as: owner, payload: { isFixed: true } });
    expect(await tagged()).toEqual([second.id, first.id]);
    expect(await tagged({ limit: '1', page: '2' })).toEqual([first.id]);
    await t.expectOk({ method: 'PATCH', url: `/api/conversation/${second.id}`, as: owner, payload: { isFixed: false } });

    // Tagged after its last message: it takes its place by that message, not by the tagging.
    await link(byContact.id);
    expect(await tagged()).toEqual([first.id, second.id, byContact.id]);
    expect(ids(await list({}))).toEqual(expect.arrayContaining([first.id, second.id, byContact.id]));
  });
});

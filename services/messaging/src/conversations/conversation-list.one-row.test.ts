import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationList, ConversationSummary } from '@balcao/contracts';
import { tags } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

/**
 * SPEC-DECISIONS: the list reads as one client, one row (per device): a contact's finished
 * conversations step aside once a newer one exists, and stay reachable as the contact's history
 * (`personId`). The 'Abertas' tab (status OPEN) holds every conversation not finished.
 */
describe('conversation list: one client, one row', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let device: { integrationId: string };
  let earlier: ConversationSummary;
  let latest: ConversationSummary;
  let other: ConversationSummary;

  const list = (query: Record<string, string> = {}) => t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, ...query } });
  const ids = (page: ConversationList) => page.data.map((conversation) => conversation.id);
  const byPhone = async (phone: string) => (await list({ content: phone })).data[0];

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    device = await t.connectDevice(owner);
    await t.clientSays(device.integrationId, '11971001000', 'Bom dia, preciso de ajuda', { name: 'Lia Prado' });
    earlier = await byPhone('11971001000');
    await t.expectOk({ method: 'POST', url: `/api/conversation/${earlier.id}/start-human-support`, as: owner });
    await t.expectOk({ method: 'POST', url: `/api/conversation/${earlier.id}/finish`, as: owner, payload: { mode: 'end' } });
    // Finished, then the client writes again: a new conversation with the same contact and device.
    await t.clientSays(device.integrationId, '11971001000', 'Voltei, tenho outra dúvida');
    await t.clientSays(device.integrationId, '11971002000', 'Olá', { name: 'Rui Campos' });
    other = await byPhone('11971002000');
    latest = (await list({ status: 'WAITING_HUMAN' })).data.find((item) => item.person.id === earlier.person.id)!;
    expect(latest.id).not.toBe(earlier.id);
  });
  afterAll(async () => t?.close());

  it("shows the contact's latest conversation only, in 'Todos', in a search and in its counts", async () => {
    const all = await list();
    expect(ids(all)).toEqual([other.id, latest.id]);
    expect(all.totalItems).toBe(2);
    expect(ids(await list({ content: 'Lia' }))).toEqual([latest.id]);
    expect(ids(await list({ content: 'dúvida' }))).toEqual([latest.id]);
    // The finished one is history now, not a row of its own in 'Finalizados' either.
    expect(await list({ status: 'INACTIVE' })).toMatchObject({ data: [], totalItems: 0 });
  });

  it('with a tag on both, lists the latest only', async () => {
    const [tag] = await t.db.insert(tags).values({ officeId: owner.officeId, inboxId: owner.inboxId, name: 'Família', color: '#0296F9', modules: ['conversas'] }).returning();
    for (const conversation of [earlier, latest]) {
      await t.expectOk({ method: 'POST', url: '/api/tag/link', as: owner, payload: { conversationId: conversation.id, tagIds: [tag.id] } });
    }
    const tagged = await list({ tags: tag.id });
    expect(ids(tagged)).toEqual([latest.id]);
    expect(tagged.totalItems).toBe(1);
  });

  it("lists the 'Abertas' tab: every conversation not finished", async () => {
    await t.expectOk({ method: 'POST', url: `/api/conversation/${other.id}/start-human-support`, as: owner });
    const open = await list({ status: 'OPEN' });
    expect(ids(open)).toEqual([other.id, latest.id]);
    expect(open.totalItems).toBe(2);
  });

  it("gives a contact's whole history, latest first, by personId", async () => {
    const history = await list({ personId: earlier.person.id });
    expect(ids(history)).toEqual([latest.id, earlier.id]);
    expect(history.data[1]).toMatchObject({ status: 'INACTIVE' });
    const wrong = await t.call({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, personId: 'nao-e-um-id' } });
    expect(wrong.json()).toMatchObject({ statusCode: 400, message: 'Contato inválido' });
  });
});

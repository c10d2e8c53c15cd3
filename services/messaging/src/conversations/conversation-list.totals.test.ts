import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CONVERSATION_COUNT_CAP, type ConversationList, type ConversationStatus } from '@balcao/contracts';
import { conversations, conversationTags, messages, people, tags } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

describe('conversation list totals past the count cap', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let other: TestUser;
  let tagId: string;

  const list = (query: Record<string, string>, as = owner) => t.expectOk<ConversationList>({ url: '/api/conversation', as, query: { inboxId: as.inboxId, ...query } });
  const exactly = (total: number, totalPages: number) => ({ totalItems: total, totalResults: total, totalPages });
  const capped = (total: number, totalPages: number) => ({ ...exactly(total, totalPages), totalIsCapped: true });

  /** `count` conversations of the user's workspace in one status, each with one client message saying `text`. */
  const seed = async (user: TestUser, integrationId: string, count: number, status: ConversationStatus, text: string) => {
    const { rows } = (await t.db.execute(sql`
      with contact as (
        insert into ${people} (id, office_id, inbox_id, name, phone_number)
        select gen_random_uuid(), ${user.officeId}, ${user.inboxId}, 'Cliente ' || n, gen_random_uuid()::text from generate_series(1, ${count}::int) n
        returning id),
      conversation as (
        insert into ${conversations} (id, office_id, inbox_id, person_id, integration_id, status, activity_at)
        select gen_random_uuid(), ${user.officeId}, ${user.inboxId}, contact.id, ${integrationId}, ${status}, now() - random() * interval '30 days' from contact
        returning id, activity_at)
      insert into ${messages} (id, office_id, inbox_id, conversation_id, integration_id, direction, type, content, status, message_at)
      select gen_random_uuid(), ${user.officeId}, ${user.inboxId}, conversation.id, ${integrationId}, 'INBOUND', 'text', ${text}, 'READ', conversation.activity_at
      from conversation
      returning conversation_id as id`)) as unknown as { rows: { id: string }[] };
    return rows.map((row) => row.id);
  };

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    other = await t.signUpOffice('Outro Escritório');
    const device = await t.connectDevice(owner);
    const otherDevice = await t.connectDevice(other);
    // 1,153 conversations in all: exactly the cap in one tab, more than it in the whole list.
    const human = await seed(owner, device.integrationId, CONVERSATION_COUNT_CAP, 'HUMAN_INTERACTIVE', 'Quero me aposentar');
    const waiting = await seed(owner, device.integrationId, 150, 'WAITING_HUMAN', 'Quero me aposentar logo');
    await seed(owner, device.integrationId, 3, 'INACTIVE', 'Sobre o inventário');
    await seed(other, otherDevice.integrationId, 30, 'WAITING_HUMAN', 'Quero me aposentar');
    [{ id: tagId }] = await t.db.insert(tags).values({ officeId: owner.officeId, inboxId: owner.inboxId, name: 'Previdenciário', color: '#0296F9', modules: ['conversas'] }).returning();
    await t.db.insert(conversationTags).values([...human, ...waiting].map((conversationId) => ({ conversationId, tagId })));
  });
  afterAll(async () => t?.close());

  it('answers the cap and says the total is a lower bound when more conversations match', async () => {
    const first = await list({ limit: '100' });
    expect(first.data).toHaveLength(100);
    expect(first).toMatchObject(capped(CONVERSATION_COUNT_CAP, 10));
  });

  it('counts exactly, without the flag, up to the cap itself and below it', async () => {
    const human = await list({ status: 'HUMAN_INTERACTIVE', limit: '100' });
    expect(human).toMatchObject(exactly(CONVERSATION_COUNT_CAP, 10));
    expect(human).not.toHaveProperty('totalIsCapped');
    const closed = await list({ status: 'INACTIVE', limit: '2' });
    expect(closed).toMatchObject(exactly(3, 2));
    expect(closed).not.toHaveProperty('totalIsCapped');
  });

  it('counts to the end of a page asked for beyond the cap, and exactly on the last page', async () => {
    const deep = await list({ limit: '100', page: '11' });
    expect(deep.data).toHaveLength(100);
    expect(deep).toMatchObject(capped(1100, 11));
    const last = await list({ limit: '100', page: '12' });
    expect(last.data).toHaveLength(53);
    expect(last).toMatchObject(exactly(1153, 12));
    expect(last).not.toHaveProperty('totalIsCapped');
  });

  it('counts a search for a common word to the end of the asked page, and a rarer one exactly', async () => {
    const common = await list({ content: 'aposentar', limit: '100' });
    expect(common.data).toHaveLength(100);
    expect(common).toMatchObject(capped(100, 1));
    expect(await list({ content: 'aposentar', limit: '100', page: '3' })).toMatchObject(capped(300, 3));
    const phrase = await list({ content: 'aposentar logo', limit: '100', page: '2' });
    expect(phrase.data).toHaveLength(50);
    expect(phrase).toMatchObject(exactly(150, 2));
    const rare = await list({ content: 'inventário', limit: '3' });
    expect(rare).toMatchObject(exactly(3, 1));
    expect(rare).not.toHaveProperty('totalIsCapped');
    // More than one past a page of one: counted to its end.
    expect(await list({ content: 'inventário', limit: '1' })).toMatchObject(capped(1, 1));
  });

  it('caps a tag filter alone and counts it exactly with a narrower tab', async () => {
    expect(await list({ tags: tagId, limit: '100' })).toMatchObject(capped(CONVERSATION_COUNT_CAP, 10));
    const waiting = await list({ tags: tagId, status: 'WAITING_HUMAN', limit: '100' });
    expect(waiting).toMatchObject(exactly(150, 2));
    expect(waiting).not.toHaveProperty('totalIsCapped');
  });

  it("counts only the caller's workspace: another office neither sees nor counts these conversations", async () => {
    const theirs = await list({ limit: '10' }, other);
    expect(theirs).toMatchObject(exactly(30, 3));
    expect(theirs).not.toHaveProperty('totalIsCapped');
    expect(await list({ content: 'aposentar', limit: '100' }, other)).toMatchObject(exactly(30, 1));
    expect(await list({ tags: tagId, limit: '10' }, other)).toMatchObject(exactly(0, 0));
    expect((await t.call({ url: '/api/conversation', as: other, query: { inboxId: owner.inboxId, limit: '10' } })).statusCode).toBe(404);
  });
});

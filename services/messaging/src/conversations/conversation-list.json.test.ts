import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZConversationList, type ConversationList } from '@balcao/contracts';
import { conversations, conversationTags, messages, people, tags } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';
import { loadConversationSummary } from './conversation-summary';

/**
 * The list is written by PostgreSQL as JSON text and sent as it is: it must be byte for byte
 * what serializing ZConversationList of the summaries the rest of the service builds
 * (toConversationSummary, also sent in events) writes, for every kind of row and every filter.
 */
describe('conversation list JSON written by the database', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let integrationId: string;
  let otherIntegrationId: string;
  let tagIds: string[];

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice('Maria "Gestora" Souza');
    integrationId = (await t.connectDevice(owner)).integrationId;
    otherIntegrationId = (await t.connectDevice(owner)).integrationId;
    const stranger = '018f0000-0000-7000-8000-00000000abcd';
    tagIds = (
      await t.db
        .insert(tags)
        .values(['Urgente', 'Ação "civil"', 'alimentos \\ pensão', 'Zebra'].map((name, index) => ({ officeId: owner.officeId, inboxId: owner.inboxId, name, color: `#00000${index}`, modules: ['conversas' as const] })))
        .returning()
    ).map((tag) => tag.id);
    const names = ['Zé "Aspas" \\ barra', 'Linha\nnova\ttab\u0001fim', '😀 Ana Émoji', null, 'Marta Lima', 'Paulo </script> Reis', 'Rita\u2028Melo', 'Carla Dias', 'Bruno Costa', 'Davi Nunes'];
    const contacts = await t.db
      .insert(people)
      .values(names.map((name, index) => ({ officeId: owner.officeId, inboxId: owner.inboxId, name, phoneNumber: `5511970000${index}00`, imageUrl: index % 3 === 0 ? `https://img.exemplo/${index}.png` : null })))
      .returning();
    // Times with microseconds, some past midnight in UTC but not yet in Brasília.
    const times = ['2026-03-04 01:30:07.123999+00', '2026-03-04 05:06:07.000500+00', '2025-12-31 23:59:59.999999+00', '2026-01-01 02:59:00+00'];
    const rows = contacts.map((person, index) => ({
      officeId: owner.officeId,
      inboxId: owner.inboxId,
      personId: person.id,
      integrationId: index % 4 === 3 ? otherIntegrationId : integrationId,
      status: (['WAITING_HUMAN', 'HUMAN_INTERACTIVE', 'ROBOT_INTERACTIVE', 'INACTIVE'] as const)[index % 4],
      priority: (['LOW', 'MEDIUM', 'HIGH'] as const)[index % 3],
      isFixed: index === 5,
      unreadCount: index % 2 === 0 ? index : 0,
      userId: index % 3 === 0 ? owner.userId : index % 3 === 1 ? stranger : null,
      notesCount: index,
    }));
    const created = await t.db.insert(conversations).values(rows).returning();
    const at = (index: number) => sql`${times[index % times.length]}::timestamptz - ${`${index} minutes`}::interval`;
    for (const [index, conversation] of created.entries()) {
      // One without any message; the others inbound or outbound, some with a null type.
      if (index === 7) continue;
      const direction = index % 2 === 0 ? 'INBOUND' : 'OUTBOUND';
      await t.db.execute(sql`update ${conversations} set last_message_at = ${at(index)}, activity_at = ${at(index)},
        last_message_content = ${index === 4 ? null : `Olá "${index}" \\ ação\n😀 marta`}, last_message_direction = ${direction},
        last_message_type = ${index === 3 ? null : index === 6 ? 'image' : 'text'}, created_at = ${at(index + 100)} where id = ${conversation.id}`);
    }
    // Outbound messages: an attendant's (then one still pending), an AI agent's (no member row), a
    // flow's (no user); the outbound last message of conversation 9 has no sent message.
    const sent = (conversationId: string, extra: Partial<typeof messages.$inferInsert>) =>
      t.db.insert(messages).values({ officeId: owner.officeId, inboxId: owner.inboxId, conversationId, integrationId, direction: 'OUTBOUND', type: 'text', content: 'resposta', status: 'DELIVERED', messageAt: new Date(), ...extra });
    await sent(created[1].id, { userId: owner.userId });
    await sent(created[3].id, { userId: stranger, isAgent: true, senderName: 'Robô "Jurídico"' });
    await sent(created[5].id, {});
    await sent(created[1].id, { userId: stranger, status: 'PENDING' });
    await t.db.insert(messages).values({ officeId: owner.officeId, inboxId: owner.inboxId, conversationId: created[2].id, integrationId, direction: 'INBOUND', type: 'text', content: 'a Marta me indicou', status: 'READ', messageAt: new Date() });
    await t.db.insert(conversationTags).values([
      { conversationId: created[0].id, tagId: tagIds[0] },
      { conversationId: created[0].id, tagId: tagIds[1] },
      { conversationId: created[0].id, tagId: tagIds[2] },
      { conversationId: created[0].id, tagId: tagIds[3] },
      { conversationId: created[2].id, tagId: tagIds[1] },
      { conversationId: created[5].id, tagId: tagIds[3] },
    ]);
  });
  afterAll(async () => t?.close());

  /** The response's text, and what serializing the list of the same conversations and totals writes. */
  const bothWays = async (query: Record<string, string>) => {
    const response = await t.call({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, ...query } });
    expect(response.statusCode, JSON.stringify(query)).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const answered = JSON.parse(response.body) as ConversationList;
    const data = await Promise.all(answered.data.map(async (conversation) => (await loadConversationSummary(t.db, conversation.id))!));
    const { totalItems, totalResults, totalPages, totalIsCapped } = answered;
    const expected = JSON.stringify(z.encode(ZConversationList, { data, totalItems, totalResults, totalPages, ...(totalIsCapped ? { totalIsCapped } : {}) }));
    return { text: response.body, expected, answered };
  };

  it('writes every kind of conversation as the summary serializer does', async () => {
    const { text, expected, answered } = await bothWays({ limit: '100' });
    expect(answered.data).toHaveLength(10);
    expect(text).toBe(expected);
    // The rows cover what the comparison is for.
    expect(answered.data.some((c) => c.lastMessage?.sender?.isAgent)).toBe(true);
    expect(answered.data.some((c) => c.user?.name === '')).toBe(true);
    expect(answered.data.some((c) => c.lastMessage === null)).toBe(true);
    expect(answered.data.find((c) => c.tags.length === 4)!.tags.map((tag) => tag.name).sort()).toEqual(['Ação "civil"', 'Urgente', 'Zebra', 'alimentos \\ pensão']);
  });

  it('answers the same bytes for every filter, search, page and size', async () => {
    const queries: Record<string, string>[] = [
      {},
      { status: 'WAITING_HUMAN' },
      { status: 'HUMAN_INTERACTIVE', limit: '1' },
      { status: 'HUMAN_INTERACTIVE', limit: '1', page: '2' },
      { status: 'INACTIVE' },
      { showOnlyUnread: 'true' },
      { showOnlyUnread: 'true', status: 'WAITING_HUMAN' },
      { tags: tagIds[1] },
      { tags: `${tagIds[1]},${tagIds[3]}`, limit: '2' },
      { tags: tagIds[3], status: 'HUMAN_INTERACTIVE' },
      { userId: owner.userId },
      { integrationId: otherIntegrationId },
      { limit: '3', page: '2' },
      { limit: '3', page: '3' },
      { limit: '3', page: '4' },
      { content: 'marta' },
      { content: 'marta', limit: '1', page: '2' },
      { content: '"aspas"' },
      { content: '970000300' },
      { content: 'ação', status: 'HUMAN_INTERACTIVE' },
      { content: 'nada disso' },
      { content: 'm' },
    ];
    for (const query of queries) {
      const { text, expected } = await bothWays(query);
      expect(text, JSON.stringify(query)).toBe(expected);
    }
  });
});

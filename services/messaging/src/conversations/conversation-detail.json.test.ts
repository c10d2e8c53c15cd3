import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, lt, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZConversationDetail, type ConversationDetail, type ConversationMessagesQuery } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { conversations, members, messages, people, tags, conversationTags } from '../db/schema';
import { messageWithSender, reactionsTo, toMessage } from '../messages/message-dto';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';
import { toConversationSummary } from './conversation-summary';
import { findVisibleConversation, readConversationDetailJson } from './conversations.repository';

/**
 * A conversation's messages page is written by PostgreSQL as JSON text and sent as it is: it must
 * be byte for byte what serializing ZConversationDetail of the summary and messages the rest of
 * the service builds (toConversationSummary, toMessage, reactionsTo) writes.
 */
describe('messages page JSON written by the database', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let principal: Principal;
  let conversationId: string;
  /** Any deterministic link works for the comparison; the route signs them (media-links). */
  const fileUrlOf = (key: string) => `/api/media/${encodeURIComponent(key)}?sig=${key.length}`;

  /** The page as the service built it before it came from the database. */
  const serialized = async (id: string, query: ConversationMessagesQuery) => {
    const found = await findVisibleConversation(t.db, principal, id);
    const rows = await t.db
      .select(messageWithSender)
      .from(messages)
      .leftJoin(members, eq(members.userId, messages.userId))
      .where(and(eq(messages.conversationId, id), ne(messages.type, 'reaction'), query.cursor ? lt(messages.id, query.cursor) : undefined))
      .orderBy(desc(messages.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit).reverse();
    const reactions = await reactionsTo(t.db, page.map((row) => row.row.id));
    const { evaluationScore, evaluatedAt } = found.conversation;
    const detail: ConversationDetail = {
      ...toConversationSummary(found),
      messages: page.map((row) => toMessage({ row: row.row, sender: row.sender, reactions: reactions.get(row.row.id), fileUrlOf })),
      nextCursor: rows.length > query.limit ? page[0].row.id : null,
      evaluation: evaluationScore !== null && evaluatedAt ? { score: evaluationScore, answeredAt: evaluatedAt.toISOString() } : null,
    };
    return JSON.stringify(z.encode(ZConversationDetail, detail));
  };

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice('Maria "Gestora" Souza');
    principal = { userId: owner.userId, officeId: owner.officeId, roleId: '', permissions: [], isManager: true };
    const { integrationId } = await t.connectDevice(owner);
    const [person] = await t.db.insert(people).values({ officeId: owner.officeId, inboxId: owner.inboxId, name: 'Zé "Aspas" \\ barra', phoneNumber: '5511970000100' }).returning();
    const [conversation] = await t.db
      .insert(conversations)
      .values({ officeId: owner.officeId, inboxId: owner.inboxId, personId: person.id, integrationId, status: 'HUMAN_INTERACTIVE', userId: owner.userId, evaluationScore: 4 })
      .returning();
    conversationId = conversation.id;
    await t.db.execute(sql`update ${conversations} set evaluated_at = '2026-03-04 05:06:07.123999+00' where id = ${conversationId}`);
    const [tag] = await t.db.insert(tags).values({ officeId: owner.officeId, inboxId: owner.inboxId, name: 'Urgente', color: '#ff0000', modules: ['conversas'] }).returning();
    await t.db.insert(conversationTags).values({ conversationId, tagId: tag.id });
    const stranger = '018f0000-0000-7000-8000-00000000abcd';
    const base = { officeId: owner.officeId, inboxId: owner.inboxId, conversationId, integrationId, status: 'DELIVERED' as const };
    const add = async (values: Partial<typeof messages.$inferInsert>, at: string) =>
      (await t.db.insert(messages).values({ ...base, direction: 'INBOUND', type: 'text', messageAt: new Date(at), ...values }).returning())[0];
    const first = await add({ content: 'Olá "doutor"\n\ttudo bem? \\ 😀', senderName: 'Cliente "Zé"', externalId: 'WAMID-1' }, '2026-03-01T10:00:00.123Z');
    await add({ direction: 'OUTBOUND', content: 'Bom dia', userId: owner.userId, quotedMessageId: first.id, isEdited: true, status: 'READ' }, '2026-03-01T10:01:00Z');
    await add({ direction: 'OUTBOUND', content: 'Sou o assistente', userId: stranger, isAgent: true, senderName: 'Robô "Jurídico"' }, '2026-03-01T10:02:00Z');
    await add({ direction: 'OUTBOUND', content: 'Mensagem automática', status: 'PENDING' }, '2026-03-01T10:03:00Z');
    const file = await add(
      { type: 'document', content: null, fileKey: 'arquivos/contrato "final" ç.pdf', fileName: 'contrato.pdf', mimeType: 'application/pdf', caption: 'Segue o "contrato"', senderName: null },
      '2026-03-01T10:04:00Z',
    );
    await add({ type: 'image', content: 'apagada', fileKey: 'apagada.png', fileName: 'a.png', mimeType: 'image/png', caption: 'não mostra', isDeleted: true }, '2026-03-01T10:05:00Z');
    // Reactions: two 👍 and one ❤️ on the file, one removed (deleted) and one cleared (empty).
    for (const [emoji, extra] of [['👍', {}], ['❤️', {}], ['👍', { direction: 'OUTBOUND', userId: owner.userId }], ['😮', { isDeleted: true }], ['', {}]] as const) {
      await add({ type: 'reaction', content: emoji, reactionMessageId: file.id, ...extra }, '2026-03-01T10:06:00Z');
    }
    for (let index = 0; index < 4; index += 1) await add({ content: `mensagem ${index}` }, `2026-03-01T11:0${index}:00Z`);
  });
  afterAll(async () => t?.close());

  it('answers the same bytes as serializing the page, on every page and size', async () => {
    for (const limit of [1, 2, 3, 50]) {
      let cursor: string | undefined;
      let pages = 0;
      do {
        const query = { limit, ...(cursor ? { cursor } : {}) };
        const text = await readConversationDetailJson(t.db, principal, conversationId, query, fileUrlOf);
        expect(text, JSON.stringify(query)).toBe(await serialized(conversationId, query));
        cursor = (JSON.parse(text) as ConversationDetail).nextCursor ?? undefined;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(Math.ceil(10 / limit));
    }
    const whole = JSON.parse(await readConversationDetailJson(t.db, principal, conversationId, { limit: 50 }, fileUrlOf)) as ConversationDetail;
    expect(whole.messages.find((message) => message.fileUrl)!.reactions).toEqual([
      { emoji: '👍', count: 2 },
      { emoji: '❤️', count: 1 },
    ]);
    expect(whole.evaluation).toEqual({ score: 4, answeredAt: '2026-03-04T05:06:07.123Z' });
  });

  it('answers the route with signed file links, and 404 to anyone who may not see the conversation', async () => {
    const response = await t.call({ url: `/api/conversation/${conversationId}`, as: owner });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const detail = response.json<ConversationDetail>();
    expect(detail.messages.find((message) => message.metadata.fileName === 'contrato.pdf')!.fileUrl).toMatch(/^\/api\/media\/arquivos%2Fcontrato%20%22final%22%20%C3%A7\.pdf\?exp=\d+&sig=/);
    const other = await t.signUpOffice('Outro Escritório');
    expect((await t.call({ url: `/api/conversation/${conversationId}`, as: other })).statusCode).toBe(404);
    await expect(readConversationDetailJson(t.db, { ...principal, officeId: other.officeId }, conversationId, { limit: 50 }, fileUrlOf)).rejects.toThrow();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZPeopleList, type PeopleList, type Person } from '@balcao/contracts';
import { conversations, people, personTags, tags } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';
import { loadPerson } from './people.repository';

/**
 * The contacts list is written by PostgreSQL as JSON text and sent as it is: it must be byte for
 * byte what serializing ZPeopleList of the contacts the rest of the service builds (toPerson)
 * writes; its total, read from the workspace's counts, must be the number of matching contacts.
 */
describe('contacts list JSON written by the database', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let other: TestUser;

  const listText = async (query: Record<string, string>, as = owner) => {
    const response = await t.call({ url: '/api/people', as, query: { inboxId: as.inboxId, ...query } });
    expect(response.statusCode, JSON.stringify(query)).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.body;
  };
  const counted = async (as: TestUser, blocked?: boolean) => {
    const [{ total }] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(people)
      .where(and(eq(people.inboxId, as.inboxId), blocked === undefined ? undefined : eq(people.isBlocked, blocked)));
    return total;
  };
  const totalOf = async (query: Record<string, string>, as = owner) => (JSON.parse(await listText(query, as)) as PeopleList).totalItems;

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice('Maria "Gestora" Souza');
    other = await t.signUpOffice('Outro Escritório');
    const device = await t.connectDevice(owner);
    const [urgent, family] = await t.db
      .insert(tags)
      .values(['Urgente', 'Família \\ "pensão"'].map((name) => ({ officeId: owner.officeId, inboxId: owner.inboxId, name, color: '#0296F9', modules: ['pessoas' as const] })))
      .returning();
    const names = ['Zé "Aspas" \\ barra', 'Linha\nnova\ttab\u0001fim', '😀 Ana Émoji', null, 'Marta Lima', 'Rita\u2028Melo', 'Carla Dias'];
    const created = await t.db
      .insert(people)
      .values(
        names.map((name, index) => ({
          officeId: owner.officeId,
          inboxId: owner.inboxId,
          name,
          phoneNumber: `5511970000${index}00`,
          email: index % 2 === 0 ? `cliente${index}@exemplo.com.br` : null,
          document: index === 1 ? '123.456.789-00' : null,
          isBlocked: index === 2 || index === 5,
          allowedSearch: index !== 3,
          imageUrl: index % 3 === 0 ? `https://img.exemplo/${index}.png` : null,
        })),
      )
      .returning();
    // Times with microseconds; two contacts created in the same instant (the id breaks the tie).
    for (const [index, person] of created.entries()) {
      const at = index === 4 ? '2026-02-01 10:00:00.5+00' : `2026-0${1 + (index % 3)}-0${1 + index} 0${index}:30:07.12399${index}+00`;
      await t.db.execute(sql`update ${people} set created_at = ${at}::timestamptz, updated_at = ${at}::timestamptz + interval '1 hour',
        last_message_sent_at = ${index % 2 === 0 ? at : null}::timestamptz where id = ${person.id}`);
    }
    await t.db.execute(sql`update ${people} set created_at = '2026-02-01 10:00:00.5+00' where id = ${created[6].id}`);
    await t.db.insert(personTags).values([
      { personId: created[0].id, tagId: urgent.id },
      { personId: created[0].id, tagId: family.id },
      { personId: created[4].id, tagId: family.id },
    ]);
    // Marta has an open conversation with the owner responsible; Carla one without anyone.
    await t.db.insert(conversations).values([
      { officeId: owner.officeId, inboxId: owner.inboxId, personId: created[4].id, integrationId: device.integrationId, status: 'HUMAN_INTERACTIVE', userId: owner.userId },
      { officeId: owner.officeId, inboxId: owner.inboxId, personId: created[6].id, integrationId: device.integrationId, status: 'WAITING_HUMAN' },
    ]);
  });
  afterAll(async () => t?.close());

  it('answers the same bytes as serializing the contacts, for every filter, search, page and size', async () => {
    const queries: Record<string, string>[] = [
      {},
      { limit: '3' },
      { limit: '3', page: '2' },
      { limit: '3', page: '3' },
      { limit: '3', page: '9' },
      { limit: '150' },
      { isBlocked: 'true' },
      { isBlocked: 'false', limit: '2', page: '2' },
      { name: 'marta' },
      { name: '"aspas"' },
      { name: '(11) 9700-0030' },
      { name: 'a', limit: '2', page: '2' },
      { name: 'a', isBlocked: 'true' },
      { name: 'ninguém' },
    ];
    for (const query of queries) {
      const text = await listText(query);
      const answered = JSON.parse(text) as PeopleList;
      const data = await Promise.all(answered.data.map((person: Person) => loadPerson(t.db, person.id)));
      const { totalItems, totalResults, totalPages } = answered;
      expect(text, JSON.stringify(query)).toBe(JSON.stringify(z.encode(ZPeopleList, { data, totalItems, totalResults, totalPages })));
    }
    const all = JSON.parse(await listText({ limit: '100' })) as PeopleList;
    expect(all.data.some((person) => person.user !== null && person.conversationId !== null)).toBe(true);
    expect(all.data.find((person) => person.tags.length === 2)).toBeDefined();
  });

  it('totals every contact of the workspace as they are created, imported, blocked, written by clients and deleted', async () => {
    const expectTotals = async () => {
      expect(await totalOf({})).toBe(await counted(owner));
      expect(await totalOf({ isBlocked: 'true' })).toBe(await counted(owner, true));
      expect(await totalOf({ isBlocked: 'false' })).toBe(await counted(owner, false));
      expect(await totalOf({}, other)).toBe(await counted(other));
    };
    await expectTotals();
    const created = await t.expectOk<Person>({ method: 'POST', url: '/api/people', as: owner, payload: { inboxId: owner.inboxId, name: 'Nova Pessoa', phoneNumber: '11955554444', isBlocked: true } }, 201);
    await expectTotals();
    await t.expectOk({ method: 'PATCH', url: `/api/people/${created.id}`, as: owner, payload: { isBlocked: false } });
    await t.expectOk({ method: 'PATCH', url: `/api/people/${created.id}`, as: owner, payload: { isBlocked: false, name: 'Nova Pessoa Dois' } });
    await expectTotals();
    const device = await t.connectDevice(other);
    await t.clientSays(device.integrationId, '5521988887777', 'Olá, doutor', { name: 'Cliente Novo' });
    await t.clientSays(device.integrationId, '5521988887777', 'Ainda aí?', { name: 'Cliente Novo' });
    await expectTotals();
    expect(await totalOf({}, other)).toBe(1);
    await t.expectOk({ method: 'DELETE', url: '/api/people', as: owner, payload: { ids: [created.id] } });
    await expectTotals();
    // Many statements' rows fold into few: each statement folds what no other transaction holds.
    for (let index = 0; index < 5; index += 1) {
      await t.expectOk({ method: 'POST', url: '/api/people', as: owner, payload: { inboxId: owner.inboxId, name: `Pessoa ${index} Teste`, phoneNumber: `1194444000${index}` } }, 201);
    }
    await expectTotals();
    const rows = (await t.db.execute(sql`select count(*)::int as n from messaging.people_counts where inbox_id = ${owner.inboxId}`)) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0].n).toBe(1);
  });
});

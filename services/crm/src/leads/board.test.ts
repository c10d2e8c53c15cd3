import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Board, Funnel, Lead, Tag } from '@balcao/contracts';
import { leads } from '../db/schema';
import { startCrmTestApp, type CrmTestApp, type TestUser } from '../testing/crm-test-app';
import { dayOf } from './board';

describe('board filters and sort', () => {
  let t: CrmTestApp;
  let owner: TestUser;
  let colleague: TestUser;
  let funnel: Funnel;
  let columnIds: string[];
  let vip: Tag;
  let byName: Record<string, Lead>;

  const board = async (query: Record<string, string> = {}) => t.expectOk<Board>({ url: '/api/funnel-column', as: owner, query: { funnelId: funnel.id, ...query } });
  const namesIn = async (query: Record<string, string> = {}) => (await board(query)).flatMap((column) => column.leads.map((lead) => lead.person.name));

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
    colleague = await t.addUser(owner, [owner.inboxId], 'Gestor', 'Paulo Colega');
    funnel = await t.expectOk<Funnel>({ method: 'POST', url: '/api/funnel', as: owner, payload: { name: 'Consumidor', inboxId: owner.inboxId } }, 201);
    columnIds = [];
    for (const name of ['Novo', 'Negociação']) columnIds.push((await t.expectOk<{ id: string }>({ method: 'POST', url: '/api/funnel-column', as: owner, payload: { funnelId: funnel.id, name } }, 201)).id);
    vip = await t.addTag(owner, 'VIP');
    const seeds = [
      { name: 'Ana Beatriz', phone: '11922220001', column: 0, extra: { tags: [vip.id], channel: 'whatsapp' } },
      { name: 'Bruno Costa', phone: '11922220002', column: 0, extra: { userId: colleague.userId, channel: 'site' } },
      { name: 'Carla Dias', phone: '21922220003', column: 1, extra: { tags: [vip.id], userId: colleague.userId, channel: 'whatsapp' } },
    ];
    byName = {};
    for (const seed of seeds) {
      const contact = await t.addContact(owner, seed.name, seed.phone);
      byName[seed.name] = await t.expectOk<Lead>(
        { method: 'POST', url: '/api/funnel-column-card', as: owner, payload: { funnelId: funnel.id, columnId: columnIds[seed.column], personId: contact.id, ...seed.extra } },
        201,
      );
    }
    // Known dates: Ana was created and last talked to on 2026-01-05 (Brasília), Bruno on 01-06, Carla on 01-07.
    for (const [index, name] of ['Ana Beatriz', 'Bruno Costa', 'Carla Dias'].entries()) {
      const at = new Date(`2026-01-0${5 + index}T12:00:00-03:00`);
      await t.db.execute(sql`update ${leads} set created_at = ${at}, last_interaction_at = ${at} where id = ${byName[name].id}`);
    }
  });
  afterAll(async () => t?.close());

  it('answers the columns by index with their leads and counts, newest interaction first', async () => {
    const columns = await board();
    expect(columns.map((column) => [column.name, column.totalLeads])).toEqual([['Novo', 2], ['Negociação', 1]]);
    expect(columns[0].leads.map((lead) => lead.person.name)).toEqual(['Bruno Costa', 'Ana Beatriz']);
  });

  it('filters by name or phone, attendant, channel, column, tags and days', async () => {
    expect(await namesIn({ search: 'carla' })).toEqual(['Carla Dias']);
    expect(await namesIn({ search: '(21) 9222' })).toEqual(['Carla Dias']);
    expect(await namesIn({ userId: colleague.userId, sortField: 'name', sortOrder: 'asc' })).toEqual(['Bruno Costa', 'Carla Dias']);
    expect(await namesIn({ channel: 'site' })).toEqual(['Bruno Costa']);
    expect(await namesIn({ tags: vip.id, sortField: 'name', sortOrder: 'asc' })).toEqual(['Ana Beatriz', 'Carla Dias']);
    expect(await namesIn({ createdAt: '2026-01-06' })).toEqual(['Bruno Costa']);
    expect(await namesIn({ lastContact: '2026-01-07T23:30:00-03:00' })).toEqual(['Carla Dias']);
    const onlyNegotiation = await board({ columnId: columnIds[1] });
    expect(onlyNegotiation.map((column) => column.name)).toEqual(['Negociação']);
    const filtered = await board({ tags: vip.id, channel: 'whatsapp' });
    expect(filtered.map((column) => column.totalLeads)).toEqual([1, 1]);
  });

  it('sorts by creation or name in either order, and pages each column', async () => {
    expect(await namesIn({ sortField: 'createdAt', sortOrder: 'asc' })).toEqual(['Ana Beatriz', 'Bruno Costa', 'Carla Dias']);
    expect(await namesIn({ sortField: 'name', sortOrder: 'desc' })).toEqual(['Bruno Costa', 'Ana Beatriz', 'Carla Dias']);
    const [first] = await board({ limitPerColumn: '1', sortField: 'name', sortOrder: 'asc' });
    expect(first).toMatchObject({ totalLeads: 2, leads: [{ person: { name: 'Ana Beatriz' } }] });
    const [next] = await board({ columnId: columnIds[0], limitPerColumn: '1', offsetPerColumn: '1', sortField: 'name', sortOrder: 'asc' });
    expect(next).toMatchObject({ totalLeads: 2, leads: [{ person: { name: 'Bruno Costa' } }] });
  });

  it('refuses unknown sort fields and malformed filters', async () => {
    const malformed: Record<string, string>[] = [{ sortField: 'telefone' }, { sortOrder: 'up' }, { tags: 'vip' }, { createdAt: 'ontem' }, { channel: 'orkut' }, { funnelId: 'x' }];
    for (const query of malformed) {
      const response = await t.call({ url: '/api/funnel-column', as: owner, query: { funnelId: funnel.id, ...query } });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
  });

  it('reads the day of a filter in Brasília time', () => {
    expect(dayOf('2026-01-05')).toBe('2026-01-05');
    expect(dayOf('2026-01-06T01:00:00Z')).toBe('2026-01-05');
  });

  it('serves a funnel of 10,000 leads filtered by tag and sorted by last interaction', async () => {
    const big = await t.expectOk<Funnel>({ method: 'POST', url: '/api/funnel', as: owner, payload: { name: 'Volume', inboxId: owner.inboxId } }, 201);
    for (let index = 0; index < 8; index += 1) await t.expectOk({ method: 'POST', url: '/api/funnel-column', as: owner, payload: { funnelId: big.id, name: `Etapa ${index + 1}` } }, 201);
    // Contacts and leads written straight to crm's tables: 10,000 API calls would only slow the test.
    await t.db.execute(sql`
      with new_people as (
        insert into crm.people (id, office_id, inbox_id, name, phone_number, seen_at)
        select gen_random_uuid(), ${owner.officeId}, ${owner.inboxId}, 'Cliente ' || n, '5511' || lpad(n::text, 9, '0'), now()
        from generate_series(1, 10000) as n returning id, phone_number
      ), columns as (
        select id, row_number() over (order by position) - 1 as slot from crm.funnel_columns where funnel_id = ${big.id}
      ), new_leads as (
        insert into crm.leads (id, office_id, inbox_id, funnel_id, column_id, person_id, channel, last_interaction_at)
        select gen_random_uuid(), ${owner.officeId}, ${owner.inboxId}, ${big.id}, columns.id, p.id, 'whatsapp', now() - (right(p.phone_number, 5)::int || ' minutes')::interval
        from new_people p join columns on columns.slot = right(p.phone_number, 5)::int % 8
        returning id, person_id
      )
      insert into crm.lead_tags (lead_id, tag_id) select id, ${vip.id}::uuid from new_leads l where random() < 0.3`);
    await t.db.execute(sql`analyze crm.leads; analyze crm.lead_tags; analyze crm.people`);
    const columns = await t.expectOk<Board>({ url: '/api/funnel-column', as: owner, query: { funnelId: big.id, tags: vip.id, sortField: 'lastInteraction', sortOrder: 'desc' } });
    expect(columns).toHaveLength(8);
    const total = columns.reduce((sum, column) => sum + column.totalLeads, 0);
    expect(total).toBeGreaterThan(2000);
    expect(columns.every((column) => column.leads.length === 25 && column.leads.every((lead) => lead.tags.some((tag) => tag.id === vip.id)))).toBe(true);
    const times = columns[0].leads.map((lead) => Date.parse(lead.lastInteraction));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, CustomField, Funnel, Lead, Person, Tag } from '@balcao/contracts';
import { startCrmTestApp, waitFor, type CrmTestApp, type TestUser } from '../testing/crm-test-app';

describe('leads', () => {
  let t: CrmTestApp;
  let owner: TestUser;
  let colleague: TestUser;
  let funnel: Funnel;
  let columns: Board;
  let maria: Person;
  let joao: Person;
  let crmTag: Tag;
  let area: CustomField;

  const create = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/funnel-column-card', as: owner, payload: { funnelId: funnel.id, columnId: columns[0].id, ...payload } });
  const createOk = async (payload: Record<string, unknown>) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Lead>();
  };
  const patch = (id: string, payload: Record<string, unknown>) => t.call({ method: 'PATCH', url: `/api/funnel-column-card/${id}`, as: owner, payload });

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
    colleague = await t.addUser(owner, [owner.inboxId], 'Gestor', 'Paulo Colega');
    funnel = await t.expectOk<Funnel>({ method: 'POST', url: '/api/funnel', as: owner, payload: { name: 'Cível', inboxId: owner.inboxId } }, 201);
    for (const name of ['Novo', 'Atendimento', 'Fechado']) await t.expectOk({ method: 'POST', url: '/api/funnel-column', as: owner, payload: { funnelId: funnel.id, name, timeLimitDays: 5 } }, 201);
    columns = await t.expectOk<Board>({ url: '/api/funnel-column', as: owner, query: { funnelId: funnel.id } });
    maria = await t.addContact(owner, 'Maria Oliveira', '11977770001');
    joao = await t.addContact(owner, 'João Santos', '11977770002');
    crmTag = await t.addTag(owner, 'Urgente', ['crm']);
    area = await t.expectOk<CustomField>({ method: 'POST', url: '/api/funnel-custom-field', as: owner, payload: { funnelId: funnel.id, name: 'Área', type: 'select', options: 'Família,Consumidor' } }, 201);
  });
  afterAll(async () => t?.close());

  it('creates a lead with contact, attendant, channel, tags and custom fields, and reads it back', async () => {
    const lead = await createOk({ personId: maria.id, userId: colleague.userId, channel: 'instagram', tags: [crmTag.id], customFields: [{ id: area.id, value: 'Família' }] });
    expect(lead).toMatchObject({
      funnelId: funnel.id,
      columnId: columns[0].id,
      channel: 'instagram',
      timeLimitDays: 5,
      showBadgeProgress: true,
      conversationId: null,
      person: { id: maria.id, name: 'Maria Oliveira', phoneNumber: '5511977770001' },
      user: { id: colleague.userId, name: 'Paulo Colega' },
      tags: [{ id: crmTag.id, name: 'Urgente', modules: ['crm'] }],
      customFields: [{ id: area.id, name: 'Área', type: 'select', options: 'Família,Consumidor', value: 'Família' }],
    });
    expect(await t.expectOk<Lead>({ url: `/api/funnel-column-card/${lead.id}`, as: colleague })).toEqual(lead);
    const [event] = (await t.eventsOf('balcao.crm.lead.created')).filter((e) => e.payload.lead.id === lead.id);
    expect(event).toMatchObject({ officeId: owner.officeId, inboxId: owner.inboxId });
  });

  it("defaults the channel to 'other' and refuses a second lead of the same contact in the funnel", async () => {
    const lead = await createOk({ personId: joao.id });
    expect(lead).toMatchObject({ channel: 'other', user: null, tags: [], customFields: [{ id: area.id, value: null }] });
    expect((await create({ personId: joao.id })).json()).toMatchObject({ statusCode: 409, message: 'Este contato já é um lead neste funil', field: 'personId' });
  });

  it('asks for a contact and a stage, and checks every reference', async () => {
    expect((await create({ columnId: undefined, personId: maria.id })).json()).toMatchObject({ statusCode: 400, message: 'Selecione uma etapa', field: 'columnId' });
    expect((await create({})).json()).toMatchObject({ statusCode: 400, message: 'Selecione um contato', field: 'personId' });
    const stranger = '018f0000-0000-7000-8000-000000000099';
    const other = await t.addContact(owner, 'Pedro Alves', '11977770003');
    expect((await create({ personId: stranger })).json()).toMatchObject({ statusCode: 400, message: 'Contato inválido', field: 'personId' });
    expect((await create({ personId: other.id, columnId: stranger })).json()).toMatchObject({ statusCode: 400, message: 'A etapa não pertence a este funil', field: 'columnId' });
    expect((await create({ personId: other.id, userId: stranger })).json()).toMatchObject({ statusCode: 400, message: 'Atendente inválido', field: 'userId' });
    expect((await create({ personId: other.id, tags: [stranger] })).json()).toMatchObject({ statusCode: 400, message: 'Etiqueta inválida', field: 'tags' });
    const contactTag = await t.addTag(owner, 'Só contatos', ['pessoas']);
    expect((await create({ personId: other.id, tags: [contactTag.id] })).json()).toMatchObject({ statusCode: 400, message: 'Etiqueta não disponível para o CRM' });
    expect((await create({ personId: other.id, customFields: [{ id: area.id, value: 'Penal' }] })).json()).toMatchObject({ statusCode: 400, message: 'Valor inválido para o campo personalizado', description: 'Campo: Área' });
    expect((await create({ personId: other.id, customFields: [{ id: stranger, value: 'x' }] })).json()).toMatchObject({ statusCode: 400, message: 'Campo personalizado inválido' });
    expect((await create({ personId: other.id, channel: 'telegram' })).json()).toMatchObject({ statusCode: 400, message: 'Canal de aquisição inválido', field: 'channel' });
    // Nothing was half-written.
    const board = await t.expectOk<Board>({ url: '/api/funnel-column', as: owner, query: { funnelId: funnel.id, search: 'Pedro' } });
    expect(board.every((column) => column.totalLeads === 0)).toBe(true);
  });

  it('moves a lead with PATCH {columnId}, setting columnChangedAt, and tells the boards', async () => {
    const [lead] = (await t.expectOk<Board>({ url: '/api/funnel-column', as: owner, query: { funnelId: funnel.id, search: 'Maria' } }))[0].leads;
    const moved = await t.expectOk<Lead>({ method: 'PATCH', url: `/api/funnel-column-card/${lead.id}`, as: colleague, payload: { columnId: columns[1].id } });
    expect(moved.columnId).toBe(columns[1].id);
    expect(Date.parse(moved.columnChangedAt)).toBeGreaterThan(Date.parse(lead.columnChangedAt));
    const [event] = (await t.eventsOf('balcao.crm.lead.moved')).filter((e) => e.payload.lead.id === lead.id);
    expect(event.payload).toMatchObject({ fromColumnId: columns[0].id, lead: { columnId: columns[1].id } });
    // The same column again is no move.
    const again = await t.expectOk<Lead>({ method: 'PATCH', url: `/api/funnel-column-card/${lead.id}`, as: owner, payload: { columnId: columns[1].id } });
    expect(again.columnChangedAt).toBe(moved.columnChangedAt);
  });

  it('updates attendant, channel, tags and custom fields; null clears them', async () => {
    const [lead] = (await t.expectOk<Board>({ url: '/api/funnel-column', as: owner, query: { funnelId: funnel.id, search: 'João' } }))[0].leads;
    const updated = await t.expectOk<Lead>({ method: 'PATCH', url: `/api/funnel-column-card/${lead.id}`, as: owner, payload: { userId: owner.userId, channel: 'site', tags: [crmTag.id], customFields: [{ id: area.id, value: 'Consumidor' }] } });
    expect(updated).toMatchObject({ channel: 'site', user: { id: owner.userId }, tags: [{ id: crmTag.id }], customFields: [{ value: 'Consumidor' }], columnChangedAt: lead.columnChangedAt });
    const cleared = await t.expectOk<Lead>({ method: 'PATCH', url: `/api/funnel-column-card/${lead.id}`, as: owner, payload: { userId: null, tags: [], customFields: [{ id: area.id, value: null }] } });
    expect(cleared).toMatchObject({ user: null, tags: [], customFields: [{ value: null }], channel: 'site' });
    expect((await patch(lead.id, { columnId: '018f0000-0000-7000-8000-000000000099' })).json()).toMatchObject({ statusCode: 400, field: 'columnId' });
    expect((await patch(lead.id, { personId: maria.id })).json()).toMatchObject({ statusCode: 409 });
  });

  it('shows a contact renamed in messaging on its card', async () => {
    await t.expectOk({ method: 'PATCH', url: `/api/people/${maria.id}`, as: owner, payload: { name: 'Maria Oliveira Costa' } });
    await waitFor('renamed card', async () => {
      const board = await t.expectOk<Board>({ url: '/api/funnel-column', as: owner, query: { funnelId: funnel.id, search: 'Costa' } });
      return board.some((column) => column.leads.some((lead) => lead.person.name === 'Maria Oliveira Costa'));
    });
    // Open boards hear of it too.
    await waitFor('lead updated event', async () =>
      (await t.eventsOf('balcao.crm.lead.updated')).some((event) => event.payload.lead.person.name === 'Maria Oliveira Costa'),
    );
  });

  it('deletes leads by ids', async () => {
    const board = await t.expectOk<Board>({ url: '/api/funnel-column', as: owner, query: { funnelId: funnel.id } });
    const ids = board.flatMap((column) => column.leads.map((lead) => lead.id));
    expect((await t.call({ method: 'DELETE', url: '/api/funnel-column-card', as: owner, payload: { ids: [] } })).json()).toMatchObject({ statusCode: 400, message: 'Selecione pelo menos um lead' });
    expect(await t.expectOk({ method: 'DELETE', url: '/api/funnel-column-card', as: owner, payload: { ids } })).toEqual({ deleted: 2 });
    expect((await t.call({ url: `/api/funnel-column-card/${ids[0]}`, as: owner })).statusCode).toBe(404);
    const [event] = (await t.eventsOf('balcao.crm.lead.deleted')).slice(-1);
    // Who deleted them, for the office's audit log.
    expect(event.payload).toEqual({ funnelId: funnel.id, ids: expect.arrayContaining(ids), actorUserId: owner.userId });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, CalendarEvent, CustomField, Funnel, Lead } from '@balcao/contracts';
import { startCrmTestApp, type CrmTestApp, type TestUser } from './testing/crm-test-app';

/** Every CRM and calendar route answers 404 to another office and to another workspace of the same office. */
describe('crm tenancy', () => {
  let t: CrmTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let otherWorkspace: TestUser;
  let hidden: { inboxId: string; funnel: Funnel; columnId: string; lead: Lead; field: CustomField; event: CalendarEvent; personId: string };
  let own: Record<'office' | 'workspace', { funnel: Funnel; columnId: string }>;

  const funnelOf = async (as: TestUser, inboxId = as.inboxId) => {
    const funnel = await t.expectOk<Funnel>({ method: 'POST', url: '/api/funnel', as, payload: { name: 'Sigiloso', inboxId } }, 201);
    const column = await t.expectOk<{ id: string }>({ method: 'POST', url: '/api/funnel-column', as, payload: { funnelId: funnel.id, name: 'Novo' } }, 201);
    return { funnel, columnId: column.id };
  };

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    const secondInbox = await t.addInbox(owner);
    // A Gestor of the same office who works only in the first workspace; the records live in the second.
    otherWorkspace = await t.addUser(owner, [owner.inboxId], 'Gestor', 'Gestor Vizinho');
    const { funnel, columnId } = await funnelOf(owner, secondInbox);
    const contact = await t.addContact(owner, 'Cliente Sigiloso', '11933330001', secondInbox);
    const lead = await t.expectOk<Lead>({ method: 'POST', url: '/api/funnel-column-card', as: owner, payload: { funnelId: funnel.id, columnId, personId: contact.id } }, 201);
    const field = await t.expectOk<CustomField>({ method: 'POST', url: '/api/funnel-custom-field', as: owner, payload: { funnelId: funnel.id, name: 'Processo', type: 'text' } }, 201);
    const event = await t.expectOk<CalendarEvent>(
      { method: 'POST', url: '/api/calendar-event', as: owner, payload: { inboxId: secondInbox, title: 'Audiência', start: '2026-05-01T12:00:00Z', end: '2026-05-01T13:00:00Z', color: 'blue' } },
      201,
    );
    hidden = { inboxId: secondInbox, funnel, columnId, lead, field, event, personId: contact.id };
    own = { office: await funnelOf(otherOffice), workspace: await funnelOf(otherWorkspace) };
  });
  afterAll(async () => t?.close());

  it.each(['office', 'workspace'] as const)('hides funnels, columns, leads, fields and events of another %s', async (scope) => {
    const as = scope === 'office' ? otherOffice : otherWorkspace;
    const { inboxId, funnel, columnId, lead, field, event, personId } = hidden;
    const calls = [
      t.call({ url: '/api/funnel', as, query: { inboxId } }),
      t.call({ method: 'POST', url: '/api/funnel', as, payload: { name: 'Invasão', inboxId } }),
      t.call({ method: 'PATCH', url: `/api/funnel/${funnel.id}`, as, payload: { name: 'Invasão' } }),
      t.call({ method: 'DELETE', url: `/api/funnel/${funnel.id}`, as }),
      t.call({ url: '/api/funnel-column', as, query: { funnelId: funnel.id } }),
      t.call({ method: 'POST', url: '/api/funnel-column', as, payload: { funnelId: funnel.id, name: 'Invasão' } }),
      t.call({ method: 'PATCH', url: `/api/funnel-column/${columnId}`, as, payload: { name: 'Invasão' } }),
      t.call({ method: 'DELETE', url: '/api/funnel-column', as, payload: { ids: [columnId] } }),
      t.call({ method: 'DELETE', url: '/api/funnel-column', as, payload: { ids: [own[scope].columnId, columnId] } }),
      t.call({ url: `/api/funnel-column-card/${lead.id}`, as }),
      t.call({ method: 'POST', url: '/api/funnel-column-card', as, payload: { funnelId: funnel.id, columnId, personId } }),
      t.call({ method: 'PATCH', url: `/api/funnel-column-card/${lead.id}`, as, payload: { columnId } }),
      t.call({ method: 'DELETE', url: '/api/funnel-column-card', as, payload: { ids: [lead.id] } }),
      t.call({ url: '/api/funnel-custom-field', as, query: { funnelId: funnel.id } }),
      t.call({ method: 'POST', url: '/api/funnel-custom-field', as, payload: { funnelId: funnel.id, name: 'Invasão', type: 'text' } }),
      t.call({ method: 'PATCH', url: `/api/funnel-custom-field/${field.id}`, as, payload: { name: 'Invasão' } }),
      t.call({ method: 'DELETE', url: `/api/funnel-custom-field/${field.id}`, as }),
      t.call({ url: '/api/calendar-event', as, query: { inboxId } }),
      t.call({ url: `/api/calendar-event/${event.id}`, as }),
      t.call({ method: 'POST', url: '/api/calendar-event', as, payload: { inboxId, title: 'Invasão', start: '2026-05-01T12:00:00Z', end: '2026-05-01T13:00:00Z', color: 'blue' } }),
      t.call({ method: 'PATCH', url: `/api/calendar-event/${event.id}`, as, payload: { title: 'Invasão' } }),
      t.call({ method: 'DELETE', url: `/api/calendar-event/${event.id}`, as }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, `${response.body}`).toBe(404);
    // Their own funnel cannot take the hidden contact, and their own event cannot link it.
    const foreignContact = await t.call({ method: 'POST', url: '/api/funnel-column-card', as, payload: { funnelId: own[scope].funnel.id, columnId: own[scope].columnId, personId } });
    expect(foreignContact.json()).toMatchObject({ statusCode: 400, message: 'Contato inválido' });
    const foreignEvent = await t.call({ method: 'POST', url: '/api/calendar-event', as, payload: { inboxId: as.inboxId, title: 'X', start: '2026-05-01T12:00:00Z', end: '2026-05-01T13:00:00Z', color: 'blue', personId } });
    expect(foreignEvent.json()).toMatchObject({ statusCode: 400, message: 'Contato inválido' });
  });

  it('leaves the hidden records untouched', async () => {
    const board = await t.expectOk<Board>({ url: '/api/funnel-column', as: owner, query: { funnelId: hidden.funnel.id } });
    expect(board).toHaveLength(1);
    expect(board[0]).toMatchObject({ name: 'Novo', totalLeads: 1 });
    expect(board[0].leads[0].customFields).toEqual([{ id: hidden.field.id, name: 'Processo', type: 'text', options: '', value: null }]);
    const [event] = await t.expectOk<CalendarEvent[]>({ url: '/api/calendar-event', as: owner, query: { inboxId: hidden.inboxId } });
    expect(event.title).toBe('Audiência');
    expect((await t.expectOk<Funnel[]>({ url: '/api/funnel', as: owner, query: { inboxId: hidden.inboxId } })).map((funnel) => funnel.name)).toContain('Sigiloso');
  });
});

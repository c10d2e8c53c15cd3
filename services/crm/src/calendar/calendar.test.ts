import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarEvent } from '@balcao/contracts';
import { startCrmTestApp, type CrmTestApp, type TestUser } from '../testing/crm-test-app';

describe('calendar events', () => {
  let t: CrmTestApp;
  let owner: TestUser;

  const event = { title: 'Audiência trabalhista', start: '2026-03-10T13:00:00.000Z', end: '2026-03-10T14:00:00.000Z', color: 'blue' };
  const create = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/calendar-event', as: owner, payload: { inboxId: owner.inboxId, ...event, ...payload } });
  const createOk = async (payload: Record<string, unknown> = {}) => {
    const response = await create(payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CalendarEvent>();
  };
  const range = (start?: string, end?: string) =>
    t.expectOk<CalendarEvent[]>({ url: '/api/calendar-event', as: owner, query: { inboxId: owner.inboxId, ...(start ? { start } : {}), ...(end ? { end } : {}) } });

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
  });
  afterAll(async () => t?.close());

  it('creates an event linked to a contact and reads it back', async () => {
    const contact = await t.addContact(owner, 'Roberto Dias', '11944440001');
    const created = await createOk({ description: 'Fórum central', personId: contact.id, location: 'Sala 3' });
    expect(created).toMatchObject({ ...event, inboxId: owner.inboxId, allDay: false, description: 'Fórum central', location: 'Sala 3', person: { id: contact.id, name: 'Roberto Dias' } });
    expect(await t.expectOk({ url: `/api/calendar-event/${created.id}`, as: owner })).toEqual(created);
  });

  it('lists the events that overlap a period, by start', async () => {
    const allDay = await createOk({ title: 'Prazo recursal', start: '2026-03-11T03:00:00.000Z', end: '2026-03-12T02:59:59.999Z', allDay: true, color: 'rose' });
    await createOk({ title: 'Reunião de abril', start: '2026-04-02T12:00:00.000Z', end: '2026-04-02T13:00:00.000Z', color: 'emerald' });
    const march = await range('2026-03-01T03:00:00.000Z', '2026-04-01T03:00:00.000Z');
    expect(march.map((item) => item.title)).toEqual(['Audiência trabalhista', 'Prazo recursal']);
    const noon = await range('2026-03-11T15:00:00.000Z', '2026-03-11T16:00:00.000Z');
    expect(noon.map((item) => item.id)).toEqual([allDay.id]);
    expect(await range()).toHaveLength(3);
    const backwards = await t.call({ url: '/api/calendar-event', as: owner, query: { inboxId: owner.inboxId, start: '2026-03-02T00:00:00Z', end: '2026-03-01T00:00:00Z' } });
    expect(backwards.json()).toMatchObject({ statusCode: 400, message: 'O fim do período não pode ser antes do início', field: 'end' });
  });

  it('moves an event keeping the rest, and refuses to end before it starts', async () => {
    const created = await createOk({ title: 'Perícia' });
    const moved = await t.expectOk<CalendarEvent>({ method: 'PATCH', url: `/api/calendar-event/${created.id}`, as: owner, payload: { start: '2026-03-10T15:00:00.000Z', end: '2026-03-10T16:00:00.000Z' } });
    expect(moved).toMatchObject({ title: 'Perícia', color: 'blue', start: '2026-03-10T15:00:00.000Z', end: '2026-03-10T16:00:00.000Z' });
    const backwards = await t.call({ method: 'PATCH', url: `/api/calendar-event/${created.id}`, as: owner, payload: { end: '2026-03-10T14:00:00.000Z' } });
    expect(backwards.json()).toMatchObject({ statusCode: 400, message: 'A data de término não pode ser antes da data de início', field: 'end' });
    const edited = await t.expectOk<CalendarEvent>({ method: 'PATCH', url: `/api/calendar-event/${created.id}`, as: owner, payload: { title: 'Perícia médica', color: 'violet', description: null } });
    expect(edited).toMatchObject({ title: 'Perícia médica', color: 'violet', description: null });
    expect(await t.expectOk({ method: 'DELETE', url: `/api/calendar-event/${created.id}`, as: owner })).toEqual({ success: true });
    expect((await t.call({ url: `/api/calendar-event/${created.id}`, as: owner })).statusCode).toBe(404);
  });

  it('validates with the spec messages', async () => {
    expect((await create({ title: '  ' })).json()).toMatchObject({ statusCode: 400, message: 'O título é obrigatório', field: 'title' });
    expect((await create({ color: '' })).json()).toMatchObject({ statusCode: 400, message: 'A cor é obrigatória', field: 'color' });
    expect((await create({ end: '2026-03-10T12:00:00.000Z' })).json()).toMatchObject({ statusCode: 400, message: 'A data de término não pode ser antes da data de início', field: 'end' });
    expect((await create({ start: 'amanhã' })).json()).toMatchObject({ statusCode: 400, field: 'start' });
    expect((await create({ personId: '018f0000-0000-7000-8000-000000000099' })).json()).toMatchObject({ statusCode: 400, message: 'Contato inválido', field: 'personId' });
  });
});

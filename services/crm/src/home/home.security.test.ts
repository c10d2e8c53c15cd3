import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCrmTestApp, type CrmTestApp, type TestUser } from '../testing/crm-test-app';

const RANGED = ['cards-info', 'crms', 'answer-time', 'new-leads', 'attendance-status', 'legal-areas', 'recent-consultations'];
const ALL = [...RANGED, 'recent-contacts'];

/** Every dashboard route: open to each member of the workspace, 404 to anyone else, 400 on bad input. */
describe('home dashboard tenancy and input', () => {
  let t: CrmTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let otherOffice: TestUser;
  let otherWorkspace: TestUser;
  let hiddenInbox: string;

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    hiddenInbox = await t.addInbox(owner);
    // No permission codes at all: the dashboard is still theirs (SPEC-DECISIONS: Permissions).
    attendant = await t.addUser(owner, [owner.inboxId, hiddenInbox], 'Atendente', 'Ana Atendente');
    otherWorkspace = await t.addUser(owner, [owner.inboxId], 'Gestor', 'Gestor Vizinho');
  });
  afterAll(async () => t?.close());

  it.each(ALL)('%s answers every member of the workspace, even without permission codes', async (route) => {
    const response = await t.call({ url: `/api/homepage/${route}`, as: attendant, query: { inboxId: hiddenInbox } });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each(ALL)('%s answers 404 to another office and to a member of another workspace', async (route) => {
    for (const as of [otherOffice, otherWorkspace]) {
      const response = await t.call({ url: `/api/homepage/${route}`, as, query: { inboxId: hiddenInbox } });
      expect(response.statusCode, response.body).toBe(404);
    }
  });

  it.each(ALL)('%s answers 401 without a session', async (route) => {
    expect((await t.call({ url: `/api/homepage/${route}`, query: { inboxId: owner.inboxId } })).statusCode).toBe(401);
  });

  it('names the field of bad input in pt-BR', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{}, 'O workspace (inboxId) é obrigatório'],
      [{ inboxId: 'abc' }, 'O workspace (inboxId) informado é inválido'],
      [{ inboxId: owner.inboxId, startDate: '2026-13-40' }, 'A data inicial (startDate) é inválida'],
      [{ inboxId: owner.inboxId, endDate: 'ontem' }, 'A data final (endDate) é inválida'],
      [{ inboxId: owner.inboxId, startDate: '2026-03-10', endDate: '2026-03-01' }, 'A data final (endDate) deve ser igual ou posterior à data inicial (startDate)'],
      [{ inboxId: owner.inboxId, startDate: '2020-01-01', endDate: '2026-03-01' }, 'O período (startDate a endDate) pode ter no máximo 2 anos'],
    ];
    for (const [query, message] of cases) {
      const response = await t.call({ url: '/api/homepage/answer-time', as: owner, query });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const contacts = await t.call({ url: '/api/homepage/recent-contacts', as: owner, query: { inboxId: 'x' } });
    expect(contacts.json()).toMatchObject({ statusCode: 400, message: 'O workspace (inboxId) informado é inválido' });
  });

  it('reads an instant as its day in Brazil and defaults to the last 30 days', async () => {
    const byInstant = await t.expectOk<{ data: Array<{ name: string }> }>({
      url: '/api/homepage/crms',
      as: owner,
      query: { inboxId: owner.inboxId, startDate: '2026-03-01T02:00:00.000Z', endDate: '2026-03-03T12:00:00-03:00' },
    });
    expect(byInstant.data.map((point) => point.name)).toEqual(['28/02', '01/03', '02/03', '03/03']);
    const byDefault = await t.expectOk<{ data: unknown[] }>({ url: '/api/homepage/crms', as: owner, query: { inboxId: owner.inboxId } });
    expect(byDefault.data).toHaveLength(30);
  });
});

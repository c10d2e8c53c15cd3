import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authEvents, type Board, type Funnel } from '@balcao/contracts';
import { funnels } from '../db/schema';
import { startCrmTestApp, waitFor, type CrmTestApp, type TestUser } from '../testing/crm-test-app';

describe('funnels', () => {
  let t: CrmTestApp;
  let owner: TestUser;

  const list = (query: Record<string, string> = {}, as = owner) => t.expectOk<Funnel[]>({ url: '/api/funnel', as, query: { inboxId: owner.inboxId, ...query } });

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
  });
  afterAll(async () => t?.close());

  it("starts every workspace with a law office's sales funnel", async () => {
    const [funnel] = await waitFor('default funnel', async () => {
      const found = await list();
      return found.length > 0 && found;
    });
    expect(funnel.name).toBe('Funil de vendas');
    const board = await t.expectOk<Board>({ url: '/api/funnel-column', as: owner, query: { funnelId: funnel.id } });
    expect(board.map((column) => column.name)).toEqual(['Novo contato', 'Em atendimento', 'Análise do caso', 'Proposta enviada', 'Contrato assinado', 'Não fechado']);
    expect(board.map((column) => column.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(board[0]).toMatchObject({ color: 'blue', showBadgeProgress: true, totalLeads: 0, leads: [] });
  });

  it('creates the default funnel once even when the workspace event is delivered again', async () => {
    const [created] = await t.eventsOf(authEvents.inboxCreated.type);
    await t.infra.bus.publish(created);
    await t.publishEvent(authEvents.inboxCreated, { officeId: owner.officeId, inboxId: owner.inboxId }, { id: owner.inboxId, name: 'Reenviado' });
    const secondInbox = await t.addInbox(owner);
    await waitFor('second workspace funnel', async () => (await list({ inboxId: secondInbox })).length === 1);
    const rows = await t.db.select().from(funnels).where(eq(funnels.inboxId, owner.inboxId));
    expect(rows).toHaveLength(1);
  });

  it('creates, lists by name, renames and deletes a funnel', async () => {
    const created = await t.expectOk<Funnel>({ method: 'POST', url: '/api/funnel', as: owner, payload: { name: '  Previdenciário ', inboxId: owner.inboxId } }, 201);
    expect(created).toMatchObject({ name: 'Previdenciário', inboxId: owner.inboxId });
    expect((await list({ name: 'previd' })).map((funnel) => funnel.id)).toEqual([created.id]);
    const renamed = await t.expectOk<Funnel>({ method: 'PATCH', url: `/api/funnel/${created.id}`, as: owner, payload: { name: 'INSS' } });
    expect(renamed.name).toBe('INSS');
    const [event] = (await t.eventsOf('balcao.crm.funnel.updated')).filter((e) => e.payload.funnel.id === created.id);
    expect(event).toMatchObject({ officeId: owner.officeId, inboxId: owner.inboxId });
    expect(await t.expectOk({ method: 'DELETE', url: `/api/funnel/${created.id}`, as: owner })).toEqual({ success: true });
    expect((await list()).map((funnel) => funnel.name)).toEqual(['Funil de vendas']);
  });

  it('asks for a name and a workspace', async () => {
    const noName = await t.call({ method: 'POST', url: '/api/funnel', as: owner, payload: { name: '  ', inboxId: owner.inboxId } });
    expect(noName.json()).toMatchObject({ statusCode: 400, message: 'Digite um nome para o funil', field: 'name' });
    const noInbox = await t.call({ method: 'POST', url: '/api/funnel', as: owner, payload: { name: 'Cível' } });
    expect(noInbox.json()).toMatchObject({ statusCode: 400, message: 'Workspace é obrigatório', field: 'inboxId' });
    const badId = await t.call({ method: 'PATCH', url: '/api/funnel/abc', as: owner, payload: { name: 'Cível' } });
    expect(badId.statusCode).toBe(400);
  });

  it('drops the CRM data of a deleted workspace', async () => {
    const inboxId = await t.addInbox(owner, 'Temporário');
    await waitFor('its funnel', async () => (await list({ inboxId })).length === 1);
    await t.publishEvent(authEvents.inboxDeleted, { officeId: owner.officeId, inboxId }, { id: inboxId });
    await waitFor('funnel gone', async () => (await t.db.select().from(funnels).where(eq(funnels.inboxId, inboxId))).length === 0);
  });

  it('documents every route in the OpenAPI document', async () => {
    const document = await t.expectOk<{ paths: Record<string, unknown> }>({ url: '/api/docs/json' });
    for (const path of ['/api/funnel', '/api/funnel/{id}', '/api/funnel-column', '/api/funnel-column/{id}', '/api/funnel-column-card', '/api/funnel-column-card/{id}', '/api/funnel-custom-field', '/api/funnel-custom-field/{id}', '/api/calendar-event', '/api/calendar-event/{id}']) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });

  it('needs a signed-in user with the CRM permission', async () => {
    expect((await t.call({ url: '/api/funnel', query: { inboxId: owner.inboxId } })).statusCode).toBe(401);
    await t.expectOk({ method: 'POST', url: '/api/user-roles', as: owner, payload: { name: 'Recepção', permissions: [] } }, 201);
    const receptionist = await t.addUser(owner, [owner.inboxId], 'Recepção');
    const forbidden = await t.call({ url: '/api/funnel', as: receptionist, query: { inboxId: owner.inboxId } });
    expect(forbidden.json()).toMatchObject({ statusCode: 403, message: 'Você não tem permissão para esta ação' });
  });
});

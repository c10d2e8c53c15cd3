import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Board, Funnel, FunnelColumn, Lead } from '@balcao/contracts';
import { startCrmTestApp, type CrmTestApp, type TestUser } from '../testing/crm-test-app';

describe('funnel columns', () => {
  let t: CrmTestApp;
  let owner: TestUser;
  let funnel: Funnel;

  const board = () => t.expectOk<Board>({ url: '/api/funnel-column', as: owner, query: { funnelId: funnel.id } });
  const names = async () => (await board()).map((column) => `${column.index}:${column.name}`);
  const createColumn = (payload: Record<string, unknown>) => t.call({ method: 'POST', url: '/api/funnel-column', as: owner, payload: { funnelId: funnel.id, ...payload } });
  const addColumn = async (name: string, extra: Record<string, unknown> = {}) => {
    const response = await createColumn({ name, ...extra });
    expect(response.statusCode).toBe(201);
    return response.json<FunnelColumn>();
  };

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
    funnel = await t.expectOk<Funnel>({ method: 'POST', url: '/api/funnel', as: owner, payload: { name: 'Trabalhista', inboxId: owner.inboxId } }, 201);
  });
  afterAll(async () => t?.close());

  it("adds columns with the form's defaults, at the end or at an index", async () => {
    const first = await addColumn('Triagem');
    expect(first).toMatchObject({ funnelId: funnel.id, name: 'Triagem', index: 0, color: 'blue', timeLimitDays: 30, showBadgeProgress: true });
    await addColumn('Contrato', { color: 'green', timeLimitDays: 0, showBadgeProgress: false });
    const middle = await addColumn('Proposta', { index: 1, color: 'orange', timeLimitDays: '7' });
    expect(middle).toMatchObject({ index: 1, timeLimitDays: 7 });
    expect(await names()).toEqual(['0:Triagem', '1:Proposta', '2:Contrato']);
    const [event] = (await t.eventsOf('balcao.crm.funnel-column.changed')).slice(-1);
    expect(event.payload.columns.map((column: FunnelColumn) => column.name)).toEqual(['Triagem', 'Proposta', 'Contrato']);
  });

  it('reorders by index, one update per column as the board sends them', async () => {
    const columns = await board();
    const contract = columns.find((column) => column.name === 'Contrato')!;
    const moved = await t.expectOk<FunnelColumn>({ method: 'PATCH', url: `/api/funnel-column/${contract.id}`, as: owner, payload: { index: 0, funnelId: funnel.id, name: 'Contrato assinado' } });
    expect(moved).toMatchObject({ index: 0, name: 'Contrato assinado' });
    expect(await names()).toEqual(['0:Contrato assinado', '1:Triagem', '2:Proposta']);
    await t.expectOk({ method: 'PATCH', url: `/api/funnel-column/${contract.id}`, as: owner, payload: { index: 99 } });
    expect(await names()).toEqual(['0:Triagem', '1:Proposta', '2:Contrato assinado']);
    const edited = await t.expectOk<FunnelColumn>({ method: 'PATCH', url: `/api/funnel-column/${contract.id}`, as: owner, payload: { color: 'red', timeLimitDays: 'x', showBadgeProgress: true } });
    expect(edited).toMatchObject({ color: 'red', timeLimitDays: 0, showBadgeProgress: true, index: 2 });
  });

  it('validates funnel, name, colour and time limit with the spec messages', async () => {
    expect((await createColumn({ funnelId: undefined, name: 'X' })).json()).toMatchObject({ statusCode: 400, message: 'Selecione um funil', field: 'funnelId' });
    expect((await createColumn({ name: '   ' })).json()).toMatchObject({ statusCode: 400, message: 'Digite um nome para a coluna', field: 'name' });
    expect((await createColumn({ name: 'X', color: 'marrom' })).json()).toMatchObject({ statusCode: 400, message: 'Cor inválida', field: 'color' });
    expect((await createColumn({ name: 'X', timeLimitDays: -2 })).json()).toMatchObject({ statusCode: 400, field: 'timeLimitDays' });
    const [column] = await board();
    const otherFunnel = await t.expectOk<Funnel>({ method: 'POST', url: '/api/funnel', as: owner, payload: { name: 'Outro', inboxId: owner.inboxId } }, 201);
    const wrongFunnel = await t.call({ method: 'PATCH', url: `/api/funnel-column/${column.id}`, as: owner, payload: { funnelId: otherFunnel.id } });
    expect(wrongFunnel.json()).toMatchObject({ statusCode: 400, message: 'A etapa não pertence a este funil', field: 'funnelId' });
    expect((await t.call({ method: 'DELETE', url: '/api/funnel-column', as: owner, payload: { ids: [] } })).json()).toMatchObject({ statusCode: 400, message: 'Selecione pelo menos uma coluna' });
  });

  it("deletes a column moving its leads to the next one, in one go", async () => {
    const [triage, proposal] = await board();
    const contacts = [await t.addContact(owner, 'Carlos Pereira', '11988880001'), await t.addContact(owner, 'Beatriz Lima', '11988880002')];
    for (const contact of contacts) {
      await t.expectOk<Lead>({ method: 'POST', url: '/api/funnel-column-card', as: owner, payload: { funnelId: funnel.id, columnId: triage.id, personId: contact.id } }, 201);
    }
    const before = Date.now();
    const answer = await t.expectOk({ method: 'DELETE', url: '/api/funnel-column', as: owner, payload: { ids: [triage.id] } });
    expect(answer).toEqual({ deleted: 1, movedLeads: 2 });
    const after = await board();
    expect(after.map((column) => `${column.index}:${column.name}`)).toEqual(['0:Proposta', '1:Contrato assinado']);
    expect(after[0].id).toBe(proposal.id);
    expect(after[0].totalLeads).toBe(2);
    expect(after[0].leads.every((lead) => Date.parse(lead.columnChangedAt) >= before - 1000)).toBe(true);
    const [event] = (await t.eventsOf('balcao.crm.funnel-column.deleted')).slice(-1);
    expect(event.payload.moves).toEqual([{ fromColumnId: triage.id, toColumnId: proposal.id, leadIds: expect.arrayContaining(after[0].leads.map((lead) => lead.id)) }]);
  });

  it('moves the leads of the last column to the previous one, and refuses to leave leads without a column', async () => {
    const [proposal, contract] = await board();
    await t.expectOk({ method: 'PATCH', url: `/api/funnel-column-card/${proposal.leads[0].id}`, as: owner, payload: { columnId: contract.id } });
    expect(await t.expectOk({ method: 'DELETE', url: '/api/funnel-column', as: owner, payload: { ids: [contract.id] } })).toEqual({ deleted: 1, movedLeads: 1 });
    const [only] = await board();
    expect(only.totalLeads).toBe(2);
    const refused = await t.call({ method: 'DELETE', url: '/api/funnel-column', as: owner, payload: { ids: [only.id] } });
    expect(refused.json()).toMatchObject({ statusCode: 409, message: 'Não é possível excluir todas as colunas de um funil com leads' });
    expect((await board())[0].totalLeads).toBe(2);
  });
});

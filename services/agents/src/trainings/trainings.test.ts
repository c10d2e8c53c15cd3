import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent, Paged, Training } from '@balcao/contracts';
import { agentBody, startAgentsTestApp, type AgentsTestApp, type TestUser } from '../testing/agents-test-app';

describe('trainings', () => {
  let t: AgentsTestApp;
  let owner: TestUser;
  let agent: Agent;
  const url = () => `/api/agents/${agent.id}/trainings`;
  const list = (query: Record<string, string> = {}) => t.expectOk<Paged<Training>>({ url: url(), as: owner, query });

  beforeAll(async () => {
    t = await startAgentsTestApp();
    owner = await t.signUpOffice();
    agent = await t.expectOk<Agent>({ method: 'POST', url: '/api/agents', as: owner, payload: agentBody(owner.inboxId) }, 201);
  });
  afterAll(async () => t?.close());

  it('creates trimmed trainings, active by default, and pages them 5 at a time, newest first', async () => {
    const created = await t.expectOk<Training>({ method: 'POST', url: url(), as: owner, payload: { question: '  Qual o horário?  ', answer: ' Das 8h às 18h. ' } }, 201);
    expect(created).toMatchObject({ agentId: agent.id, question: 'Qual o horário?', answer: 'Das 8h às 18h.', isActive: true });
    for (let index = 2; index <= 7; index++) {
      await t.expectOk({ method: 'POST', url: url(), as: owner, payload: { question: `Pergunta ${index}`, answer: `Resposta ${index}` } }, 201);
    }
    const first = await list();
    expect(first).toMatchObject({ totalItems: 7, totalResults: 7, totalPages: 2 });
    expect(first.data.map((training) => training.question)).toEqual(['Pergunta 7', 'Pergunta 6', 'Pergunta 5', 'Pergunta 4', 'Pergunta 3']);
    expect((await list({ page: '2' })).data.map((training) => training.question)).toEqual(['Pergunta 2', 'Qual o horário?']);
    expect((await t.expectOk<Agent>({ url: `/api/agents/${agent.id}`, as: owner })).trainingsCount).toBe(7);
  });

  it('searches question and answer, filters by isActive, toggles and edits keeping isActive', async () => {
    const [training] = (await list({ search: '8h' })).data;
    expect(training.question).toBe('Qual o horário?');
    const off = await t.expectOk<Training>({ method: 'PATCH', url: `${url()}/${training.id}`, as: owner, payload: { isActive: false } });
    expect(off.isActive).toBe(false);
    const edited = await t.expectOk<Training>({ method: 'PATCH', url: `${url()}/${training.id}`, as: owner, payload: { question: 'Qual o horário de atendimento?', answer: 'Das 9h às 18h.' } });
    expect(edited).toMatchObject({ question: 'Qual o horário de atendimento?', answer: 'Das 9h às 18h.', isActive: false });
    expect((await list({ isActive: 'false' })).data.map((item) => item.id)).toEqual([training.id]);
    expect((await list({ isActive: 'true' })).totalItems).toBe(6);
    expect(await t.expectOk({ method: 'DELETE', url: `${url()}/${training.id}`, as: owner })).toEqual({ success: true });
    expect((await list()).totalItems).toBe(6);
    expect((await t.call({ method: 'DELETE', url: `${url()}/${training.id}`, as: owner })).statusCode).toBe(404);
  });

  it.each([
    [{ question: '   ', answer: 'Sim' }, 'Pergunta é obrigatória', 'question'],
    [{ question: 'Oi?', answer: ' ' }, 'Resposta é obrigatória', 'answer'],
    [{ question: 'x'.repeat(501), answer: 'Sim' }, 'A pergunta pode ter no máximo 500 caracteres', 'question'],
    [{ question: 'Oi?', answer: 'x'.repeat(1001) }, 'A resposta pode ter no máximo 1000 caracteres', 'answer'],
  ])('refuses a training without a proper %#', async (payload, message, field) => {
    expect((await t.call({ method: 'POST', url: url(), as: owner, payload })).json()).toMatchObject({ statusCode: 400, message, field });
  });

  it('refuses an edit that empties the question', async () => {
    const [training] = (await list()).data;
    expect((await t.call({ method: 'PATCH', url: `${url()}/${training.id}`, as: owner, payload: { question: '  ' } })).json()).toMatchObject({ statusCode: 400, message: 'Pergunta é obrigatória' });
  });
});

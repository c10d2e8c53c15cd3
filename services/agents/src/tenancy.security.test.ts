import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent, AgentList, Training } from '@balcao/contracts';
import { agentBody, startAgentsTestApp, type AgentsTestApp, type TestUser } from './testing/agents-test-app';

/**
 * Every agent route answers 404 to another office and to a member of the office who is not in the
 * agent's workspace, and 403 to a member without view:agents; nothing changes.
 */
describe('agents tenancy', () => {
  let t: AgentsTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let otherWorkspace: TestUser;
  let hidden: { inboxId: string; agent: Agent; training: Training };

  beforeAll(async () => {
    t = await startAgentsTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    const secondInbox = await t.addInbox(owner);
    // A Gestor of the same office who works only in the first workspace; the agent lives in the second.
    otherWorkspace = await t.addUser(owner, [owner.inboxId], 'Gestor', 'Gestor Vizinho');
    const agent = await t.expectOk<Agent>({ method: 'POST', url: '/api/agents', as: owner, payload: agentBody(secondInbox, { name: 'Sigiloso' }) }, 201);
    const training = await t.expectOk<Training>({ method: 'POST', url: `/api/agents/${agent.id}/trainings`, as: owner, payload: { question: 'Segredo?', answer: 'Sim.' } }, 201);
    hidden = { inboxId: secondInbox, agent, training };
  });
  afterAll(async () => t?.close());

  it.each(['office', 'workspace'] as const)('hides the agents and trainings of another %s', async (scope) => {
    const as = scope === 'office' ? otherOffice : otherWorkspace;
    const { inboxId, agent, training } = hidden;
    const calls = [
      t.call({ url: '/api/agents', as, query: { inboxId } }),
      t.call({ url: `/api/agents/${agent.id}`, as }),
      t.call({ method: 'POST', url: '/api/agents', as, payload: agentBody(inboxId, { name: 'Invasão' }) }),
      t.call({ method: 'PATCH', url: `/api/agents/${agent.id}`, as, payload: { name: 'Invasão' } }),
      t.call({ method: 'DELETE', url: `/api/agents/${agent.id}`, as }),
      t.call({ method: 'POST', url: `/api/agents/${agent.id}/test-chat`, as, payload: { messages: [{ role: 'client', text: 'Segredo?' }] } }),
      t.call({ url: `/api/agents/${agent.id}/trainings`, as }),
      t.call({ method: 'POST', url: `/api/agents/${agent.id}/trainings`, as, payload: { question: 'Invasão?', answer: 'Sim.' } }),
      t.call({ method: 'PATCH', url: `/api/agents/${agent.id}/trainings/${training.id}`, as, payload: { isActive: false } }),
      t.call({ method: 'DELETE', url: `/api/agents/${agent.id}/trainings/${training.id}`, as }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode, `${response.body}`).toBe(404);
  });

  it("does not reach another agent's training through one's own agent", async () => {
    const own = await t.expectOk<Agent>({ method: 'POST', url: '/api/agents', as: otherOffice, payload: agentBody(otherOffice.inboxId) }, 201);
    const response = await t.call({ method: 'PATCH', url: `/api/agents/${own.id}/trainings/${hidden.training.id}`, as: otherOffice, payload: { isActive: false } });
    expect(response.statusCode).toBe(404);
  });

  it('refuses every agent route to a member of the workspace whose profile lacks view:agents, changing nothing', async () => {
    const agent = await t.expectOk<Agent>({ method: 'POST', url: '/api/agents', as: owner, payload: agentBody(owner.inboxId, { name: 'Visível' }) }, 201);
    const training = await t.expectOk<Training>({ method: 'POST', url: `/api/agents/${agent.id}/trainings`, as: owner, payload: { question: 'Horário?', answer: 'Das 8h às 18h.' } }, 201);
    const attendant = await t.addUser(owner, [owner.inboxId], 'Atendente', 'Ana Sem Permissão');
    const calls = [
      t.call({ url: '/api/agents', as: attendant, query: { inboxId: owner.inboxId } }),
      t.call({ url: `/api/agents/${agent.id}`, as: attendant }),
      t.call({ method: 'POST', url: '/api/agents', as: attendant, payload: agentBody(owner.inboxId, { name: 'Invasão' }) }),
      t.call({ method: 'PATCH', url: `/api/agents/${agent.id}`, as: attendant, payload: { name: 'Invasão' } }),
      t.call({ method: 'DELETE', url: `/api/agents/${agent.id}`, as: attendant }),
      t.call({ method: 'POST', url: `/api/agents/${agent.id}/test-chat`, as: attendant, payload: { messages: [{ role: 'client', text: 'Horário?' }] } }),
      t.call({ url: `/api/agents/${agent.id}/trainings`, as: attendant }),
      t.call({ method: 'POST', url: `/api/agents/${agent.id}/trainings`, as: attendant, payload: { question: 'Invasão?', answer: 'Sim.' } }),
      t.call({ method: 'PATCH', url: `/api/agents/${agent.id}/trainings/${training.id}`, as: attendant, payload: { isActive: false } }),
      t.call({ method: 'DELETE', url: `/api/agents/${agent.id}/trainings/${training.id}`, as: attendant }),
      t.call({ url: '/api/agent-models', as: attendant }),
    ];
    for (const response of await Promise.all(calls)) expect(response.json(), response.body).toMatchObject({ statusCode: 403, message: 'Você não tem permissão para esta ação' });

    const list = await t.expectOk<AgentList>({ url: '/api/agents', as: owner, query: { inboxId: owner.inboxId } });
    expect(list.data.map((each) => [each.name, each.trainingsCount])).toEqual([['Visível', 1]]);
    const trainings = await t.expectOk<{ data: Training[] }>({ url: `/api/agents/${agent.id}/trainings`, as: owner });
    expect(trainings.data).toMatchObject([{ question: 'Horário?', isActive: true }]);
    expect((await t.eventsOf('balcao.agents.credits.consumed')).filter((event) => event.officeId === owner.officeId)).toEqual([]);
  });

  it('leaves the hidden records untouched', async () => {
    const list = await t.expectOk<AgentList>({ url: '/api/agents', as: owner, query: { inboxId: hidden.inboxId } });
    expect(list.data.map((agent) => agent.name)).toEqual(['Sigiloso']);
    const trainings = await t.expectOk<{ data: Training[] }>({ url: `/api/agents/${hidden.agent.id}/trainings`, as: owner });
    expect(trainings.data).toMatchObject([{ question: 'Segredo?', isActive: true }]);
  });
});

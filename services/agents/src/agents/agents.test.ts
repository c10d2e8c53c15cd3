import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_AVATARS, scheduleOfPreset, type Agent, type AgentList, type AgentModel, type AgentAnswer } from '@balcao/contracts';
import { agentBody, ESSENTIAL_MODEL_ID, startAgentsTestApp, type AgentsTestApp, type TestUser } from '../testing/agents-test-app';

describe('agents', () => {
  let t: AgentsTestApp;
  let owner: TestUser;
  const create = (overrides: Record<string, unknown> = {}) => t.expectOk<Agent>({ method: 'POST', url: '/api/agents', as: owner, payload: agentBody(owner.inboxId, overrides) }, 201);
  const refusal = async (method: 'POST' | 'PATCH', url: string, payload: unknown) => (await t.call({ method, url, as: owner, payload })).json();

  beforeAll(async () => {
    t = await startAgentsTestApp();
    owner = await t.signUpOffice();
  });
  afterAll(async () => t?.close());

  it('lists the agent models with their price in credits', async () => {
    const models = await t.expectOk<AgentModel[]>({ url: '/api/agent-models', as: owner });
    expect(models.map((model) => [model.name, model.price])).toEqual([
      ['Balcão Essencial', 1],
      ['Balcão Avançado', 2],
      ['Balcão Especialista', 5],
    ]);
  });

  it('creates an agent with the defaults of the form and reads it back', async () => {
    const agent = await create({ productSite: 'souza.adv.br', behavior: '  Seja breve.  ' });
    expect(agent).toMatchObject({
      name: 'Clara',
      avatarUrl: AGENT_AVATARS[0],
      productSite: 'souza.adv.br',
      behavior: 'Seja breve.',
      agentModel: { id: ESSENTIAL_MODEL_ID, name: 'Balcão Essencial', price: 1 },
      integrationId: null,
      isActive: false,
      responseDelaySeconds: 5,
      maxInteractionsPerSession: 0,
      canRequestHumanHelp: false,
      activePeriodPreset: 'BUSINESS_HOURS',
      customSchedule: scheduleOfPreset('BUSINESS_HOURS'),
      trainingsCount: 0,
    });
    expect(await t.expectOk<Agent>({ url: `/api/agents/${agent.id}`, as: owner })).toEqual(agent);
    const [event] = (await t.eventsOf('balcao.agents.agent.created')).filter((e) => e.payload.agent.id === agent.id);
    expect(event).toMatchObject({ officeId: owner.officeId, inboxId: owner.inboxId, payload: { agent: { name: 'Clara' } } });
  });

  it('keeps idle actions and transfer rules with stable ids, keywords trimmed and unique', async () => {
    const agent = await create({
      canRequestHumanHelp: true,
      idleActions: [{ id: 'temp-1', timeoutMinutes: 30, action: 'ENGAGE_CUSTOMER', customMessage: 'Ainda está aí?' }],
      transferRules: [{ id: 'temp-2', condition: 'KEYWORDS', keywords: [' advogado ', 'Advogado', '', 'urgente'], transferMessage: '' }],
    });
    expect(agent.idleActions[0]).toMatchObject({ timeoutMinutes: 30, action: 'ENGAGE_CUSTOMER', customMessage: 'Ainda está aí?' });
    expect(agent.idleActions[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(agent.transferRules[0]).toMatchObject({ condition: 'KEYWORDS', keywords: ['advogado', 'urgente'], transferMessage: null, enabled: true, sentimentThreshold: 7 });
    const ruleId = agent.transferRules[0].id;
    const updated = await t.expectOk<Agent>({ method: 'PATCH', url: `/api/agents/${agent.id}`, as: owner, payload: { transferRules: [{ ...agent.transferRules[0], enabled: false }] } });
    expect(updated.transferRules[0]).toMatchObject({ id: ruleId, enabled: false });
  });

  it('refuses human transfer without a rule, on create and on update', async () => {
    expect(await refusal('POST', '/api/agents', agentBody(owner.inboxId, { canRequestHumanHelp: true }))).toMatchObject({
      statusCode: 400,
      message: 'É obrigatório ter pelo menos uma regra de transferência',
      field: 'canRequestHumanHelp',
    });
    const agent = await create();
    expect(await refusal('PATCH', `/api/agents/${agent.id}`, { canRequestHumanHelp: true })).toMatchObject({ statusCode: 400, message: 'É obrigatório ter pelo menos uma regra de transferência' });
    const withRule = await t.expectOk<Agent>({
      method: 'PATCH',
      url: `/api/agents/${agent.id}`,
      as: owner,
      payload: { canRequestHumanHelp: true, transferRules: [{ condition: 'SENTIMENT', sentimentThreshold: 8 }] },
    });
    expect(withRule.canRequestHumanHelp).toBe(true);
    expect(await refusal('PATCH', `/api/agents/${agent.id}`, { transferRules: [] })).toMatchObject({ statusCode: 400, message: 'É obrigatório ter pelo menos uma regra de transferência' });
  });

  it.each([
    ['productDescription', { productDescription: 'x'.repeat(501) }, 'A descrição pode ter no máximo 500 caracteres'],
    ['behavior', { behavior: 'x'.repeat(3001) }, 'O comportamento pode ter no máximo 3.000 caracteres'],
    ['name', { name: '   ' }, 'Nome do agente é obrigatório'],
    ['avatarUrl', { avatarUrl: 'https://example.com/a.png' }, 'Escolha um dos avatares disponíveis'],
    ['purpose', { purpose: 'OUTRO' }, 'Selecione a finalidade do agente'],
    ['responseDelaySeconds', { responseDelaySeconds: 7 }, 'Tempo de resposta inválido'],
    ['maxInteractionsPerSession', { maxInteractionsPerSession: 3 }, 'Limite de interações inválido'],
    ['agentModelId', { agentModelId: undefined }, 'Selecione um modelo'],
    ['productSite', { productSite: 'não é site' }, 'Site do produto inválido'],
    ['idleActions.0.timeoutMinutes', { idleActions: [{ timeoutMinutes: 7 }] }, 'Tempo de inatividade inválido'],
    ['idleActions.0.customMessage', { idleActions: [{ customMessage: 'x'.repeat(513) }] }, 'A mensagem pode ter no máximo 512 caracteres'],
    ['transferRules.0.keywords', { transferRules: [{ condition: 'KEYWORDS', keywords: ['  '] }] }, 'Adicione pelo menos uma palavra-chave'],
    ['transferRules.0.sentimentThreshold', { transferRules: [{ condition: 'SENTIMENT', sentimentThreshold: 11 }] }, 'O limite de sentimento deve ser de 1 a 10'],
    ['transferRules.0.customCondition', { transferRules: [{ condition: 'CUSTOM', customCondition: 'x'.repeat(513) }] }, 'A condição pode ter no máximo 512 caracteres'],
    ['transferRules.0.customCondition', { transferRules: [{ condition: 'CUSTOM' }] }, 'Descreva a condição de transferência'],
    ['transferRules.0.transferMessage', { transferRules: [{ condition: 'SENTIMENT', transferMessage: 'x'.repeat(257) }] }, 'A mensagem de transferência pode ter no máximo 256 caracteres'],
    ['transferRules.0.interactionCount', { transferRules: [{ condition: 'INTERACTION_COUNT', interactionCount: 4 }] }, 'Número de interações inválido'],
    ['customSchedule.monday.startTime', { customSchedule: { ...scheduleOfPreset('BUSINESS_HOURS'), monday: { enabled: true, startTime: '08:15', endTime: '18:00' } } }, 'Horário inválido: escolha um horário a cada 30 minutos'],
    ['customSchedule.monday.endTime', { customSchedule: { ...scheduleOfPreset('BUSINESS_HOURS'), monday: { enabled: true, startTime: '18:00', endTime: '08:00' } } }, 'O horário final deve ser depois do horário inicial'],
  ])('refuses a bad %s with a pt-BR 400 naming it', async (field, overrides, message) => {
    expect(await refusal('POST', '/api/agents', agentBody(owner.inboxId, overrides))).toMatchObject({ statusCode: 400, message, field });
  });

  it('refuses an unknown model and a workspace the user is not in', async () => {
    expect(await refusal('POST', '/api/agents', agentBody(owner.inboxId, { agentModelId: '0195f0a0-0000-7000-8000-00000000dead' }))).toMatchObject({ statusCode: 400, message: 'Modelo do agente inválido' });
    expect(await refusal('POST', '/api/agents', agentBody(owner.inboxId, { inboxId: undefined }))).toMatchObject({ statusCode: 400, message: 'Workspace é obrigatório' });
  });

  it('replaces the schedule with a preset and turns an edited day into CUSTOM', async () => {
    const agent = await create({ activePeriodEnabled: true, activePeriodPreset: 'WEEKENDS_ONLY' });
    expect(agent.customSchedule).toEqual(scheduleOfPreset('WEEKENDS_ONLY'));
    const edited = { ...agent.customSchedule, monday: { enabled: true, startTime: '09:00', endTime: '12:30' } };
    const custom = await t.expectOk<Agent>({ method: 'PATCH', url: `/api/agents/${agent.id}`, as: owner, payload: { customSchedule: edited } });
    expect(custom).toMatchObject({ activePeriodPreset: 'CUSTOM', customSchedule: edited });
    const preset = await t.expectOk<Agent>({ method: 'PATCH', url: `/api/agents/${agent.id}`, as: owner, payload: { activePeriodPreset: 'TWENTY_FOUR_SEVEN' } });
    expect(preset).toMatchObject({ activePeriodPreset: 'TWENTY_FOUR_SEVEN', customSchedule: scheduleOfPreset('TWENTY_FOUR_SEVEN') });
    expect(preset.customSchedule.sunday).toEqual({ enabled: true, startTime: '00:00', endTime: '23:59' });
  });

  it('is active while a device links it, and lists by name, style and device with the counters', async () => {
    const inboxId = await t.addInbox(owner, 'Previdenciário');
    const ana = await t.expectOk<Agent>({ method: 'POST', url: '/api/agents', as: owner, payload: agentBody(inboxId, { name: 'Ana Previdência', communicationStyle: 'FORMAL' }) }, 201);
    const bia = await t.expectOk<Agent>({ method: 'POST', url: '/api/agents', as: owner, payload: agentBody(inboxId, { name: 'Bia Vendas', communicationStyle: 'DESCONTRAÍDA' }) }, 201);
    const device = await t.addDevice(owner, 'WhatsApp Previdência', inboxId);
    await t.linkDevice(owner, device.id, ana.id);
    const list = (query: Record<string, string> = {}) => t.expectOk<AgentList>({ url: '/api/agents', as: owner, query: { inboxId, ...query } });

    const all = await list();
    expect(all.data.map((agent) => agent.name)).toEqual(['Ana Previdência', 'Bia Vendas']);
    expect(all).toMatchObject({ totalItems: 2, totalResults: 2, totalPages: 1, counters: { total: 2, active: 1, inactive: 1 } });
    expect(all.data[0]).toMatchObject({ isActive: true, integrationId: device.id, integrationIds: [device.id] });
    expect((await list({ name: 'bia' })).data.map((agent) => agent.id)).toEqual([bia.id]);
    expect((await list({ communicationStyle: 'FORMAL' })).data.map((agent) => agent.id)).toEqual([ana.id]);
    const byDevice = await list({ integrationId: device.id });
    expect(byDevice.data.map((agent) => agent.id)).toEqual([ana.id]);
    expect(byDevice.counters).toEqual({ total: 2, active: 1, inactive: 1 });
    expect((await list({ limit: '1', page: '2' })).data.map((agent) => agent.id)).toEqual([bia.id]);

    await t.linkDevice(owner, device.id, null);
    expect((await list()).counters).toEqual({ total: 2, active: 0, inactive: 2 });
    expect((await t.call({ url: '/api/agents', as: owner, query: { inboxId, communicationStyle: 'GRITANDO' } })).statusCode).toBe(400);
  });

  it('deletes an agent with its trainings', async () => {
    const agent = await create({ name: 'Temporário' });
    await t.expectOk({ method: 'POST', url: `/api/agents/${agent.id}/trainings`, as: owner, payload: { question: 'Oi?', answer: 'Olá!' } }, 201);
    expect(await t.expectOk({ method: 'DELETE', url: `/api/agents/${agent.id}`, as: owner })).toEqual({ success: true });
    expect((await t.call({ url: `/api/agents/${agent.id}`, as: owner })).statusCode).toBe(404);
    expect((await t.call({ url: `/api/agents/${agent.id}/trainings`, as: owner })).statusCode).toBe(404);
    expect((await t.eventsOf('balcao.agents.agent.deleted')).map((event) => event.payload.id)).toContain(agent.id);
  });

  it("answers 'Testar agente' from the trainings and uses the model's credits", async () => {
    const agent = await create({ name: 'Testável', canRequestHumanHelp: true, transferRules: [{ condition: 'KEYWORDS', keywords: ['humano'], transferMessage: 'Chamando um humano.' }] });
    await t.expectOk({ method: 'POST', url: `/api/agents/${agent.id}/trainings`, as: owner, payload: { question: 'Qual o horário de atendimento?', answer: 'Das 8h às 18h.' } }, 201);
    await t.expectOk({ method: 'POST', url: `/api/agents/${agent.id}/trainings`, as: owner, payload: { question: 'Vocês atendem aos sábados?', answer: 'Não, só em dias úteis.', isActive: false } }, 201);
    const chat = (text: string) => t.expectOk<AgentAnswer>({ method: 'POST', url: `/api/agents/${agent.id}/test-chat`, as: owner, payload: { messages: [{ role: 'client', text }] } });

    expect(await chat('qual o horario de atendimento?')).toEqual({ text: 'Das 8h às 18h.', transfer: null, consultedCase: null, source: 'faq', creditsUsed: 1 });
    // An inactive training is not used.
    expect((await chat('Vocês atendem aos sábados?')).transfer).toEqual({ reason: 'Sem resposta nos treinamentos' });
    expect(await chat('quero um humano')).toMatchObject({ text: 'Chamando um humano.', transfer: { reason: 'Palavra-chave: humano' }, source: 'rule' });

    const used = (await t.eventsOf('balcao.agents.credits.consumed')).filter((event) => event.officeId === owner.officeId);
    expect(used.map((event) => event.payload)).toEqual([{ amount: 1, reason: 'agent_test', refId: expect.any(String) }]);
    const empty = await t.call({ method: 'POST', url: `/api/agents/${agent.id}/test-chat`, as: owner, payload: { messages: [] } });
    expect(empty.json()).toMatchObject({ statusCode: 400, message: 'Envie pelo menos uma mensagem do cliente' });
  });

  it("explains each movement of a case consulted in 'Testar agente', as the client would read it", async () => {
    const agent = await create({ name: 'Consulta', allowConsultingProcesses: true });
    const caseNumber = '1057607-11.2024.8.26.0002';
    const answer = await t.expectOk<AgentAnswer>({ method: 'POST', url: `/api/agents/${agent.id}/test-chat`, as: owner, payload: { messages: [{ role: 'client', text: `Como está o processo ${caseNumber}?` }] } });
    expect(answer).toMatchObject({ consultedCase: { caseNumber, status: 'found', tribunal: 'TJSP' }, transfer: null, source: 'faq' });
    expect(answer.text).toContain('– Distribuição (sorteio)\nO processo foi registrado e enviado à vara ou ao juiz que vai cuidar dele.');
    expect(answer.consultedCase?.summary).toBe(answer.text);
  });

  it('needs a signed-in user with the agents permission', async () => {
    expect((await t.call({ url: '/api/agents', query: { inboxId: owner.inboxId } })).statusCode).toBe(401);
    await t.expectOk({ method: 'POST', url: '/api/user-roles', as: owner, payload: { name: 'Recepção', permissions: [] } }, 201);
    const receptionist = await t.addUser(owner, [owner.inboxId], 'Recepção');
    for (const url of ['/api/agents', '/api/agent-models']) {
      const forbidden = await t.call({ url, as: receptionist, query: { inboxId: owner.inboxId } });
      expect(forbidden.json()).toMatchObject({ statusCode: 403, message: 'Você não tem permissão para esta ação' });
    }
  });

  it('documents every route in the OpenAPI document', async () => {
    const document = await t.expectOk<{ paths: Record<string, unknown> }>({ url: '/api/docs/json' });
    for (const path of ['/api/agents', '/api/agents/{id}', '/api/agents/{id}/test-chat', '/api/agents/{agentId}/trainings', '/api/agents/{agentId}/trainings/{trainingId}', '/api/agent-models', '/api/improve-text', '/api/resume-message', '/api/resume-audio']) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { agentsEvents, billingEvents, CASE_CONSULTATION_SUBJECTS, CONSULTATIONS_EXHAUSTED_CLIENT_MESSAGE, messagingEvents, type Agent, type ConversationList } from '@balcao/contracts';
import { envelopeOf } from '@balcao/service-kit';
import { FIRST_PLAN_LIMITS, publishOfficePlan } from '@balcao/service-kit/testing';
import { agentSessions, handledEvents } from '../db/schema';
import { agentBody, startAgentsTestApp, waitFor, type TestUser } from '../testing/agents-test-app';
import { simulatedPhone } from '../testing/simulated-phone';
import { RUNTIME_TEXTS } from './runtime-texts';

type App = Awaited<ReturnType<typeof startAgentsTestApp>>;

/** Whether a SQL query finds any row. */
const found = async (query: Promise<unknown>) => ((await query) as { rows: unknown[] }).rows.length > 0;

const HOURS_ANSWER = 'Atendemos de segunda a sexta, das 8h às 18h.';
const DOCUMENTS_ANSWER = 'Para a aposentadoria traga RG, CPF, carteira de trabalho e o extrato do CNIS.';


describe('the agent runtime answers clients on WhatsApp', () => {
  let t: App;
  let owner: TestUser;
  let deviceId: string;
  let agent: Agent;
  let phoneSeq = 0;
  const nextPhone = () => `5511955${String(++phoneSeq).padStart(6, '0')}`;

  let handset: ReturnType<typeof simulatedPhone>;
  const clientSays = (from: string, text: string, extra: Record<string, unknown> = {}) =>
    handset.says({ integrationId: deviceId, from, name: 'Paula Cliente', type: 'text', text, ...extra });
  const officeSaid = (clientPhone: string) => handset.officeSaid(deviceId, clientPhone);
  const waitForSaid = (phone: string, text: string, timeoutMs = 15_000) =>
    waitFor(`"${text}" said to ${phone}`, async () => {
      const said = await officeSaid(phone);
      return said.some((message) => message.includes(text)) ? said : null;
    }, timeoutMs);
  const conversationOf = async (phone: string) =>
    (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, status: 'ALL', content: phone.slice(2) } })).data[0];
  const waitForStatus = (phone: string, status: string) =>
    waitFor(`conversation of ${phone} ${status}`, async () => {
      const conversation = await conversationOf(phone);
      return conversation?.status === status ? conversation : null;
    });

  beforeAll(async () => {
    t = await startAgentsTestApp();
    handset = simulatedPhone(t);
    owner = await t.signUpOffice();
    agent = await t.expectOk<Agent>(
      {
        method: 'POST',
        url: '/api/agents',
        as: owner,
        payload: agentBody(owner.inboxId, {
          responseDelaySeconds: 0,
          canRequestHumanHelp: true,
          transferRules: [{ condition: 'KEYWORDS', keywords: ['advogado'], transferMessage: 'Vou chamar um advogado para você.' }],
          idleActions: [{ timeoutMinutes: 5, action: 'ENGAGE_CUSTOMER', customMessage: 'Posso ajudar em algo mais?' }, { timeoutMinutes: 5, action: 'END_SERVICE' }],
        }),
      },
      201,
    );
    for (const [question, answer] of [
      ['Qual é o horário de atendimento do escritório?', HOURS_ANSWER],
      ['Quais documentos preciso levar para a aposentadoria?', DOCUMENTS_ANSWER],
    ]) {
      await t.expectOk({ method: 'POST', url: `/api/agents/${agent.id}/trainings`, as: owner, payload: { question, answer } }, 201);
    }
    const device = await t.expectOk<{ id: string; qrcode: string }>(
      { method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'WhatsApp', inboxId: owner.inboxId, agentId: agent.id } },
      201,
    );
    await handset.scan(device.qrcode);
    deviceId = device.id;
    await waitFor('device linked in agents', async () => found(t.db.execute(sql`select 1 from agents.integrations where id = ${deviceId} and agent_id = ${agent.id}`)));
  });
  afterAll(async () => t?.close());

  it("answers with a training's answer, signed by the agent, and charges its credits once", async () => {
    const phone = nextPhone();
    await clientSays(phone, 'Oi, qual o horário de atendimento de vocês?');
    await waitForSaid(phone, HOURS_ANSWER);
    // The phone shows the answer a moment before messaging records it as the last message.
    const conversation = await waitFor('answer as the last message', async () => {
      const found = await conversationOf(phone);
      return found?.lastMessage?.direction === 'OUTBOUND' ? found : null;
    });
    expect(conversation.status).toBe('ROBOT_INTERACTIVE');
    expect(conversation.lastMessage).toMatchObject({ content: HOURS_ANSWER, direction: 'OUTBOUND', sender: { id: agent.id, name: 'Clara', isAgent: true } });

    await clientSays(phone, 'E quais documentos preciso para a aposentadoria?');
    const said = await waitForSaid(phone, DOCUMENTS_ANSWER);
    expect(said).toEqual([HOURS_ANSWER, DOCUMENTS_ANSWER]);
    const charged = (await t.eventsOf(agentsEvents.creditsConsumed.type)).filter((event) => event.payload.refId.startsWith(conversation.id));
    expect(charged.map((event) => event.payload)).toEqual([
      expect.objectContaining({ amount: 1, reason: 'agent_answer' }),
      expect.objectContaining({ amount: 1, reason: 'agent_answer' }),
    ]);
  });

  it('answers a client who rewords the trainings as clients write on WhatsApp (issue 38)', async () => {
    const phone = nextPhone();
    await clientSays(phone, 'que documento eu preciso pra me aposentar');
    await waitForSaid(phone, DOCUMENTS_ANSWER);
    await clientSays(phone, 'e qual o horario de vcs?');
    expect(await waitForSaid(phone, HOURS_ANSWER)).toEqual([DOCUMENTS_ANSWER, HOURS_ANSWER]);
  });

  it("hands over on a transfer rule's keyword: the rule's message, then the conversation waits for a person", async () => {
    const phone = nextPhone();
    await clientSays(phone, 'Quero falar com um advogado agora');
    await waitForSaid(phone, 'Vou chamar um advogado para você.');
    await waitForStatus(phone, 'WAITING_HUMAN');
    // A person's turn now: the agent stays quiet.
    await clientSays(phone, 'Qual o horário de atendimento?');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await officeSaid(phone)).toEqual(['Vou chamar um advogado para você.']);
  });

  it('fires its idle actions on time with no message arriving: first it engages, then it ends the service', async () => {
    const phone = nextPhone();
    await clientSays(phone, 'Qual o horário de atendimento?');
    await waitForSaid(phone, HOURS_ANSWER);
    const conversation = await conversationOf(phone);
    const idleSoon = () => t.db.update(agentSessions).set({ idleDueAt: new Date(Date.now() - 1000) }).where(eq(agentSessions.conversationId, conversation.id));
    // Five minutes pass without the client (the clock is moved, not waited).
    await waitFor('idle action scheduled', async () => (await t.db.select().from(agentSessions).where(eq(agentSessions.conversationId, conversation.id)))[0]?.idleDueAt);
    await idleSoon();
    await waitForSaid(phone, 'Posso ajudar em algo mais?');
    await waitFor('next idle action scheduled', async () => (await t.db.select().from(agentSessions).where(eq(agentSessions.conversationId, conversation.id)))[0]?.idleStep === 1);
    await idleSoon();
    await waitForSaid(phone, RUNTIME_TEXTS.endService);
    await waitForStatus(phone, 'INACTIVE');
  });

  it('answers a message delivered twice, by the phone or by the bus, once', async () => {
    const phone = nextPhone();
    await clientSays(phone, 'Qual o horário de atendimento?', { id: 'WAMID-AGENT-TWICE-1' });
    await clientSays(phone, 'Qual o horário de atendimento?', { id: 'WAMID-AGENT-TWICE-1' });
    await waitForSaid(phone, HOURS_ANSWER);
    const conversation = await conversationOf(phone);
    for (const event of (await t.eventsOf(messagingEvents.messageReceived.type)).filter((candidate) => candidate.payload.conversationId === conversation.id)) {
      await t.infra.bus.publish(event);
    }
    for (const event of (await t.eventsOf(agentsEvents.replyRequested.type)).filter((candidate) => candidate.payload.conversationId === conversation.id)) {
      await t.infra.bus.publish(event);
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await officeSaid(phone)).toEqual([HOURS_ANSWER]);
  });

  it("answers a client's message whose event carries an older view of the conversation, the robot's newer one stored", async () => {
    const phone = nextPhone();
    await clientSays(phone, 'Qual o horário de atendimento?');
    await waitForSaid(phone, HOURS_ANSWER);
    const conversation = await conversationOf(phone);
    const [received] = (await t.eventsOf(messagingEvents.messageReceived.type)).filter((candidate) => candidate.payload.conversationId === conversation.id);
    // Redelivered late after a failure, say: the message it carries is new, its conversation already out of date.
    const payload = received!.payload as { message: Record<string, unknown>; conversation: Record<string, unknown> };
    await t.infra.bus.publish({
      ...received!,
      id: randomUUID(),
      occurredAt: new Date(Date.parse(received!.occurredAt) - 60_000).toISOString(),
      payload: {
        ...payload,
        message: { ...payload.message, id: randomUUID(), externalId: 'WAMID-AGENT-LATE-1', content: 'Quais documentos preciso levar para a aposentadoria?' },
        conversation: { ...payload.conversation, status: 'WAITING_HUMAN' },
      },
    });
    await waitForSaid(phone, DOCUMENTS_ANSWER);
    expect(await officeSaid(phone)).toEqual([HOURS_ANSWER, DOCUMENTS_ANSWER]);
  });

  it('stops at once when an attendant takes the conversation over', async () => {
    const phone = nextPhone();
    await clientSays(phone, 'Qual o horário de atendimento?');
    await waitForSaid(phone, HOURS_ANSWER);
    const conversation = await conversationOf(phone);
    await t.expectOk({ method: 'POST', url: `/api/conversation/${conversation.id}/start-human-support`, as: owner });
    await waitFor('session ended', async () => (await t.db.select().from(agentSessions).where(eq(agentSessions.conversationId, conversation.id))).length === 0);
    await clientSays(phone, 'Quais documentos preciso para a aposentadoria?');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await officeSaid(phone)).toEqual([HOURS_ANSWER]);
    // While a person answers, the client's messages cost the runtime no transaction.
    const [whilePerson] = (await t.eventsOf(messagingEvents.messageReceived.type)).filter(
      (event) => event.payload.conversationId === conversation.id && (event.payload as { message: { content: string | null } }).message.content === 'Quais documentos preciso para a aposentadoria?',
    );
    expect(await t.db.select().from(handledEvents).where(eq(handledEvents.eventId, whilePerson!.id))).toHaveLength(0);
  });

  it("looks up a client's court case by its CNJ number and tells the dashboard", async () => {
    await t.expectOk({ method: 'PATCH', url: `/api/agents/${agent.id}`, as: owner, payload: { allowConsultingProcesses: true } });
    const sequence = '0712345';
    const digits = String(98n - (BigInt(`${sequence}2024826010000`) % 97n)).padStart(2, '0');
    const caseNumber = `${sequence}-${digits}.2024.8.26.0100`;
    const phone = nextPhone();
    await clientSays(phone, `Meu processo é o ${caseNumber}, como está?`);
    const said = await waitForSaid(phone, caseNumber);
    // Each movement comes with what it means for the client, on the line below.
    expect(said.join('\n')).toContain('Distribuição (sorteio)\nO processo foi registrado e enviado à vara ou ao juiz que vai cuidar dele.');
    const lookups = await t.eventsOf(agentsEvents.caseLookupCompleted.type);
    expect(lookups.map((event) => event.payload.lookup)).toContainEqual(expect.objectContaining({ caseNumber, status: 'found', tribunal: 'TJSP', source: 'agent', personName: 'Paula Cliente' }));
  });

  it("hands the client to a person once the plan's court-case consultations of the month are used, asking no tribunal", async () => {
    await t.expectOk({ method: 'PATCH', url: `/api/agents/${agent.id}`, as: owner, payload: { allowConsultingProcesses: true } });
    await publishOfficePlan(t.infra, t.db, 'flows', owner.officeId, {
      state: 'active',
      accessUntil: null,
      planName: 'Plano Jovem Advogado',
      limits: { ...FIRST_PLAN_LIMITS, agents: 10, numbers: 10, monthlyConsultations: 1 },
    });
    // The office's consultations of this month are used up (flows counts them, agents' included).
    await waitFor('consultations used up', async () => {
      const reservation = (await t.infra.bus.request!(CASE_CONSULTATION_SUBJECTS.reserve, { officeId: owner.officeId })) as { granted: boolean };
      return !reservation.granted;
    });
    const lookupsBefore = (await t.eventsOf(agentsEvents.caseLookupCompleted.type)).length;
    const sequence = '0712399';
    const digits = String(98n - (BigInt(`${sequence}2024826010000`) % 97n)).padStart(2, '0');
    const phone = nextPhone();
    await clientSays(phone, `Como está o processo ${sequence}-${digits}.2024.8.26.0100?`);
    const said = await waitForSaid(phone, CONSULTATIONS_EXHAUSTED_CLIENT_MESSAGE);
    expect(said.join('\n')).not.toContain('Distribuição');
    await waitForStatus(phone, 'WAITING_HUMAN');
    expect(await t.eventsOf(agentsEvents.caseLookupCompleted.type)).toHaveLength(lookupsBefore);
    await publishOfficePlan(t.infra, t.db, 'flows', owner.officeId, { state: 'active', accessUntil: null, planName: 'Plano Essencial', limits: { ...FIRST_PLAN_LIMITS, agents: 10, numbers: 10, monthlyConsultations: null } });
  });

  it('gathers the messages a client sends within the response delay into one turn, answered once', async () => {
    const patient = await t.expectOk<Agent>({ method: 'POST', url: '/api/agents', as: owner, payload: agentBody(owner.inboxId, { name: 'Bia', responseDelaySeconds: 5 }) }, 201);
    await t.expectOk({ method: 'POST', url: `/api/agents/${patient.id}/trainings`, as: owner, payload: { question: 'Qual é o horário de atendimento do escritório?', answer: HOURS_ANSWER } }, 201);
    const device = await t.expectOk<{ id: string; qrcode: string }>(
      { method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'WhatsApp Bia', inboxId: owner.inboxId, agentId: patient.id } },
      201,
    );
    await handset.scan(device.qrcode);
    await waitFor('device linked in agents', async () => found(t.db.execute(sql`select 1 from agents.integrations where id = ${device.id} and agent_id = ${patient.id}`)));
    const phone = nextPhone();
    const says = (text: string) => handset.says({ integrationId: device.id, from: phone, name: 'Paula Cliente', type: 'text', text });
    // A greeting alone has no training: answered on its own it would hand the client over.
    await says('Oi, tudo bem?');
    await says('Qual o horário de atendimento de vocês?');
    const said = await waitFor('the answer to both messages', async () => {
      const office = await handset.officeSaid(device.id, phone);
      return office.length > 0 ? office : null;
    });
    expect(said).toEqual([HOURS_ANSWER]);
    const conversation = await waitFor('the answer recorded', async () => {
      const list = await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, status: 'ALL', content: phone.slice(2) } });
      return list.data[0]?.lastMessage?.direction === 'OUTBOUND' ? list.data[0] : null;
    });
    expect(conversation.status).toBe('ROBOT_INTERACTIVE');
  });

  it('with no AI credits left, hands the client to a person instead of answering', async () => {
    await t.infra.bus.publish(envelopeOf(billingEvents.creditsChanged, { officeId: owner.officeId, payload: { planTotal: 100, used: 100, available: 0, version: 1_000_000 } }));
    await waitFor('balance known', async () => found(t.db.execute(sql`select 1 from agents.office_credits where office_id = ${owner.officeId} and available = 0`)));
    const phone = nextPhone();
    await clientSays(phone, 'Qual o horário de atendimento?');
    await waitForSaid(phone, RUNTIME_TEXTS.noCredits);
    await waitForStatus(phone, 'WAITING_HUMAN');
    expect(await officeSaid(phone)).toEqual([RUNTIME_TEXTS.noCredits]);
    await t.infra.bus.publish(envelopeOf(billingEvents.creditsChanged, { officeId: owner.officeId, payload: { planTotal: 100, used: 0, available: 100, version: 1_000_001 } }));
  });
});

describe('outside its active period', () => {
  let t: App;

  beforeAll(async () => {
    t = await startAgentsTestApp();
  });
  afterAll(async () => t?.close());

  it('the agent does not answer: a notice, and the conversation waits for a person', async () => {
    const owner = await t.signUpOffice();
    const closedAllWeek = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [day, { enabled: false, startTime: '08:00', endTime: '18:00' }]),
    );
    const agent = await t.expectOk<Agent>(
      { method: 'POST', url: '/api/agents', as: owner, payload: agentBody(owner.inboxId, { responseDelaySeconds: 0, activePeriodEnabled: true, activePeriodPreset: 'CUSTOM', customSchedule: closedAllWeek }) },
      201,
    );
    const device = await t.expectOk<{ id: string; qrcode: string }>(
      { method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'WhatsApp', inboxId: owner.inboxId, agentId: agent.id } },
      201,
    );
    const handset = simulatedPhone(t);
    await handset.scan(device.qrcode);
    await waitFor('device linked in agents', async () => found(t.db.execute(sql`select 1 from agents.integrations where id = ${device.id} and agent_id = ${agent.id}`)));

    await handset.says({ integrationId: device.id, from: '5511944000001', name: 'Paula', type: 'text', text: 'Olá' });
    const said = await waitFor('notice', async () => {
      const office = await handset.officeSaid(device.id, '5511944000001');
      return office.length > 0 ? office : null;
    });
    expect(said).toEqual([RUNTIME_TEXTS.outsideHours]);
    await waitFor('waiting for a person', async () => {
      const list = await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, status: 'ALL' } });
      return list.data[0]?.status === 'WAITING_HUMAN';
    });
  });
});

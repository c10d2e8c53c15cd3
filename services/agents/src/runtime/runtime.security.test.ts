import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { agentsEvents, messagingEvents, type Agent, type AgentList, type ConversationList, type IntegrationWithQrCode } from '@balcao/contracts';
import { envelopeOf } from '@balcao/service-kit';
import { agentSessions } from '../db/schema';
import { agentBody, startAgentsTestApp, waitFor, type AgentsTestApp, type TestUser } from '../testing/agents-test-app';
import { simulatedPhone } from '../testing/simulated-phone';

const SECRET_ANSWER = 'Resposta sigilosa do outro escritório: atendemos das 7h às 19h.';

/**
 * A device's agent must be of the device's office and workspace: the runtime checks it again
 * when it acts, so a link forged past messaging (its event injected here, as an attacker who
 * bypassed messaging's check would) never lets another office's agent and trainings answer.
 */
describe('the agent runtime with a device linked to a foreign agent', () => {
  let t: AgentsTestApp;
  let handset: ReturnType<typeof simulatedPhone>;
  let owner: TestUser;
  let other: TestUser;
  let ownAgent: Agent;
  const foreign: Record<'office' | 'workspace', Agent> = {} as never;
  let phoneSeq = 0;

  const createAgent = async (as: TestUser, inboxId: string, overrides: Record<string, unknown> = {}) => {
    const agent = await t.expectOk<Agent>({ method: 'POST', url: '/api/agents', as, payload: agentBody(inboxId, { responseDelaySeconds: 0, ...overrides }) }, 201);
    await t.expectOk({ method: 'POST', url: `/api/agents/${agent.id}/trainings`, as, payload: { question: 'Qual é o horário de atendimento?', answer: SECRET_ANSWER } }, 201);
    return agent;
  };

  /** A device of the owner's workspace running its own agent (messaging starts its conversations with the robot), paired on the simulator. */
  const connectedDevice = async (agent: Agent) => {
    const device = await t.expectOk<IntegrationWithQrCode>(
      { method: 'POST', url: '/api/integration/create', as: owner, payload: { name: `WhatsApp ${++phoneSeq}`, inboxId: owner.inboxId, agentId: agent.id } },
      201,
    );
    await handset.scan(device.qrcode);
    await waitFor('device in agents', async () => found(sql`select 1 from agents.integrations where id = ${device.id} and agent_id = ${agent.id}`));
    return device;
  };

  const found = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows.length > 0;
  const clientSays = (deviceId: string, from: string, text: string) => handset.says({ integrationId: deviceId, from, name: 'Paula Cliente', type: 'text', text });
  const officeSaid = (deviceId: string, phone: string) => handset.officeSaid(deviceId, phone);
  const conversationOf = async (phone: string) =>
    (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, status: 'ALL', content: phone.slice(2) } })).data[0];
  const spent = async (...officeIds: string[]) => (await t.eventsOf(agentsEvents.creditsConsumed.type)).filter((event) => officeIds.includes(event.officeId));

  beforeAll(async () => {
    t = await startAgentsTestApp();
    handset = simulatedPhone(t);
    owner = await t.signUpOffice();
    other = await t.signUpOffice('Outro Escritório');
    ownAgent = await t.expectOk<Agent>({ method: 'POST', url: '/api/agents', as: owner, payload: agentBody(owner.inboxId, { name: 'Própria', responseDelaySeconds: 30 }) }, 201);
    foreign.office = await createAgent(other, other.inboxId, { name: 'Alheia' });
    foreign.workspace = await createAgent(owner, await t.addInbox(owner), { name: 'De outro workspace' });
  });
  afterAll(async () => t?.close());

  it.each(['office', 'workspace'] as const)(
    "hands the client to the office's people, never to the agent of another %s, and spends no credits",
    async (scope) => {
      const device = await connectedDevice(ownAgent);
      // The forged link, as messaging would have published it had it not checked the agent.
      const forged = { ...device, agentId: foreign[scope].id };
      await t.infra.bus.publish(envelopeOf(messagingEvents.integrationUpdated, { officeId: owner.officeId, inboxId: owner.inboxId, payload: { integration: forged } }));
      await waitFor('forged link projected', async () => found(sql`select 1 from agents.integrations where id = ${device.id} and agent_id = ${foreign[scope].id}`));

      const phone = `5511933${String(++phoneSeq).padStart(6, '0')}`;
      await clientSays(device.id, phone, 'Qual o horário de atendimento?');
      const acted = async () => (await officeSaid(device.id, phone)).length > 0 || (await conversationOf(phone))?.status === 'WAITING_HUMAN';
      await waitFor('the runtime acted', acted);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await officeSaid(device.id, phone)).toEqual([]);
      const conversation = await conversationOf(phone);
      expect(conversation.status).toBe('WAITING_HUMAN');
      expect(await t.db.select().from(agentSessions).where(eq(agentSessions.conversationId, conversation.id))).toEqual([]);
      const replies = (await t.eventsOf(agentsEvents.replyRequested.type)).filter((event) => event.payload.conversationId === conversation.id);
      expect(replies.map((event) => event.payload)).toEqual([expect.objectContaining({ messages: [], actions: [{ type: 'HAND_OFF', userId: null }], agent: null })]);
      expect(await spent(owner.officeId, other.officeId)).toEqual([]);
      // Nor does the foreign agent show the device as its own (an id of another office's device, 'Ativo').
      const as = scope === 'office' ? other : owner;
      const shown = await t.expectOk<Agent>({ url: `/api/agents/${foreign[scope].id}`, as });
      const listed = await t.expectOk<AgentList>({ url: '/api/agents', as, query: { inboxId: shown.inboxId, integrationId: device.id } });
      expect([shown.integrationIds, shown.isActive, listed.data]).toEqual([[], false, []]);
    },
  );

  it("never answers a turn stored for another office's agent (a session kept from before the check), nor spends credits on it", async () => {
    const device = await connectedDevice(ownAgent);
    const phone = `5511933${String(++phoneSeq).padStart(6, '0')}`;
    await clientSays(device.id, phone, 'Qual o horário de atendimento?');
    const conversation = await waitFor('the conversation', () => conversationOf(phone));
    await waitFor('the turn waiting for its delay', async () => (await t.db.select().from(agentSessions).where(eq(agentSessions.conversationId, conversation.id)))[0]);
    // The waiting turn now names the other office's agent and is due.
    await t.db.update(agentSessions).set({ agentId: foreign.office.id, answerDueAt: new Date(Date.now() - 1000) }).where(eq(agentSessions.conversationId, conversation.id));

    const session = async () => (await t.db.select().from(agentSessions).where(eq(agentSessions.conversationId, conversation.id)))[0];
    await waitFor('the turn taken', async () => (await officeSaid(device.id, phone)).length > 0 || !(await session()));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await officeSaid(device.id, phone)).toEqual([]);
    expect(await session()).toBeUndefined();
    expect(await spent(owner.officeId, other.officeId)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { flowsEvents, messagingEvents, type ConversationList, type Flow, type Integration } from '@balcao/contracts';
import { envelopeOf } from '@balcao/service-kit';
import { flowSessions } from '../db/schema';
import { startFlowsTestApp, waitFor, type FlowsTestApp, type TestUser } from '../testing/flows-test-app';

const ownFlow = {
  initialStepId: 'ask',
  steps: [
    { id: 'ask', type: 'input', content: 'Qual é o seu nome?', nextStepId: 'END_CONVERSATION' },
    { id: 'END_CONVERSATION', type: 'system', content: 'Até logo!' },
  ],
};
/** Another office's flow, with a step of the same id as the office's own: a session moved onto it would go on there. */
const foreignFlow = {
  initialStepId: 'ask',
  steps: [
    { id: 'ask', type: 'input', content: 'Pergunta sigilosa do outro escritório: qual o seu CPF?', nextStepId: 'secret' },
    { id: 'secret', type: 'text', content: 'Segredo do outro escritório.', nextStepId: 'END_CONVERSATION' },
    { id: 'END_CONVERSATION', type: 'system', content: 'Fim.' },
  ],
};

/**
 * A device's flow must be of the device's office and workspace: the runtime checks it again when
 * it acts, so a link forged past messaging (its event injected here, as an attacker who bypassed
 * messaging's check would) never runs another office's flow with this office's clients.
 */
describe('the flow runtime with a device linked to a foreign flow', () => {
  let t: FlowsTestApp;
  let owner: TestUser;
  let other: TestUser;
  let own: Flow;
  const foreign: Record<'office' | 'workspace', Flow> = {} as never;
  let phoneSeq = 0;
  const nextPhone = () => `5511922${String(++phoneSeq).padStart(6, '0')}`;

  const found = async (query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows.length > 0;
  const conversationOf = async (phone: string) =>
    (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, status: 'ALL', content: phone.slice(2) } })).data[0];
  const sessionOf = async (conversationId: string) => (await t.db.select().from(flowSessions).where(eq(flowSessions.conversationId, conversationId)))[0];
  const repliesTo = (conversationId: string) =>
    t
      .eventsOf(flowsEvents.replyRequested.type)
      .filter((event) => event.payload.conversationId === conversationId)
      .map(({ payload: { conversationId: _conversation, ...reply } }) => reply);
  /** Waits for the runtime's move (a message to the client, or the conversation handed to people), then a moment for any other. */
  const afterRuntimeActs = async (deviceId: string, phone: string, said: number) => {
    await waitFor('the runtime acted', async () => (await t.officeSaid(deviceId, phone)).length > said || (await conversationOf(phone))?.status === 'WAITING_HUMAN');
    await new Promise((resolve) => setTimeout(resolve, 800));
    return { said: await t.officeSaid(deviceId, phone), conversation: await conversationOf(phone) };
  };
  const handedToPeople = { messages: [], actions: [{ type: 'HAND_OFF', userId: null }], agent: null };

  beforeAll(async () => {
    t = await startFlowsTestApp();
    owner = await t.signUpOffice();
    other = await t.signUpOffice('Outro Escritório');
    own = await t.createFlow(owner, { name: 'Própria', content: ownFlow });
    foreign.office = await t.createFlow(other, { name: 'Alheia', content: foreignFlow });
    foreign.workspace = await t.createFlow(owner, { name: 'De outro workspace', content: foreignFlow, inboxId: await t.addInbox(owner) });
  });
  afterAll(async () => t?.close());

  it.each(['office', 'workspace'] as const)("hands the client to the office's people, never to the flow of another %s", async (scope) => {
    const deviceId = await t.connectDevice(owner, own.id);
    const [device] = await t.expectOk<Integration[]>({ url: '/api/integration', as: owner, query: { inboxId: owner.inboxId } }).then((all) => all.filter((each) => each.id === deviceId));
    await t.publish(envelopeOf(messagingEvents.integrationUpdated, { officeId: owner.officeId, inboxId: owner.inboxId, payload: { integration: { ...device!, flowId: foreign[scope].id } } }));
    await waitFor('forged link projected', async () => found(sql`select 1 from flows.devices where id = ${deviceId} and flow_id = ${foreign[scope].id}`));

    const phone = nextPhone();
    await t.clientSays(deviceId, phone, 'Oi');
    const { said, conversation } = await afterRuntimeActs(deviceId, phone, 0);
    expect(said).toEqual([]);
    expect(conversation.status).toBe('WAITING_HUMAN');
    expect(repliesTo(conversation.id)).toEqual([handedToPeople]);
    expect(await sessionOf(conversation.id)).toBeUndefined();
    // Nor does the foreign flow show the device as its own ('Ativo' in another office's list).
    const as = scope === 'office' ? other : owner;
    const shown = await t.expectOk<Flow>({ url: `/api/flow/${foreign[scope].id}`, as });
    const listed = await t.expectOk<Flow[]>({ url: '/api/flow', as, query: { inboxId: shown.inboxId } });
    expect([shown.integrationIds, shown.isMain, listed.find((each) => each.id === shown.id)?.integrationIds]).toEqual([[], false, []]);
  });

  it.each(['a message', 'its timeout'] as const)(
    "never goes on in another office's flow that a session kept from before the check names, on %s",
    async (trigger) => {
      const deviceId = await t.connectDevice(owner, own.id);
      const phone = nextPhone();
      await t.clientSays(deviceId, phone, 'Oi');
      await t.waitForSaid(deviceId, phone, 'Qual é o seu nome?');
      const conversation = await conversationOf(phone);
      await waitFor('the session waiting for the name', () => sessionOf(conversation.id));
      await t.db
        .update(flowSessions)
        .set({ flowId: foreign.office.id, ...(trigger === 'its timeout' ? { timeoutAt: new Date(Date.now() - 1000) } : {}) })
        .where(eq(flowSessions.conversationId, conversation.id));

      if (trigger === 'a message') await t.clientSays(deviceId, phone, 'Carla');
      const { said, conversation: after } = await afterRuntimeActs(deviceId, phone, 1);
      expect(said).toEqual(['Qual é o seu nome?']);
      expect(after.status).toBe('WAITING_HUMAN');
      expect(repliesTo(conversation.id).at(-1)).toEqual(handedToPeople);
      expect(await sessionOf(conversation.id)).toBeUndefined();
    },
  );
});

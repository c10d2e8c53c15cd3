import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { flowsEvents, messagingEvents, type ConversationDetail, type ConversationList, type ConversationSummary } from '@balcao/contracts';
import { cnjCheckDigits } from '@balcao/court-cases';
import { createLawsuitLookupSteps, FLOW_TEXTS } from '@balcao/flow-engine';
import { caseLookups, flowSessions, handledEvents } from '../db/schema';
import { startFlowsTestApp, waitFor, type FlowsTestApp, type TestUser } from '../testing/flows-test-app';

/** A valid CNJ number of the São Paulo state court (TJSP: J=8, TR=26). */
function validCaseNumber(sequence: string) {
  const digits = cnjCheckDigits(sequence, '2023', '8', '26', '0100');
  return `${sequence}-${digits}.2023.8.26.0100`;
}

const lookup = createLawsuitLookupSteps('processo', 'END_CONVERSATION');
const serviceFlow = {
  initialStepId: 'welcome',
  steps: [
    { id: 'welcome', type: 'text', content: 'Olá, {{cliente.primeiro_nome}}! Aqui é o escritório Souza.', nextStepId: 'menu' },
    {
      id: 'menu',
      type: 'list',
      content: 'Como podemos ajudar?',
      options: [
        { title: 'Meu processo', nextStepId: 'processo-number' },
        { title: 'Falar com advogado', nextStepId: 'human' },
        { title: 'Avaliar atendimento', nextStepId: 'rating' },
      ],
    },
    ...lookup.filter((step) => step.id === 'processo-number' || step.id === 'processo-search'),
    { id: 'human', type: 'system', systemAction: 'ASSIGN_USER', content: 'Vou chamar um advogado para você.', metadata: { isAvailable: true } },
    {
      id: 'rating',
      type: 'button',
      internalType: 'EVALUATION',
      content: 'De 1 a 5, como foi o atendimento?',
      options: [1, 2, 3, 4, 5].map((value) => ({ title: String(value), value, nextStepId: 'END_CONVERSATION' })),
    },
    { id: 'END_CONVERSATION', type: 'system', content: 'Obrigado pelo contato. Até logo!' },
  ],
};

describe('the flow runtime answers clients on WhatsApp', () => {
  let t: FlowsTestApp;
  let owner: TestUser;
  let deviceId: string;
  let phoneSeq = 0;
  const nextPhone = () => `5511977${String(++phoneSeq).padStart(6, '0')}`;

  const conversationOf = async (phone: string) => {
    const list = await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, status: 'ALL', content: phone.slice(2) } });
    return list.data[0] as ConversationSummary;
  };
  const statusOf = async (phone: string, status: string) =>
    waitFor(`conversation of ${phone} ${status}`, async () => {
      const conversation = await conversationOf(phone);
      return conversation?.status === status ? conversation : null;
    });

  beforeAll(async () => {
    t = await startFlowsTestApp();
    owner = await t.signUpOffice();
    const flow = await t.createFlow(owner, { content: serviceFlow });
    deviceId = await t.connectDevice(owner, flow.id);
  });
  afterAll(async () => t?.close());

  it('greets by name, asks the menu, and looks a case up by its CNJ number', async () => {
    const phone = nextPhone();
    await t.clientSays(deviceId, phone, 'Boa tarde');
    const greeting = await t.waitForReplies(deviceId, phone, 2);
    expect(greeting[0]).toBe('Olá, João! Aqui é o escritório Souza.');
    expect(greeting[1]).toContain('Como podemos ajudar?');
    expect(greeting[1]).toContain('1 - Meu processo');
    expect((await conversationOf(phone)).status).toBe('ROBOT_INTERACTIVE');

    // A wrong answer gets the retry message and the question again.
    await t.clientSays(deviceId, phone, 'sete');
    await t.waitForSaid(deviceId, phone, FLOW_TEXTS.invalidChoice);
    const repeated = await waitFor('menu asked again', async () => {
      const said = await t.officeSaid(deviceId, phone);
      return said.filter((text) => text.includes('1 - Meu processo')).length === 2 ? said : null;
    });
    expect(repeated.at(-1)).toContain('1 - Meu processo');

    await t.clientSays(deviceId, phone, '1');
    await t.waitForSaid(deviceId, phone, 'Informe o número do processo');

    await t.clientSays(deviceId, phone, '1234567-00.2023.8.26.0100');
    await t.waitForSaid(deviceId, phone, 'O dígito verificador do número de processo não confere. Confira o número e envie novamente.');
    await t.clientSays(deviceId, phone, '1234567-00.2023');
    await t.waitForSaid(deviceId, phone, 'Número de processo inválido');

    const caseNumber = validCaseNumber('1002345');
    await t.clientSays(deviceId, phone, caseNumber);
    const answered = await t.waitForSaid(deviceId, phone, 'Obrigado pelo contato. Até logo!');
    const afterNumber = answered.slice(answered.findIndex((text) => text.includes('Consultando o processo')));
    // Each movement comes with what it means for the client, on the line below.
    expect(afterNumber.join('\n')).toContain('Distribuição (sorteio)\nO processo foi registrado e enviado à vara ou ao juiz que vai cuidar dele.');
    expect(answered.at(-1)).toBe('Obrigado pelo contato. Até logo!');
    await statusOf(phone, 'INACTIVE');

    const conversation = await conversationOf(phone);
    // The mistyped number is no lookup of the dashboard's; the valid one is.
    const stored = await t.db.select().from(caseLookups).where(eq(caseLookups.conversationId, conversation.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ caseNumber, status: 'found', tribunal: 'TJSP', personName: 'João Cliente' });
    expect(t.eventsOf(flowsEvents.caseLookupCompleted.type).some((event) => (event.payload as { lookup: { caseNumber: string } }).lookup.caseNumber === caseNumber)).toBe(true);
    // The robot's messages are the office's, with no attendant as sender.
    const detail = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner });
    expect(detail.messages.filter((message) => message.direction === 'OUTBOUND').every((message) => message.user === null && message.status !== 'FAILED')).toBe(true);
  });

  it('hands the client to the waiting queue when they ask for a person', async () => {
    const phone = nextPhone();
    await t.clientSays(deviceId, phone, 'Oi');
    await t.waitForReplies(deviceId, phone, 2);
    await t.clientSays(deviceId, phone, 'falar com advogado');
    const said = await t.waitForSaid(deviceId, phone, 'Vou chamar um advogado para você.');
    await statusOf(phone, 'WAITING_HUMAN');
    // Waiting for a person, the robot no longer answers.
    await t.clientSays(deviceId, phone, 'Alô?');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await t.officeSaid(deviceId, phone)).toHaveLength(said.length);
  });

  it("records a rating step's answer as the conversation's evaluation", async () => {
    const phone = nextPhone();
    await t.clientSays(deviceId, phone, 'Oi');
    await t.waitForReplies(deviceId, phone, 2);
    await t.clientSays(deviceId, phone, '3');
    await t.waitForSaid(deviceId, phone, 'como foi o atendimento?');
    await t.clientSays(deviceId, phone, '4');
    await t.waitForSaid(deviceId, phone, 'Obrigado pelo contato. Até logo!');
    const closed = await statusOf(phone, 'INACTIVE');
    const detail = await waitFor('evaluation', async () => {
      const found = await t.expectOk<ConversationDetail>({ url: `/api/conversation/${closed.id}`, as: owner });
      return found.evaluation ? found : null;
    });
    expect(detail.evaluation?.score).toBe(4);
  });

  it('stops at once when an attendant takes the conversation over, and runs again once it is handed back', async () => {
    const phone = nextPhone();
    await t.clientSays(deviceId, phone, 'Bom dia');
    await t.waitForReplies(deviceId, phone, 2);
    const conversation = await conversationOf(phone);
    await t.expectOk({ method: 'POST', url: `/api/conversation/${conversation.id}/start-human-support`, as: owner });
    await waitFor('session ended', async () => (await t.db.select().from(flowSessions).where(eq(flowSessions.conversationId, conversation.id))).length === 0);

    // While a person answers, the flow says nothing, and the client's messages cost the runtime no transaction.
    await t.clientSays(deviceId, phone, 'Ainda estão aí?');
    await new Promise((resolve) => setTimeout(resolve, 800));
    const [whilePerson] = t
      .eventsOf(messagingEvents.messageReceived.type)
      .filter((event) => {
        const payload = event.payload as { conversationId: string; message: { content: string | null } };
        return payload.conversationId === conversation.id && payload.message.content === 'Ainda estão aí?';
      });
    expect(await t.db.select().from(handledEvents).where(eq(handledEvents.eventId, whilePerson.id))).toHaveLength(0);
    expect(await t.officeSaid(deviceId, phone)).toHaveLength(2);

    await t.expectOk({ method: 'POST', url: `/api/conversation/${conversation.id}/end-human-support`, as: owner });
    await statusOf(phone, 'ROBOT_INTERACTIVE');
    await t.clientSays(deviceId, phone, 'Voltei');
    await t.waitForReplies(deviceId, phone, 4);
    expect((await t.officeSaid(deviceId, phone)).at(-1)).toContain('Como podemos ajudar?');
  });

  it('answers a message delivered twice, by the phone or by the bus, once', async () => {
    const phone = nextPhone();
    await t.clientSays(deviceId, phone, 'Olá', { id: 'WAMID-FLOW-TWICE-1' });
    await t.clientSays(deviceId, phone, 'Olá', { id: 'WAMID-FLOW-TWICE-1' });
    await t.waitForReplies(deviceId, phone, 2);
    await t.clientSays(deviceId, phone, '2', { id: 'WAMID-FLOW-TWICE-2' });
    await t.waitForSaid(deviceId, phone, 'Vou chamar um advogado para você.');

    // The bus hands the same events over again (JetStream redelivers after a lost ack).
    const conversation = await conversationOf(phone);
    const received = t.eventsOf(messagingEvents.messageReceived.type).filter((event) => (event.payload as { conversationId: string }).conversationId === conversation.id);
    expect(received).toHaveLength(2);
    for (const event of received) await t.publish({ ...event, id: event.id });
    const replies = t.eventsOf(flowsEvents.replyRequested.type).filter((event) => (event.payload as { conversationId: string }).conversationId === conversation.id);
    for (const event of replies) await t.publish(event);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await t.officeSaid(deviceId, phone)).toHaveLength(3);
  });
});

describe('the flow runtime without a client message', () => {
  let t: FlowsTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await startFlowsTestApp();
    owner = await t.signUpOffice();
  });
  afterAll(async () => t?.close());

  it("ends the conversation when a question's time runs out, with no message arriving", async () => {
    const flow = await t.createFlow(owner, {
      content: {
        initialStepId: 'ask',
        steps: [
          { id: 'ask', type: 'input', content: 'Qual é o seu nome?', timeoutSeconds: 1, nextStepId: 'END_CONVERSATION' },
          { id: 'END_CONVERSATION', type: 'system', content: 'Até logo!' },
        ],
      },
    });
    const deviceId = await t.connectDevice(owner, flow.id);
    await t.clientSays(deviceId, '5511966000001', 'Oi');
    await t.waitForReplies(deviceId, '5511966000001', 1);
    const said = await t.waitForSaid(deviceId, '5511966000001', FLOW_TEXTS.timeout, 8000);
    expect(said).toEqual(['Qual é o seu nome?', FLOW_TEXTS.timeout]);
  });

  it('resumes at the right step after the server is killed between two steps', async () => {
    const flow = await t.createFlow(owner, {
      content: {
        initialStepId: 'name',
        steps: [
          { id: 'name', type: 'input', content: 'Qual é o seu nome?', nextStepId: 'subject' },
          { id: 'subject', type: 'input', content: 'Obrigado, {{cliente.primeiro_nome}}. Qual é o assunto?', nextStepId: 'END_CONVERSATION' },
          { id: 'END_CONVERSATION', type: 'system', content: 'Registrado. Até logo!' },
        ],
      },
    });
    const deviceId = await t.connectDevice(owner, flow.id);
    const phone = '5511966000002';
    await t.clientSays(deviceId, phone, 'Oi');
    await t.waitForReplies(deviceId, phone, 1);
    await t.clientSays(deviceId, phone, 'Carla');
    await t.waitForReplies(deviceId, phone, 2);

    await t.restart();
    await t.clientSays(deviceId, phone, 'Pensão alimentícia');
    const said = await t.waitForSaid(deviceId, phone, 'Registrado. Até logo!');
    expect(said).toEqual(['Qual é o seu nome?', 'Obrigado, João. Qual é o assunto?', 'Registrado. Até logo!']);
  });
});

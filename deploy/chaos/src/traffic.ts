import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { SIMULATOR_PHONE_HEADER } from '@balcao/contracts';
import { createRealtimeClient, type RealtimeClient } from '@balcao/ui/realtime-client';
import { apiClient, untilDone, type Ledger } from './http';

const PHONE_HEADER = SIMULATOR_PHONE_HEADER;

/**
 * What runs each new conversation before the attendants: a service flow (greets, hands over), an
 * AI agent on the local FAQ answerer (answers until it hands over), or nothing.
 */
export type OfficeRobot = 'flow' | 'agent' | null;

/** What one office's clients and attendant did and saw, kept by themselves. */
export interface OfficeRecord {
  name: string;
  robot: OfficeRobot;
  officeId: string;
  inboxId: string;
  integrationId: string;
  /** Client messages the phones sent (and the simulator took), each known by its message id (the agent office's texts repeat), with the phone. */
  sent: Array<{ text: string; phone: string; externalId: string }>;
  /** Office answers the attendant sent (and the API took), by text, with the phone. */
  answers: Array<{ text: string; phone: string }>;
  /** Client messages' conversation:message frames handed to the page (after the client's cursor de-duplication), by the message's id on the phone. */
  frames: Map<string, number>;
  /** Client messages' frames in arrival order per conversation, with the message's time (the page orders by it, libs insertInOrder). */
  framesByConversation: Map<string, Array<{ externalId: string; at: string; id: string }>>;
  actions: { takeOvers: number; transfers: number; finishes: number; refused: number };
  reconnects: number;
}

/** The flow's greeting: one robot turn per new conversation, then the attendants. */
export const FLOW_GREETING = 'Olá! Aqui é o escritório. Já vamos atender você.';
const GREETING_FLOW = {
  initialStepId: 'welcome',
  steps: [
    { id: 'welcome', type: 'text', content: FLOW_GREETING, nextStepId: 'human' },
    { id: 'human', type: 'system', systemAction: 'ASSIGN_USER', content: 'Vou chamar um advogado para você.', metadata: { isAvailable: true } },
  ],
};

/**
 * The agent's trainings (question, answer): a law office's FAQ. Its clients ask them reworded
 * (each rewording checked against the FAQ answerer), or ask something else, which the agent hands
 * to the attendants, or ask for a person (the transfer rule's keyword).
 */
export const AGENT_TRAININGS = [
  { question: 'Qual o horário de funcionamento do escritório?', answer: 'Atendemos de segunda a sexta, das 8h às 18h.' },
  { question: 'Qual o endereço do escritório?', answer: 'Ficamos na Rua XV de Novembro, 1200, sala 804, Centro, Curitiba.' },
  { question: 'Quanto custa a consulta com o advogado?', answer: 'A primeira consulta custa R$ 250,00, descontados dos honorários se você fechar contrato.' },
  { question: 'Vocês fazem atendimento online?', answer: 'Sim! Atendemos por videochamada, para clientes de todo o Brasil.' },
  { question: 'Quais documentos preciso levar para a aposentadoria?', answer: 'RG, CPF, carteira de trabalho e o extrato do CNIS (Meu INSS).' },
];
const FAQ_ASKS = [
  'Qual é o horário de funcionamento de vocês?',
  'Que horas o escritório abre?',
  'Onde fica o escritório?',
  'Qual o endereço de vocês?',
  'Quanto custa uma consulta?',
  'Qual o valor da consulta com advogado?',
  'Vocês atendem online?',
  'Fazem atendimento por videochamada?',
  'Que documentos eu preciso para me aposentar?',
  'Quais documentos levo para aposentadoria?',
];
const OTHER_ASKS = ['Meu vizinho construiu um muro no meu terreno', 'Recebi uma intimação, o que faço?', 'Meu processo está parado há meses'];
const PERSON_ASK = 'Quero falar com um atendente, por favor';
/** A client of the agent office waits this long for an answer before writing again (as a person who got none). */
const AGENT_PATIENCE_MS = 20_000;

interface Phone {
  number: string;
  nextMessage: number;
  lastText: string;
  lastSentAt: number;
}

/** The agent office client's next text: mostly FAQ, some the agent cannot answer, a few asking for a person; never the one just sent (the attendant tells an unanswered message by its text). */
function agentOfficeText(previous: string) {
  for (;;) {
    const roll = Math.random();
    const pool = roll < 0.65 ? FAQ_ASKS : roll < 0.9 ? OTHER_ASKS : [PERSON_ASK];
    const text = pool[Math.floor(Math.random() * pool.length)];
    if (text !== previous) return text;
  }
}

/** One office: a Gestor signed up through the Ingress, one simulator device paired, an inbox socket open. */
export class OfficeTraffic {
  readonly record: OfficeRecord;
  private token = '';
  private userId = '';
  private phoneToken = '';
  private realtime: RealtimeClient | null = null;
  private readonly api;
  private readonly phones: Phone[] = [];
  private readonly answered = new Map<string, string>();
  private readonly repliesIn = new Map<string, number>();
  /** Answers sent in each conversation, never reset (an answer's text must stay unique when its client repeats a question). */
  private readonly answersIn = new Map<string, number>();
  private readonly phoneOf = new Map<string, string>();

  constructor(
    private readonly index: number,
    private readonly runId: string,
    private readonly baseUrl: string,
    private readonly wsUrl: string,
    ledger: Ledger,
    clients: number,
    robot: OfficeRobot = null,
  ) {
    this.api = apiClient(baseUrl, ledger);
    this.record = {
      name: `office-${index}`,
      robot,
      officeId: '',
      inboxId: '',
      integrationId: '',
      sent: [],
      answers: [],
      frames: new Map(),
      framesByConversation: new Map(),
      actions: { takeOvers: 0, transfers: 0, finishes: 0, refused: 0 },
      reconnects: 0,
    };
    for (let client = 0; client < clients; client += 1) this.phones.push({ number: `55119${String(index).padStart(2, '0')}${String(client).padStart(6, '0')}`, nextMessage: 0, lastText: '', lastSentAt: 0 });
  }

  async setUp(deadline: number) {
    const { call } = this.api;
    const signUp = await untilDone(
      () => call<{ id: string; userToken: string; userId: string; inboxId: string }>('POST', '/api/auth/sign-up', {
        body: { name: `Gestora ${this.index}`, email: `caos-${this.runId}-${this.index}@escritorio.com.br`, phoneNumber: '11987654321', password: 'senha-forte-123' },
      }),
      { deadline },
    ).catch(async (error) => {
      // A sign-up that was taken but whose answer was lost: sign in instead.
      if ((error as { status?: number }).status !== 409) throw error;
      return call<never>('POST', '/api/auth/login', { body: { email: `caos-${this.runId}-${this.index}@escritorio.com.br`, password: 'senha-forte-123' } });
    });
    this.token = signUp.userToken;
    this.userId = signUp.userId;
    this.record.officeId = signUp.id;
    this.record.inboxId = signUp.inboxId;
    const flowId = this.record.robot === 'flow'
      ? (await untilDone(() => call<{ id: string }>('POST', '/api/flow', { token: this.token, body: { name: 'Recepção', inboxId: signUp.inboxId, content: GREETING_FLOW } }), { deadline })).id
      : null;
    const agentId = this.record.robot === 'agent' ? await this.createAgent(signUp.inboxId, deadline) : null;
    const device = await untilDone(
      () =>
        call<{ id: string; qrcode: string }>('POST', '/api/integration/create', {
          token: this.token,
          body: { name: 'WhatsApp do escritório', inboxId: signUp.inboxId, channel: 'LITE_WHATSAPP', flowId, agentId },
        }),
      { deadline },
    );
    this.record.integrationId = device.id;
    const scanned = await untilDone(() => call<{ phoneToken: string }>('POST', '/api/simulator/scan', { body: { qrcode: device.qrcode } }), { deadline });
    this.phoneToken = scanned.phoneToken;
    this.openSocket();
  }

  /**
   * The Gestor's AI agent, as the agents page makes it: no LLM is configured in the chart's
   * values, so it answers from its trainings (the local FAQ answerer); it hands over when it has
   * no answer, when the client asks for a person, and after five answers.
   */
  private async createAgent(inboxId: string, deadline: number) {
    const { call } = this.api;
    // Her permissions and workspace reach the agents service by events: a 403 right after sign-up is that lag.
    const lagging = (error: { status: number | null }) => error.status === 403;
    const [model] = await untilDone(() => call<Array<{ id: string }>>('GET', '/api/agent-models', { token: this.token }), { deadline, retryable: lagging });
    const agent = await untilDone(
      () =>
        call<{ id: string }>('POST', '/api/agents', {
          token: this.token,
          headers: { 'idempotency-key': `agent-${this.runId}-${this.index}` },
          body: {
            name: 'Clara',
            purpose: 'SUPORTE',
            inboxId,
            productName: 'Escritório de advocacia',
            productDescription: 'Direito previdenciário, trabalhista e civil; consultas presenciais e online.',
            communicationStyle: 'NORMAL',
            agentModelId: model.id,
            maxInteractionsPerSession: 5,
            canRequestHumanHelp: true,
            transferRules: [{ condition: 'KEYWORDS', keywords: ['atendente', 'falar com uma pessoa'] }],
          },
        }),
      { deadline, retryable: lagging },
    );
    for (const [position, training] of AGENT_TRAININGS.entries()) {
      await untilDone(
        () => call('POST', `/api/agents/${agent.id}/trainings`, { token: this.token, headers: { 'idempotency-key': `training-${this.runId}-${this.index}-${position}` }, body: training }),
        { deadline, retryable: lagging },
      );
    }
    return agent.id;
  }

  /** The inbox page's socket: the libs/ui client the browser uses (reconnects after 1 s, resumes from its cursor). */
  private openSocket() {
    const realtime = createRealtimeClient({
      url: `${this.wsUrl}/api/realtime`,
      getTicket: async () => (await this.api.call<{ ticket: string }>('POST', '/api/realtime/ticket', { token: this.token })).ticket,
      WebSocket,
      // A long fault (a rolling restart of notifications) outlasts the browser's 10 attempts; the page is left open all day.
      maxRetries: 1_000,
    });
    realtime.subscribeToOffice(this.record.officeId);
    realtime.subscribeToInbox(this.record.inboxId);
    realtime.on('conversation:message', (data) => {
      const externalId = data.message.externalId;
      if (data.message.direction !== 'INBOUND' || !externalId) return;
      this.record.frames.set(externalId, (this.record.frames.get(externalId) ?? 0) + 1);
      const list = this.record.framesByConversation.get(data.conversationId) ?? [];
      list.push({ externalId, at: data.message.messageAt, id: data.message.id });
      this.record.framesByConversation.set(data.conversationId, list);
    });
    this.realtime = realtime;
  }

  /** Client `client` writes its next message (each client one after the other, as a person types); resent with the same id until the simulator takes it. */
  async clientWrites(client: number, deadline: number) {
    const phone = this.phones[client];
    // The agent office's clients wait for an answer before writing again (so each turn is one message), up to their patience.
    if (this.record.robot === 'agent' && phone.nextMessage > 0 && Date.now() - phone.lastSentAt < AGENT_PATIENCE_MS && !(await this.answeredLast(phone.number))) return;
    const n = (phone.nextMessage += 1);
    // The agent office's clients write plain questions (a marker would spoil the FAQ answerer's match); the others a text naming the message.
    const text = this.record.robot === 'agent' ? agentOfficeText(phone.lastText) : `C${this.runId}-${this.index}-${phone.number.slice(-3)}-${n}`;
    const externalId = `CHAOS${this.runId}${this.index}P${phone.number.slice(-3)}N${n}`.toUpperCase();
    await untilDone(
      () =>
        this.api.call('POST', '/api/simulator/messages', {
          headers: { [PHONE_HEADER]: this.phoneToken },
          body: { integrationId: this.record.integrationId, from: phone.number, name: `Cliente ${phone.number.slice(-3)}`, type: 'text', text, id: externalId },
        }),
      { deadline },
    );
    this.record.sent.push({ text, phone: phone.number, externalId });
    phone.lastText = text;
    phone.lastSentAt = Date.now();
  }

  /** Whether the office wrote to this phone after its last message (the phone's chat). */
  private async answeredLast(phone: string) {
    const chat = await this.api.call<{ messages: Array<{ from: string }> }>('GET', `/api/simulator/messages?integrationId=${this.record.integrationId}&phone=${phone}`, {
      headers: { [PHONE_HEADER]: this.phoneToken },
    });
    return chat.messages.at(-1)?.from === 'office';
  }

  /**
   * The attendant's round: every conversation whose last message is the client's is taken over
   * (first time), answered (same Idempotency-Key until taken), now and then transferred, and
   * finished after a few answers.
   */
  async attendantRound(deadline: number) {
    const { call } = this.api;
    const list = await call<{ data: Array<{ id: string; status: string; person?: { phoneNumber?: string }; lastMessage?: { content: string | null; direction: string } | null }> }>(
      'GET',
      `/api/conversation?inboxId=${this.record.inboxId}&limit=100`,
      { token: this.token },
    );
    for (const conversation of list.data) {
      const last = conversation.lastMessage;
      // The summary's last message has no id: its content marks it (a client never sends the same text twice in a row).
      const marker = last?.content ?? '';
      if (!last || last.direction !== 'INBOUND' || this.answered.get(conversation.id) === marker) continue;
      // The flow or the agent has it until it hands it over: an attendant taking it over first
      // would leave the robot no turn to count.
      if (conversation.status === 'ROBOT_INTERACTIVE') continue;
      // Finished with the client's message last (it came just before the finish): the client's
      // next message opens a new conversation; taking this one again is refused (409) while that one is open.
      if (conversation.status === 'INACTIVE') continue;
      const phone = conversation.person?.phoneNumber ?? '';
      this.phoneOf.set(conversation.id, phone);
      const replies = this.repliesIn.get(conversation.id) ?? 0;
      if (replies === 0) {
        await this.optional(() => call('POST', `/api/conversation/${conversation.id}/start-human-support`, { token: this.token }), 'takeOvers', deadline);
      }
      const answerNumber = this.answersIn.get(conversation.id) ?? 0;
      const text = `R${this.runId}-${this.index}-${conversation.id.slice(-6)}-${answerNumber}-${createHash('sha1').update(marker).digest('hex').slice(0, 8)}`;
      await untilDone(
        () => call('POST', '/api/conversation/send-message', { token: this.token, headers: { 'idempotency-key': `reply-${conversation.id}-${text}` }, form: { conversationId: conversation.id, type: 'text', message: text } }),
        { deadline },
      );
      this.record.answers.push({ text, phone });
      this.answered.set(conversation.id, marker);
      this.repliesIn.set(conversation.id, replies + 1);
      this.answersIn.set(conversation.id, answerNumber + 1);
      if (replies + 1 === 2) await this.optional(() => call('POST', `/api/conversation/${conversation.id}/transfer`, { token: this.token, body: { userId: this.userId } }), 'transfers', deadline);
      if (replies + 1 >= 3) {
        await this.optional(() => call('POST', `/api/conversation/${conversation.id}/finish`, { token: this.token, body: { mode: 'end' } }), 'finishes', deadline);
        this.repliesIn.delete(conversation.id);
      }
    }
  }

  /** An action the product may refuse for the conversation's state (4xx): counted, not retried; 5xx and no answer are retried. */
  private async optional(work: () => Promise<unknown>, kind: 'takeOvers' | 'transfers' | 'finishes', deadline: number) {
    try {
      // These actions carry no Idempotency-Key: a 409 is the conversation's state refusing them
      // (already taken, another conversation of the client open), never a request in progress.
      await untilDone(work, { deadline, refused: (error) => error.status === 409 });
      this.record.actions[kind] += 1;
    } catch (error) {
      const status = (error as { status?: number | null }).status;
      if (status !== null && status !== undefined && status < 500) this.record.actions.refused += 1;
      else throw error;
    }
  }

  /** A read of each service the way a page asks it, through the Ingress: how soon a service serves again after a fault. */
  async probe(paths: string[]) {
    await Promise.all(paths.map((path) => this.api.call('GET', path.replace('{inboxId}', this.record.inboxId), { token: this.token }).catch(() => undefined)));
  }

  /** What each phone shows from the office, by text (the phone's own record). */
  async phoneChats(deadline: number) {
    const byText = new Map<string, number>();
    for (const { text } of await this.phoneMessages(deadline)) byText.set(text, (byText.get(text) ?? 0) + 1);
    return byText;
  }

  /** Every office message on every phone of this office (the phone's own record). */
  async phoneMessages(deadline: number) {
    const received: Array<{ phone: string; text: string }> = [];
    for (const phone of new Set([...this.record.sent.map((each) => each.phone)])) {
      const chat = await untilDone(
        () =>
          this.api.call<{ messages: Array<{ from: string; text?: string | null }> }>(
            'GET',
            `/api/simulator/messages?integrationId=${this.record.integrationId}&phone=${phone}`,
            { headers: { [PHONE_HEADER]: this.phoneToken } },
          ),
        { deadline },
      );
      for (const message of chat.messages) if (message.from === 'office') received.push({ phone, text: message.text ?? '' });
    }
    return received;
  }

  close() {
    this.realtime?.close();
  }
}

export const newRunId = () => randomBytes(3).toString('hex');

/** Runs `work` at Poisson times averaging `perSecond`, until `until()` says stop; each one awaited before the next of the same lane. */
export async function poissonLane(perSecond: number, until: () => boolean, work: () => Promise<void>, onError: (error: unknown) => void) {
  while (!until()) {
    await sleep(-Math.log(1 - Math.random()) * (1000 / perSecond));
    if (until()) break;
    await work().catch(onError);
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleCourtCaseLookup } from '@balcao/court-cases';
import { createOpenAiModel } from '../model/openai-model';
import { agentRow } from '../testing/agent-row';
import { startFakeOpenAiServer, type ChatReply, type ChatRequest, type FakeOpenAiServer } from '../testing/fake-openai-server';
import { answerTurn, GROUNDING_LIMIT, type AnsweringDeps } from './answer-turn';
import { EVALUATION_TRAININGS } from './faq-evaluation/faq-evaluation';

const CASE = '0001234-71.2024.8.26.0100';
const trainings = [
  { id: 't1', question: 'Qual o horário de funcionamento?', answer: 'Atendemos de segunda a sexta, das 8h às 18h.' },
  { id: 't2', question: 'Quanto custa a consulta?', answer: 'A primeira consulta é gratuita.' },
];
const courtCases = createSampleCourtCaseLookup();
const client = (text: string) => ({ role: 'client' as const, text });

describe('answering a turn without a language model (FAQ over the trainings)', () => {
  const deps: AnsweringDeps = { model: null, courtCases };
  const subject = { agent: agentRow(), trainings, price: 1 };

  it("answers the matching training's own answer and uses the model's price in credits", async () => {
    const answer = await answerTurn(deps, subject, [client('Bom dia! Qual é o horário de funcionamento de vocês?')]);
    expect(answer).toEqual({ text: 'Atendemos de segunda a sexta, das 8h às 18h.', transfer: null, consultedCase: null, source: 'faq', creditsUsed: 1 });
  });

  it("answers a client who rewords the training's question in WhatsApp Portuguese", async () => {
    const office = { agent: agentRow({ transferRules: [] }), trainings: EVALUATION_TRAININGS, price: 1 };
    const documents = EVALUATION_TRAININGS.find((training) => training.id === 'documentos-aposentadoria')!;
    const answer = await answerTurn(deps, office, [client('boa tarde'), client('que documento eu preciso pra me aposentar')]);
    expect(answer).toEqual({ text: documents.answer, transfer: null, consultedCase: null, source: 'faq', creditsUsed: 1 });
    const hours = await answerTurn(deps, office, [client('qual o horario de vcs?')]);
    expect(hours.text).toBe(EVALUATION_TRAININGS.find((training) => training.id === 'horario')!.answer);
    const offTopic = await answerTurn(deps, office, [client('vcs vendem pizza?')]);
    expect(offTopic).toMatchObject({ transfer: { reason: 'Sem resposta nos treinamentos' }, creditsUsed: 0 });
  });

  it('hands over to a human, for free, when no training answers', async () => {
    const answer = await answerTurn(deps, subject, [client('Vocês fazem inventário extrajudicial?')]);
    expect(answer).toMatchObject({ transfer: { reason: 'Sem resposta nos treinamentos' }, source: 'faq', creditsUsed: 0 });
    expect(answer.text).toMatch(/atendentes/);
  });

  it("sends a keyword rule's message and hands over before answering", async () => {
    const answer = await answerTurn(deps, subject, [client('Qual o horário? Quero falar com um advogado')]);
    expect(answer).toEqual({ text: 'Vou chamar a Dra. Souza.', transfer: { reason: 'Palavra-chave: advogado' }, consultedCase: null, source: 'rule', creditsUsed: 0 });
  });

  it('ignores the rules when human help is off', async () => {
    const answer = await answerTurn(deps, { ...subject, agent: agentRow({ canRequestHumanHelp: false }) }, [client('Qual o horário? Quero falar com um advogado')]);
    expect(answer.source).toBe('faq');
  });

  it('hands over once the interaction limit is reached', async () => {
    const agent = agentRow({ maxInteractionsPerSession: 1 });
    const answer = await answerTurn(deps, { ...subject, agent }, [client('oi'), { role: 'agent', text: 'Olá!' }, client('Qual o horário?')]);
    expect(answer.transfer).toEqual({ reason: 'Limite de interações atingido' });
  });

  it('consults a court case the client names when allowed', async () => {
    const answer = await answerTurn(deps, subject, [client(`Como está o processo ${CASE}?`)]);
    expect(answer.consultedCase).toMatchObject({ caseNumber: CASE, status: 'found', tribunal: 'TJSP' });
    expect(answer.text).toContain(`Processo ${CASE} (TJSP)`);
    const notAllowed = await answerTurn(deps, { ...subject, agent: agentRow({ allowConsultingProcesses: false }) }, [client(`Como está o processo ${CASE}?`)]);
    expect(notAllowed.consultedCase).toBeNull();
  });

  it('says the check digit does not match when the client mistypes a digit of the case number', async () => {
    const mistyped = '0001234-72.2024.8.26.0100';
    const answer = await answerTurn(deps, subject, [client(`Como está o processo ${mistyped}?`)]);
    expect(answer).toMatchObject({ consultedCase: { caseNumber: mistyped, status: 'invalid_number' }, transfer: null });
    expect(answer.text).toBe(`O dígito verificador do número de processo ${mistyped} não confere. Confira o número, por favor.`);
  });
});

describe('answering a turn with a language model (OpenAI-compatible, fake server)', () => {
  let server: FakeOpenAiServer;
  let replies: Array<(request: ChatRequest) => ChatReply>;
  const depsOf = (timeoutMs = 2000): AnsweringDeps => ({
    model: createOpenAiModel({ baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'gpt-test', transcriptionModel: 'whisper-1', timeoutMs, maxRetries: 1 }),
    courtCases,
    deadlineMs: 5000,
  });
  const subject = { agent: agentRow(), trainings, price: 2 };

  beforeAll(async () => {
    server = await startFakeOpenAiServer((request, index) => replies[index - offset](request));
  });
  afterAll(async () => server?.close());
  let offset = 0;
  const script = (...steps: Array<(request: ChatRequest) => ChatReply>) => {
    offset = server.chats.length;
    replies = steps;
  };

  it('prompts with the profile, behaviour and active trainings and answers what the model says', async () => {
    script(() => ({ text: 'Olá! Atendemos de segunda a sexta, das 8h às 18h.' }));
    const answer = await answerTurn(depsOf(), subject, [client('oi'), { role: 'agent', text: 'Olá, em que posso ajudar?' }, client('que horas abrem?')]);
    expect(answer).toEqual({ text: 'Olá! Atendemos de segunda a sexta, das 8h às 18h.', transfer: null, consultedCase: null, source: 'model', creditsUsed: 2 });
    const [request] = server.chats.slice(offset);
    expect(request.model).toBe('gpt-test');
    const system = request.messages[0];
    expect(system.role).toBe('system');
    expect(system.content).toContain('Você é Clara');
    expect(system.content).toContain('Nunca prometa resultado de processo.');
    expect(system.content).toContain('P: Qual o horário de funcionamento?');
    expect(system.content).toContain('o cliente relatar prazo vencendo');
    expect(request.messages.slice(1).map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(request.tools?.map((tool) => tool.function.name)).toEqual(['consultar_processo', 'transferir_para_humano']);
  });

  it("grounds the model on the trainings closest to the client's question, not on all of them", async () => {
    script(() => ({ text: 'RG, CPF, carteira de trabalho e o extrato do CNIS.' }));
    const office = { agent: agentRow({ transferRules: [] }), trainings: EVALUATION_TRAININGS, price: 2 };
    await answerTurn(depsOf(), office, [client('que documento eu preciso pra me aposentar')]);
    const system = server.chats[offset].messages[0].content ?? '';
    const grounded = EVALUATION_TRAININGS.filter((training) => system.includes(`P: ${training.question}`));
    expect(grounded.length).toBeGreaterThan(0);
    expect(grounded.length).toBeLessThanOrEqual(GROUNDING_LIMIT);
    expect(system.indexOf('P: Quais documentos preciso para pedir a aposentadoria?')).toBeGreaterThan(-1);
    // The closest comes first; trainings about flights, car accidents or opening hours stay out.
    expect(grounded[0].id).toBe('documentos-aposentadoria');
    for (const unrelated of ['voo-cancelado', 'acidente-transito', 'horario', 'guarda-filhos']) expect(grounded.map((training) => training.id)).not.toContain(unrelated);
    expect(system).toContain('Responda somente com o que está nessas respostas e nos processos consultados');
  });

  it('tells the model no training covers the question when none is close', async () => {
    script(() => ({ text: 'Não tenho essa informação; um atendente vai ajudar.' }));
    const office = { agent: agentRow({ transferRules: [] }), trainings: EVALUATION_TRAININGS, price: 2 };
    await answerTurn(depsOf(), office, [client('qual o placar do jogo do flamengo')]);
    const system = server.chats[offset].messages[0].content ?? '';
    expect(system).not.toContain('P: ');
    expect(system).toContain('Nenhuma pergunta e resposta do escritório trata do que o cliente pergunta');
  });

  it('runs consultar_processo and feeds the movements back to the model', async () => {
    script(
      () => ({ toolCalls: [{ name: 'consultar_processo', arguments: { numero: CASE } }] }),
      (request) => {
        const tool = request.messages.find((message) => message.role === 'tool');
        return { text: `Seu processo teve movimentações recentes. ${tool?.content?.split('\n')[0]}` };
      },
    );
    const answer = await answerTurn(depsOf(), subject, [client(`e o meu processo ${CASE}?`)]);
    expect(answer.consultedCase).toMatchObject({ caseNumber: CASE, status: 'found' });
    expect(answer.text).toContain(`Processo ${CASE} (TJSP)`);
    const second = server.chats[offset + 1];
    expect(second.messages.at(-2)?.tool_calls?.[0].function.name).toBe('consultar_processo');
    expect(second.messages.at(-1)?.tool_call_id).toBe(second.messages.at(-2)?.tool_calls?.[0].id);
  });

  it('tells the model the check digit does not match when consultar_processo gets a mistyped number', async () => {
    const mistyped = '0001234-72.2024.8.26.0100';
    script(
      () => ({ toolCalls: [{ name: 'consultar_processo', arguments: { numero: mistyped } }] }),
      (request) => ({ text: request.messages.find((message) => message.role === 'tool')?.content ?? '' }),
    );
    const answer = await answerTurn(depsOf(), subject, [client(`e o meu processo ${mistyped}?`)]);
    expect(answer.consultedCase).toMatchObject({ caseNumber: mistyped, status: 'invalid_number' });
    expect(answer.text).toBe(`O dígito verificador do número de processo ${mistyped} não confere. Confira o número, por favor.`);
  });

  it('hands over when the model calls transferir_para_humano', async () => {
    script(
      () => ({ toolCalls: [{ name: 'transferir_para_humano', arguments: { motivo: 'Prazo vencendo amanhã' } }] }),
      () => ({ text: 'Entendi a urgência. Um atendente vai continuar com você.' }),
    );
    const answer = await answerTurn(depsOf(), subject, [client('meu prazo vence amanhã!')]);
    expect(answer).toMatchObject({ text: 'Entendi a urgência. Um atendente vai continuar com você.', transfer: { reason: 'Prazo vencendo amanhã' }, source: 'model' });
  });

  it('retries a failed call and, when the model stays down, hands over without charging', async () => {
    script(
      () => ({ status: 500, error: 'boom' }),
      () => ({ text: 'Tudo certo agora.' }),
    );
    expect((await answerTurn(depsOf(), subject, [client('oi')])).text).toBe('Tudo certo agora.');
    script(
      () => ({ status: 503, error: 'down' }),
      () => ({ status: 503, error: 'down' }),
    );
    const answer = await answerTurn(depsOf(), subject, [client('oi')]);
    expect(answer).toMatchObject({ transfer: { reason: 'Assistente de IA indisponível' }, creditsUsed: 0 });
  });

  it('gives up on a model that does not answer in time', async () => {
    script(
      () => ({ hang: true }),
      () => ({ hang: true }),
    );
    const started = Date.now();
    const answer = await answerTurn(depsOf(300), subject, [client('oi')]);
    expect(answer.transfer).toEqual({ reason: 'Assistente de IA indisponível' });
    expect(Date.now() - started).toBeLessThan(4000);
  });
});

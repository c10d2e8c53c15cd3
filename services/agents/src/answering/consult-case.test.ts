import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleCourtCaseLookup, explainMovement, SUMMARY_MOVEMENTS } from '@balcao/court-cases';
import { createOpenAiModel } from '../model/openai-model';
import { agentRow } from '../testing/agent-row';
import { startFakeOpenAiServer, type ChatReply, type ChatRequest, type FakeOpenAiServer } from '../testing/fake-openai-server';
import { answerTurn } from './answer-turn';
import { consultCase } from './consult-case';

const CASE = '0001234-71.2024.8.26.0100';
const courtCases = createSampleCourtCaseLookup();
const subject = { agent: agentRow(), trainings: [], price: 1 };
const client = (text: string) => ({ role: 'client' as const, text });

/** The sample case's latest movements, each with the line the table gives it. */
async function explainedMovements() {
  const result = await courtCases.findMovements(CASE);
  if (result.status !== 'found') throw new Error('expected found');
  return result.movements.slice(0, SUMMARY_MOVEMENTS).map((movement) => ({ name: movement.name, explanation: explainMovement(movement) }));
}

describe('a court case the agent consults, explained to the client', () => {
  it('says what each movement means, on the line below it, in the text the client and the dashboard get', async () => {
    const { consulted, text } = await consultCase(courtCases, CASE);
    expect(consulted).toMatchObject({ caseNumber: CASE, status: 'found', tribunal: 'TJSP', summary: text });
    for (const { name, explanation } of await explainedMovements()) {
      expect(explanation, name).toBeTruthy();
      expect(text).toMatch(new RegExp(`– ${name}[^\\n]*\\n${explanation!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    }
  });

  it('answers with the explanations when no language model is configured', async () => {
    const answer = await answerTurn({ model: null, courtCases }, subject, [client(`Como anda o meu processo ${CASE}?`)]);
    expect(answer).toMatchObject({ consultedCase: { caseNumber: CASE, status: 'found' }, source: 'faq' });
    for (const { explanation } of await explainedMovements()) expect(answer.text).toContain(explanation);
  });
});

describe('a court case explained by the language model (OpenAI-compatible, fake server)', () => {
  let server: FakeOpenAiServer;
  const replies: Array<(request: ChatRequest) => ChatReply> = [];

  beforeAll(async () => {
    server = await startFakeOpenAiServer((request) => replies.shift()!(request));
  });
  afterAll(async () => server?.close());

  it('gives the model the movements with the table explanations as its facts, and sends what the model writes from them', async () => {
    replies.push(
      () => ({ toolCalls: [{ name: 'consultar_processo', arguments: { numero: CASE } }] }),
      () => ({ text: 'Seu processo foi distribuído e já está com o juiz. Qualquer novidade, avisamos!' }),
    );
    const model = createOpenAiModel({ baseUrl: server.baseUrl, apiKey: 'sk-test', model: 'gpt-test', transcriptionModel: 'whisper-1', timeoutMs: 2000, maxRetries: 0 });
    const answer = await answerTurn({ model, courtCases, deadlineMs: 5000 }, { ...subject, price: 2 }, [client(`e o processo ${CASE}?`)]);

    expect(answer).toMatchObject({ text: 'Seu processo foi distribuído e já está com o juiz. Qualquer novidade, avisamos!', consultedCase: { caseNumber: CASE, status: 'found' }, source: 'model' });
    const [, second] = server.chats.slice(-2);
    expect(second.messages[0].content).toMatch(/movimenta\S* em linguagem simples/);
    const facts = second.messages.find((message) => message.role === 'tool')?.content ?? '';
    expect(facts).toContain(`Processo ${CASE} (TJSP)`);
    for (const { name, explanation } of await explainedMovements()) {
      expect(facts).toContain(name);
      expect(facts).toContain(explanation);
    }
  });
});

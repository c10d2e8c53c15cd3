import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../testing/fake-openai-server';
import { evaluate, EVALUATION_TRAININGS, figuresOf, trainingAnsweredIn } from './faq-evaluation';
import { configuredModel, modelAnswerer } from './model-evaluation';

/**
 * The bench's model run against a real local HTTP server speaking the OpenAI API. The server
 * answers like a careful model: the first grounded training's answer reworded a little, or a
 * hand-over when the prompt grounds on nothing.
 */
describe('the FAQ evaluation against an OpenAI-compatible model', () => {
  let server: FakeOpenAiServer;
  beforeAll(async () => {
    server = await startFakeOpenAiServer((request) => {
      const system = request.messages[0].content ?? '';
      const answer = /\nR: (.*)/.exec(system)?.[1];
      if (request.messages.some((message) => message.role === 'tool')) return { text: 'Um atendente vai continuar com você.' };
      if (!answer) return { toolCalls: [{ name: 'transferir_para_humano', arguments: { motivo: 'Fora dos treinamentos' } }] };
      return { text: `Claro! ${answer} Posso ajudar em algo mais?` };
    });
  });
  afterAll(async () => server?.close());

  it('is skipped without LLM_BASE_URL, and uses the configured endpoint with it', () => {
    expect(configuredModel({})).toBeNull();
    expect(configuredModel({ LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'gpt-test' })?.name).toBe('gpt-test');
  });

  it("counts a reworded reply for the training whose answer it gives, and a hand-over as none", async () => {
    const model = configuredModel({ LLM_BASE_URL: server.baseUrl, LLM_MODEL: 'gpt-test', LLM_API_KEY: 'sk-test' })!;
    const outcomes = await evaluate(modelAnswerer(model), [
      { text: 'que documento eu preciso pra me aposentar', training: 'documentos-aposentadoria', part: 'tuning' },
      { text: 'qual o horario de vcs?', training: 'horario', part: 'tuning' },
      { text: 'vcs vendem pizza?', training: null, part: 'tuning' },
    ]);
    expect(outcomes.map((outcome) => outcome.answeredWith)).toEqual(['documentos-aposentadoria', 'horario', null]);
    expect(figuresOf(outcomes)).toMatchObject({ right: 2, wrong: 0, offTopicHandedOver: 1 });
    expect(server.chats.length).toBeGreaterThanOrEqual(3);
  });

  it('reads a free reply as the training it repeats, or as none', () => {
    const hours = EVALUATION_TRAININGS.find((training) => training.id === 'horario')!;
    expect(trainingAnsweredIn(`Olá! ${hours.answer}`)).toBe('horario');
    expect(trainingAnsweredIn('Não tenho essa informação, vou chamar um atendente.')).toBeNull();
  });
});

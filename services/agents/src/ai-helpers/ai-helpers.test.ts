import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAgentsConfig } from '../config';
import { startAgentsTestApp, type AgentsTestApp, type TestUser } from '../testing/agents-test-app';
import { startFakeOpenAiServer, type ChatReply, type FakeOpenAiServer } from '../testing/fake-openai-server';

describe('AI helpers without a model configured', () => {
  let t: AgentsTestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await startAgentsTestApp();
    owner = await t.signUpOffice();
  });
  afterAll(async () => t?.close());

  it.each([
    ['/api/improve-text', { text: 'oi tudo bem' }],
    ['/api/resume-message', { content: 'mensagem longa' }],
    ['/api/resume-audio', { audioUrl: '/api/media/audio.ogg' }],
  ])('%s answers 503 Assistente de IA não configurado', async (url, payload) => {
    const response = await t.call({ method: 'POST', url, as: owner, payload });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ statusCode: 503, message: 'Assistente de IA não configurado' });
  });

  it('checks the input first and needs a signed-in user', async () => {
    expect((await t.call({ method: 'POST', url: '/api/improve-text', as: owner, payload: { text: '   ' } })).json()).toMatchObject({ statusCode: 400, message: 'Texto vazio', field: 'text' });
    expect((await t.call({ method: 'POST', url: '/api/improve-text', payload: { text: 'oi' } })).statusCode).toBe(401);
  });
});

describe('AI helpers with an OpenAI-compatible model', () => {
  let t: AgentsTestApp;
  let owner: TestUser;
  let server: FakeOpenAiServer;
  let reply: (prompt: string) => ChatReply = () => ({ text: '' });

  beforeAll(async () => {
    server = await startFakeOpenAiServer((request) => reply(request.messages.at(-1)?.content ?? ''), { transcription: 'Olá, aqui é o João, quero saber da minha audiência de amanhã.' });
    const config = ZAgentsConfig.parse({ LLM_BASE_URL: server.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'gpt-test', LLM_TIMEOUT_MS: '2000', LLM_MAX_RETRIES: '0', AI_AUDIO_ALLOWED_ORIGINS: server.origin });
    t = await startAgentsTestApp({ config, model: undefined });
    owner = await t.signUpOffice();
  });
  afterAll(async () => {
    await t?.close();
    await server?.close();
  });

  it('improves a text and summarises a message, each using one credit', async () => {
    reply = (prompt) => ({ text: prompt === 'oi tudo bem vou ver seu caso' ? 'Olá, tudo bem? Vou analisar o seu caso.' : 'O cliente pede a data da audiência.' });
    expect(await t.expectOk({ method: 'POST', url: '/api/improve-text', as: owner, payload: { text: 'oi tudo bem vou ver seu caso' } })).toEqual({ improvedText: 'Olá, tudo bem? Vou analisar o seu caso.' });
    expect(await t.expectOk({ method: 'POST', url: '/api/resume-message', as: owner, payload: { content: 'Bom dia, gostaria de saber quando é a audiência...' } })).toEqual({ summary: 'O cliente pede a data da audiência.' });
    expect(server.chats.at(-1)?.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('Resuma a mensagem do cliente') });
    const used = await t.eventsOf('balcao.agents.credits.consumed');
    expect(used.map((event) => [event.officeId, event.payload.amount, event.payload.reason])).toEqual([
      [owner.officeId, 1, 'improve_text'],
      [owner.officeId, 1, 'resume_message'],
    ]);
  });

  it('transcribes an audio of an allowed origin and summarises it as safe HTML', async () => {
    reply = () => ({ text: '- João quer saber da audiência <amanhã>\n- Pede retorno' });
    const result = await t.expectOk({ method: 'POST', url: '/api/resume-audio', as: owner, payload: { audioUrl: `${server.origin}/audio/joao.ogg` } });
    expect(result).toEqual({
      transcription: 'Olá, aqui é o João, quero saber da minha audiência de amanhã.',
      summary: '<ul><li>João quer saber da audiência &#60;amanhã&#62;</li><li>Pede retorno</li></ul>',
    });
    expect(server.transcriptions.at(-1)).toMatchObject({ contentType: expect.stringContaining('multipart/form-data') });
    // The caller's token never goes to another origin.
    expect(server.audioRequests.at(-1)?.authorization).toBeUndefined();
  });

  it('refuses to download audio from an origin it does not know', async () => {
    const response = await t.call({ method: 'POST', url: '/api/resume-audio', as: owner, payload: { audioUrl: 'http://169.254.169.254/latest/meta-data' } });
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'URL do áudio inválida' });
  });

  it('answers 503 when the model fails, using no credit', async () => {
    const before = (await t.eventsOf('balcao.agents.credits.consumed')).length;
    reply = () => ({ status: 500, error: 'boom' });
    const response = await t.call({ method: 'POST', url: '/api/improve-text', as: owner, payload: { text: 'oi' } });
    expect(response.json()).toMatchObject({ statusCode: 503, message: 'O assistente de IA não respondeu. Tente novamente em instantes.' });
    expect((await t.eventsOf('balcao.agents.credits.consumed')).length).toBe(before);
  });
});

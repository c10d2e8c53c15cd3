import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationDetail, ConversationList } from '@balcao/contracts';
import { ZAgentsConfig } from '../config';
import { startAgentsTestApp, waitFor, type AgentsTestApp, type TestUser } from '../testing/agents-test-app';
import { simulatedPhone } from '../testing/simulated-phone';
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
    const config = ZAgentsConfig.parse({ LLM_BASE_URL: server.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'gpt-test', LLM_TIMEOUT_MS: '2000', LLM_MAX_RETRIES: '0' });
    t = await startAgentsTestApp({ config, model: undefined });
    // Listening, as the standalone server does: the audio summary downloads from its own address.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
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

  it("transcribes a client's audio from its signed link and summarises it as safe HTML", async () => {
    reply = () => ({ text: '- João quer saber da audiência <amanhã>\n- Pede retorno' });
    const device = await t.expectOk<{ id: string; qrcode: string }>({ method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'WhatsApp Áudios', inboxId: owner.inboxId } }, 201);
    const handset = simulatedPhone(t);
    await handset.scan(device.qrcode);
    const audio = Buffer.from('OggS a voice note of the client, some bytes long');
    const file = { data: audio.toString('base64'), mimeType: 'audio/ogg', fileName: 'joao.ogg' };
    await handset.says({ integrationId: device.id, from: '5511955000123', name: 'João', type: 'audio', file });
    const message = await waitFor('the audio in the conversation', async () => {
      const list = await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, status: 'ALL' } });
      const detail = list.data[0] && (await t.expectOk<ConversationDetail>({ url: `/api/conversation/${list.data[0].id}`, as: owner }));
      return detail?.messages.find((candidate) => candidate.type === 'audio' && candidate.fileUrl);
    });

    const result = await t.expectOk({ method: 'POST', url: '/api/resume-audio', as: owner, payload: { audioUrl: message.fileUrl } });
    expect(result).toEqual({
      transcription: 'Olá, aqui é o João, quero saber da minha audiência de amanhã.',
      summary: '<ul><li>João quer saber da audiência &#60;amanhã&#62;</li><li>Pede retorno</li></ul>',
    });
    expect(server.transcriptions.at(-1)).toMatchObject({ contentType: expect.stringContaining('multipart/form-data'), bytes: expect.any(Number) });
    expect(server.transcriptions.at(-1)!.bytes).toBeGreaterThan(audio.length);
  });

  it('refuses an audio link it did not sign', async () => {
    const response = await t.call({ method: 'POST', url: '/api/resume-audio', as: owner, payload: { audioUrl: 'http://169.254.169.254/latest/meta-data' } });
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'URL do áudio inválida', field: 'audioUrl' });
  });

  it('answers 503 when the model fails, using no credit', async () => {
    const before = (await t.eventsOf('balcao.agents.credits.consumed')).length;
    reply = () => ({ status: 500, error: 'boom' });
    const response = await t.call({ method: 'POST', url: '/api/improve-text', as: owner, payload: { text: 'oi' } });
    expect(response.json()).toMatchObject({ statusCode: 503, message: 'O assistente de IA não respondeu. Tente novamente em instantes.' });
    expect((await t.eventsOf('balcao.agents.credits.consumed')).length).toBe(before);
  });
});

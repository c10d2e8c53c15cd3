import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { agentsEvents, billingEvents, type Agent } from '@balcao/contracts';
import { envelopeOf, MediaLinks } from '@balcao/service-kit';
import { ZAgentsConfig } from '../config';
import { agentBody, startAgentsTestApp, waitFor, type AgentsTestApp, type TestUser } from '../testing/agents-test-app';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../testing/fake-openai-server';
import { startRecordingServer, type RecordingServer } from '../testing/recording-server';

/** Every AI use spends the office's credits: the composer's helpers and 'Testar agente' as the runtime does. */
describe('AI credits on the helpers and the test chat', () => {
  let t: AgentsTestApp;
  let model: FakeOpenAiServer;
  let media: RecordingServer;
  let links: MediaLinks;
  let broke: TestUser;
  let paying: TestUser;
  let brokeAgent: Agent;
  let payingAgent: Agent;
  let version = 1_000;

  const setBalance = async (officeId: string, available: number) => {
    await t.infra.bus.publish(envelopeOf(billingEvents.creditsChanged, { officeId, payload: { planTotal: 300, used: 300 - available, available, version: (version += 1) } }));
    await waitFor(`balance ${available} known`, async () => {
      const { rows } = (await t.db.execute(sql`select 1 from agents.office_credits where office_id = ${officeId} and available = ${available}`)) as unknown as { rows: unknown[] };
      return rows.length > 0;
    });
  };
  const consumedBy = async (officeId: string) => (await t.eventsOf(agentsEvents.creditsConsumed.type)).filter((event) => event.officeId === officeId).map((event) => event.payload);

  /** One use of each AI feature, as an office's user makes it. */
  const uses = (agentOf: () => Agent) =>
    [
      ['improve-text', '/api/improve-text', () => ({ text: 'oi vou ver seu caso' })],
      ['resume-message', '/api/resume-message', () => ({ content: 'Bom dia, quero saber da audiência.' })],
      ['resume-audio', '/api/resume-audio', () => ({ audioUrl: links.urlOf('voz.ogg') })],
      ['test chat', '', () => ({ messages: [{ role: 'client', text: 'Qual o horário?' }] })],
    ].map(([name, url, payload]) => ({ name: name as string, url: () => (url as string) || `/api/agents/${agentOf().id}/test-chat`, payload: payload as () => unknown }));

  beforeAll(async () => {
    model = await startFakeOpenAiServer(() => ({ text: 'Resposta do modelo.' }), { transcription: 'fala do cliente' });
    media = await startRecordingServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'audio/ogg' });
      response.end(Buffer.from('OggS voz do cliente'));
    });
    const config = ZAgentsConfig.parse({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'gpt-test', LLM_TIMEOUT_MS: '2000', LLM_MAX_RETRIES: '0', MEDIA_INTERNAL_URL: media.origin });
    t = await startAgentsTestApp({ config, model: undefined });
    links = new MediaLinks(t.infra.keys.privateKey!);
    broke = await t.signUpOffice('Escritório Sem Créditos');
    paying = await t.signUpOffice('Escritório Com Créditos');
    brokeAgent = await t.expectOk<Agent>({ method: 'POST', url: '/api/agents', as: broke, payload: agentBody(broke.inboxId) }, 201);
    payingAgent = await t.expectOk<Agent>({ method: 'POST', url: '/api/agents', as: paying, payload: agentBody(paying.inboxId) }, 201);
    await setBalance(broke.officeId, 0);
    await setBalance(paying.officeId, 120);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([model?.close(), media?.close()]);
  });

  it("refuses every AI use of an office with no credits left ('Limite de créditos atingido'), asking the model nothing", async () => {
    for (const use of uses(() => brokeAgent)) {
      const response = await t.call({ method: 'POST', url: use.url(), as: broke, payload: use.payload() });
      expect(response.json(), use.name).toMatchObject({ statusCode: 402, message: 'Limite de créditos atingido' });
    }
    expect(model.chats).toEqual([]);
    expect(model.transcriptions).toEqual([]);
    expect(media.hits).toEqual([]);
    expect(await consumedBy(broke.officeId)).toEqual([]);
  });

  it('spends the credits of an office that has them, once per use even when the call is retried with its Idempotency-Key', async () => {
    const asked = { chats: model.chats.length, transcriptions: model.transcriptions.length };
    for (const use of uses(() => payingAgent)) {
      const headers = { 'idempotency-key': `retry-${use.name}` };
      const first = await t.call({ method: 'POST', url: use.url(), as: paying, payload: use.payload(), headers });
      expect(first.statusCode, `${use.name}: ${first.body}`).toBe(200);
      const retried = await t.call({ method: 'POST', url: use.url(), as: paying, payload: use.payload(), headers });
      expect(retried.json(), use.name).toEqual(first.json());
    }
    // Improve, summary, the audio's summary, the test chat's answer: each once.
    expect(model.chats.length - asked.chats).toBe(4);
    expect(model.transcriptions.length - asked.transcriptions).toBe(1);
    const consumed = await consumedBy(paying.officeId);
    expect(consumed.map((payload) => [payload.reason, payload.amount])).toEqual([
      ['improve_text', 1],
      ['resume_message', 1],
      ['resume_audio', 1],
      ['agent_test', 1],
    ]);
  });
});

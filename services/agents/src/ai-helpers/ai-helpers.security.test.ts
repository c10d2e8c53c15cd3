import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaLinks } from '@balcao/service-kit';
import { ZAgentsConfig } from '../config';
import { startAgentsTestApp, type AgentsTestApp, type TestUser } from '../testing/agents-test-app';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../testing/fake-openai-server';
import { startRecordingServer, type RecordingServer } from '../testing/recording-server';

const MB = 1024 * 1024;

/**
 * The audio summary downloads only the product's own signed media links, from the address the
 * product configured: never a URL, host or origin a client names (ARCHITECTURE §7).
 */
describe('the audio summary as an attacker uses it', () => {
  let t: AgentsTestApp;
  let owner: TestUser;
  let model: FakeOpenAiServer;
  /** Where an attacker points the service (metadata endpoints, internal services). */
  let victim: RecordingServer;
  /** The media address the product configured (MEDIA_INTERNAL_URL): messaging's stand-in here. */
  let media: RecordingServer;
  let links: MediaLinks;
  let bytesServed = 0;

  beforeAll(async () => {
    model = await startFakeOpenAiServer(() => ({ text: '- resumo' }), { transcription: 'fala do cliente' });
    victim = await startRecordingServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'audio/ogg' });
      response.end(Buffer.from('OggS segredo interno'));
    });
    media = await startRecordingServer((request, response) => {
      if (request.url?.startsWith('/api/media/endless.ogg')) {
        // No length announced, and more than the cap on its way: the reader must stop at the cap.
        response.writeHead(200, { 'content-type': 'audio/ogg' });
        const chunk = Buffer.alloc(MB, 1);
        let open = true;
        response.on('close', () => (open = false));
        const pump = () => {
          while (open && bytesServed < 200 * MB) {
            bytesServed += chunk.length;
            if (!response.write(chunk)) return void response.once('drain', pump);
          }
          response.end();
        };
        return pump();
      }
      if (request.url?.startsWith('/api/media/declared.ogg')) {
        response.writeHead(200, { 'content-type': 'audio/ogg', 'content-length': String(30 * MB) });
        return void response.write(Buffer.alloc(MB, 1));
      }
      response.writeHead(404).end();
    });
    const config = ZAgentsConfig.parse({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'gpt-test', LLM_TIMEOUT_MS: '2000', LLM_MAX_RETRIES: '0', MEDIA_INTERNAL_URL: media.origin });
    t = await startAgentsTestApp({ config, model: undefined });
    owner = await t.signUpOffice();
    // The secret messaging signs with in this process (auth's private key, as in standalone).
    links = new MediaLinks(t.infra.keys.privateKey!);
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all([model?.close(), victim?.close(), media?.close()]);
  });

  const summarise = (audioUrl: string, headers: Record<string, string> = {}) => t.call({ method: 'POST', url: '/api/resume-audio', as: owner, payload: { audioUrl }, headers });

  it('refuses every link it did not sign, whatever the headers say, and makes no request at all', async () => {
    const signed = links.urlOf('in-0123456789abcdef.ogg');
    const [, exp, sig] = /exp=(\d+)&sig=([\w-]+)/.exec(signed)!;
    const expired = links.urlOf('in-0123456789abcdef.ogg', Date.now() - 2 * 60 * 60 * 1000);
    const attempts: Array<[string, string, Record<string, string>?]> = [
      ['a path on a forged Host', '/audio/segredo.ogg', { host: victim.host }],
      ['a path on a forged X-Forwarded-Host', '/audio/segredo.ogg', { 'x-forwarded-host': victim.host, 'x-forwarded-proto': 'http' }],
      ['a media path unsigned on a forged Host', '/api/media/in-0123456789abcdef.ogg', { host: victim.host }],
      ['an absolute URL to this machine', `${victim.origin}/audio/segredo.ogg`],
      ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data/iam/security-credentials/'],
      ['another host', 'https://example.com/audio.ogg'],
      ['a signed path on another host', `${victim.origin}${signed}`],
      ['a protocol-relative signed path', `//${victim.host}${signed}`],
      ['a tampered key', signed.replace('in-0123', 'in-9123')],
      ['a tampered signature', signed.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}xx`)],
      ['a stretched expiry', signed.replace(`exp=${exp}`, `exp=${Number(exp) + 86_400}`)],
      ['an expired link', expired],
      ['a link of another secret', new MediaLinks('another secret of at least thirty-two characters').urlOf('in-0123456789abcdef.ogg')],
      ['a file scheme', 'file:///etc/passwd'],
    ];
    for (const [what, audioUrl, headers] of attempts) {
      const response = await summarise(audioUrl, headers);
      expect(response.json(), what).toMatchObject({ statusCode: 400, message: 'URL do áudio inválida', field: 'audioUrl' });
    }
    expect(victim.hits).toEqual([]);
    expect(media.hits).toEqual([]);
    expect(model.transcriptions).toEqual([]);
  });

  it('stops reading an audio past 25 MB, announced or not, and transcribes nothing', async () => {
    const endless = await summarise(links.urlOf('endless.ogg'));
    expect(endless.json()).toMatchObject({ statusCode: 400, message: 'Não foi possível baixar o áudio', description: 'O áudio passa de 25 MB', field: 'audioUrl' });
    // What was sent before the reader stopped: the cap and what the sockets buffered, not the 200 MB on offer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bytesServed).toBeLessThan(40 * MB);

    const declared = await summarise(links.urlOf('declared.ogg'));
    expect(declared.json()).toMatchObject({ statusCode: 400, description: 'O áudio passa de 25 MB', field: 'audioUrl' });
    expect(media.hits.map((hit) => hit.url.split('?')[0])).toEqual(['/api/media/endless.ogg', '/api/media/declared.ogg']);
    // The caller's token never leaves for the media address: the signed link is the permission.
    expect(media.hits.every((hit) => hit.authorization === undefined)).toBe(true);
    expect(model.transcriptions).toEqual([]);
  });
});

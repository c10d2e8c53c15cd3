import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { MediaLinks, type Infra } from '@balcao/service-kit';
import { ZAgentsConfig } from '../config';
import { createMediaSource } from './media-source';

const SECRET = 'the media secret of at least thirty-two characters';
const infraOf = (privateKey?: string) => ({ keys: { publicKey: 'public', privateKey }, config: { PUBLIC_URL: 'https://app.balcao.example' } }) as unknown as Infra;
const config = (env: Record<string, string> = {}) => ZAgentsConfig.parse(env);

describe('where the audio summary downloads from', () => {
  const servers: Array<{ close(): Promise<unknown> }> = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  it('is MEDIA_INTERNAL_URL when configured', () => {
    const source = createMediaSource(Fastify(), config({ MEDIA_INTERNAL_URL: 'http://balcao-messaging:8080', MEDIA_SIGNING_SECRET: SECRET }), infraOf());
    expect(source.baseUrl()).toBe('http://balcao-messaging:8080');
  });

  it("is the server's own loopback address only where it serves messaging's files itself", async () => {
    const alone = Fastify();
    servers.push(alone);
    await alone.listen({ host: '0.0.0.0', port: 0 });
    expect(createMediaSource(alone, config(), infraOf('private key')).baseUrl()).toBeNull();

    const standalone = Fastify();
    servers.push(standalone);
    standalone.get('/api/media/:key', async () => 'file');
    const source = createMediaSource(standalone, config(), infraOf('private key'));
    // Not listening yet (app.inject): nowhere to download from.
    expect(source.baseUrl()).toBeNull();
    await standalone.listen({ host: '0.0.0.0', port: 0 });
    const { port } = standalone.server.address() as { port: number };
    expect(source.baseUrl()).toBe(`http://127.0.0.1:${port}`);
  });

  it('is nowhere without a secret to check the links with (a service apart from auth with no MEDIA_SIGNING_SECRET)', () => {
    const source = createMediaSource(Fastify(), config({ MEDIA_INTERNAL_URL: 'http://balcao-messaging:8080' }), infraOf());
    expect(source.baseUrl()).toBeNull();
    expect(source.verify(new MediaLinks(SECRET).urlOf('a.ogg'))).toBeNull();
  });
});

describe('the links the audio summary takes', () => {
  const source = createMediaSource(Fastify(), config({ MEDIA_INTERNAL_URL: 'http://balcao-messaging:8080', MEDIA_SIGNING_SECRET: SECRET }), infraOf());
  const link = new MediaLinks(SECRET).urlOf('in-abc.ogg');

  it("are messaging's signed paths, also made absolute on the product's public address", () => {
    expect(source.verify(link)).toMatchObject({ key: 'in-abc.ogg', path: link });
    expect(source.verify(`https://app.balcao.example${link}`)).toMatchObject({ key: 'in-abc.ogg', path: link });
  });

  it.each([
    ['another origin', `https://evil.example${link}`],
    ['the public host on another scheme', `http://app.balcao.example${link}`],
    ['credentials in the URL', `https://user:pass@app.balcao.example${link}`],
    ['an unparsable URL', 'https://[oops'],
  ])('never come from %s', (_case, audioUrl) => {
    expect(source.verify(audioUrl)).toBeNull();
  });
});

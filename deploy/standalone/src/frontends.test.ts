import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFrontends, shellFallback } from './frontends';

const YEAR = 'public, max-age=31536000, immutable';
const bundle = `export const greeting = ${JSON.stringify('Olá, Balcão! '.repeat(400))};\n`;
const manifest = JSON.stringify({ id: 'crm', name: 'crm', metaData: { remoteEntry: { name: 'remoteEntry.js' } }, padding: 'x'.repeat(2000) });

/** A built file with the .br and .gz copies the build writes beside it. */
function writeBuilt(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

describe('static frontends of npm start', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'balcao-frontends-'));
    writeBuilt(path.join(dir, 'shell/dist/main.0123abcd.js'), bundle);
    writeBuilt(path.join(dir, 'shell/dist/mf-manifest.json'), manifest);
    writeFileSync(path.join(dir, 'shell/dist/index.html'), '<!doctype html><title>Balcão</title><div id="root"></div>');
    writeBuilt(path.join(dir, 'crm/dist/mf-manifest.json'), manifest);
    writeBuilt(path.join(dir, 'crm/dist/remoteEntry.js'), bundle);
    writeBuilt(path.join(dir, 'crm/dist/__federation_expose_CrmPage.89abcdef.js'), bundle);
    // Below the build's size floor: no compressed copies, served as is.
    writeFileSync(path.join(dir, 'crm/dist/12.fedcba98.js'), 'export {};');

    app = Fastify();
    // As service-kit does on every request.
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    app.setNotFoundHandler(shellFallback(dir));
    await serveFrontends(app, dir);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli copy of a hashed bundle to a browser that accepts br, cached for a year', async () => {
    const response = await get('/main.0123abcd.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(YEAR);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(bundle) / 5);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(bundle);
    // Never revalidated: no validators, no ranges, no request id (bytes on each of ~140 files).
    for (const name of ['etag', 'last-modified', 'accept-ranges', 'x-request-id']) expect(response.headers[name], name).toBeUndefined();
  });

  it('falls back to gzip, then to the plain file, by what the browser accepts', async () => {
    const gzipped = await get('/main.0123abcd.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(bundle);
    expect(gzipped.headers['cache-control']).toBe(YEAR);

    const plain = await get('/main.0123abcd.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundle);
    expect(plain.headers['cache-control']).toBe(YEAR);
  });

  it('revalidates index.html on every load, at / and on client routes', async () => {
    for (const url of ['/', '/messages', '/crm?funnel=1']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<div id="root">');
    }
    // Revalidated, so it keeps its validators: a reload gets a 304 while the build is the same.
    const page = await get('/', 'br');
    const again = await app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("revalidates the federation entry points (manifests, remoteEntry.js) and the runtime config, compressed all the same", async () => {
    for (const url of ['/mf-manifest.json', '/remotes/crm/mf-manifest.json', '/remotes/crm/remoteEntry.js']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
    }
    const config = await get('/runtime-config.json', 'br');
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.json()).toEqual({ remotes: { crm: '/remotes/crm/mf-manifest.json' } });
  });

  it("caches a remote's hashed chunks for a year and sends a file without compressed copies as is", async () => {
    const exposed = await get('/remotes/crm/__federation_expose_CrmPage.89abcdef.js', 'br');
    expect(exposed.headers['content-encoding']).toBe('br');
    expect(exposed.headers['cache-control']).toBe(YEAR);

    const small = await get('/remotes/crm/12.fedcba98.js', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('export {};');
    expect(small.headers['cache-control']).toBe(YEAR);
  });

  it('answers 404 for a missing file instead of the page', async () => {
    const response = await get('/missing.0123abcd.js', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Recurso não encontrado' });
  });
});

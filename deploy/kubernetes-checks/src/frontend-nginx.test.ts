import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shellContentSecurityPolicy } from '@balcao/service-kit';
import { startFrontendServers, type FrontendServers } from './frontend-nginx';
import { EXTERNAL_VALUES, render } from './helm';
import { named } from './manifests';

// The frontend images' nginx, run here with their configuration: the shell's page carries the
// policy it and its remotes work under (the one npm start sends), and every file the browser
// protections. The chart's ConfigMap adds the origin of a remote served from a CDN.

const INDEX = '<!doctype html><title>Balcão</title><script defer src="/main.0123abcd.js"></script><div id="root"></div>';
const BUNDLE = `export const text = ${JSON.stringify('Olá, Balcão! '.repeat(200))};`;

/** The shell's mounted ConfigMap (runtime-config.yaml) as the chart renders it for these values. */
function runtimeFiles(values: object = {}) {
  const manifests = render(EXTERNAL_VALUES, values);
  return named(manifests, 'ConfigMap', 'balcao-web-shell-runtime-config')!.data!;
}

/** A policy as a map of directive → sources, so spacing does not matter. */
const directives = (policy: string | null) =>
  Object.fromEntries((policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...sources]) => [name, sources.join(' ')]));

const protections = (response: Response) => ({
  nosniff: response.headers.get('x-content-type-options'),
  referrer: response.headers.get('referrer-policy'),
  frames: response.headers.get('x-frame-options'),
});
const PROTECTED = { nosniff: 'nosniff', referrer: 'strict-origin-when-cross-origin', frames: 'DENY' };

describe('the frontend images\' nginx', () => {
  let servers: FrontendServers;
  let withCdn: FrontendServers;
  const site = {
    shell: { 'index.html': INDEX, 'main.0123abcd.js': BUNDLE, 'main.0123abcd.js.br': brotliCompressSync(BUNDLE), 'runtime-config.json': '{"remotes":{}}' },
    remote: { 'remotes/crm/mf-manifest.json': '{"id":"crm"}', 'remotes/crm/remoteEntry.js': BUNDLE, 'remotes/crm/remoteEntry.js.br': brotliCompressSync(BUNDLE) },
  };

  beforeAll(async () => {
    servers = await startFrontendServers({ ...site, runtime: runtimeFiles() });
    withCdn = await startFrontendServers({ ...site, runtime: runtimeFiles({ frontends: { crm: { manifestUrl: 'https://cdn.example.com/balcao/crm/mf-manifest.json' } } }) });
  });
  afterAll(async () => {
    await servers?.stop();
    await withCdn?.stop();
  });

  it('sends the shell\'s page, at / and on client routes, with the shell\'s policy and the browser protections', async () => {
    for (const path of ['/', '/index.html', '/messages', '/settings?tab=office']) {
      const response = await fetch(`${servers.shell}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(INDEX);
      expect(protections(response), path).toEqual(PROTECTED);
      expect(directives(response.headers.get('content-security-policy')), path).toEqual(directives(shellContentSecurityPolicy()));
    }
  });

  it('adds the origin of a remote the chart loads from a CDN to the shell\'s policy', async () => {
    const response = await fetch(`${withCdn.shell}/messages`);
    expect(directives(response.headers.get('content-security-policy'))).toEqual(directives(shellContentSecurityPolicy(['https://cdn.example.com'])));
    const config = (await (await fetch(`${withCdn.shell}/runtime-config.json`)).json()) as { remotes: Record<string, string> };
    expect(config.remotes.crm).toBe('https://cdn.example.com/balcao/crm/mf-manifest.json');
  });

  it('protects every file: the shell\'s bundle (plain and brotli), its runtime config, a remote\'s manifest and entry (plain and brotli)', async () => {
    const files = [
      [servers.shell, '/main.0123abcd.js', ''],
      [servers.shell, '/main.0123abcd.js', 'br'],
      [servers.shell, '/runtime-config.json', ''],
      [servers.remote, '/remotes/crm/mf-manifest.json', ''],
      [servers.remote, '/remotes/crm/remoteEntry.js', ''],
      [servers.remote, '/remotes/crm/remoteEntry.js', 'br'],
    ];
    for (const [origin, path, encoding] of files) {
      const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': encoding || 'identity' } });
      const label = `${path} ${encoding}`;
      expect(response.status, label).toBe(200);
      expect(response.headers.get('content-encoding') ?? '', label).toBe(encoding);
      expect(protections(response), label).toEqual(PROTECTED);
      expect(response.headers.get('content-security-policy'), label).toBeTruthy();
    }
    expect((await fetch(`${servers.remote}/remotes/crm/remoteEntry.js`)).headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 404 where the Ingress sends a stand-in it keeps closed (the simulator\'s page, an /api path)', async () => {
    for (const path of ['/simulator', '/api/dev/mailbox/page', '/api/billing/sandbox']) {
      const response = await fetch(`${servers.shell}${path}`);
      expect(response.status, path).toBe(404);
      expect(protections(response), path).toEqual(PROTECTED);
    }
  });
});

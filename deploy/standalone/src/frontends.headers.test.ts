import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CONTENT_SECURITY_POLICY, createServiceApp, shellContentSecurityPolicy, type ServiceApp } from '@balcao/service-kit';
import { createTestInfra, type TestInfra } from '@balcao/service-kit/testing';
import { serveFrontends, shellFallback } from './frontends';

/**
 * What `npm start` serves carries the browser's protections: the shell's page a policy it and
 * its remotes work under (no inline script, remotes from this origin), the files and the API
 * answers theirs.
 */
describe('security headers of npm start', () => {
  let dir: string;
  let infra: TestInfra;
  let app: ServiceApp;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'balcao-frontends-'));
    mkdirSync(path.join(dir, 'shell/dist'), { recursive: true });
    mkdirSync(path.join(dir, 'crm/dist'), { recursive: true });
    writeFileSync(path.join(dir, 'shell/dist/index.html'), '<!doctype html><title>Balcão</title><script defer src="/main.0123abcd.js"></script><div id="root"></div>');
    writeFileSync(path.join(dir, 'shell/dist/main.0123abcd.js'), 'export {};');
    writeFileSync(path.join(dir, 'crm/dist/mf-manifest.json'), '{}');
    writeFileSync(path.join(dir, 'crm/dist/remoteEntry.js'), 'export {};');
    infra = await createTestInfra();
    app = await createServiceApp({ name: 'standalone', infra, notFoundFallback: shellFallback(dir) });
    app.get('/api/thing', async () => ({ ok: true }));
    await serveFrontends(app, dir);
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await infra?.cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  const expectProtections = (headers: Record<string, unknown>, label: string) => {
    expect(headers['x-content-type-options'], label).toBe('nosniff');
    expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], label).toBe('DENY');
  };

  it('the shell\'s page, at / and on a client route, under the shell\'s policy', async () => {
    for (const url of ['/', '/index.html', '/messages', '/crm?funnel=1']) {
      const response = await app.inject({ url });
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expectProtections(response.headers, url);
      expect(response.headers['content-security-policy'], url).toBe(shellContentSecurityPolicy());
    }
  });

  it('the shell\'s policy runs this origin\'s scripts only, inline styles (antd), images and media from blobs, and nothing framed or framing', () => {
    const directives = Object.fromEntries(shellContentSecurityPolicy().split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));
    expect(directives).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'media-src': "'self' blob:",
      'connect-src': "'self'",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'object-src': "'none'",
    });
    expect(shellContentSecurityPolicy(['https://cdn.example.com'])).toContain("script-src 'self' https://cdn.example.com;");
  });

  it('a remote\'s files, the shell\'s bundle and an API answer: nosniff, referrer policy, no framing', async () => {
    for (const url of ['/remotes/crm/mf-manifest.json', '/remotes/crm/remoteEntry.js', '/main.0123abcd.js', '/runtime-config.json', '/api/thing']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expectProtections(response.headers, url);
      expect(response.headers['content-security-policy'], url).toBe(API_CONTENT_SECURITY_POLICY);
    }
  });
});

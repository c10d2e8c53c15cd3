import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createServiceApp, type ServiceApp } from './app';
import { API_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from './security-headers';
import { createTestInfra, type TestInfra } from './testing';

const INLINE = 'document.title = "ok";';

/** Every answer of a service carries the browser's protections; HTML pages get a policy they work under. */
describe('security headers of every answer', () => {
  let infra: TestInfra;
  let app: ServiceApp;
  let production: ServiceApp;

  const routes = (target: ServiceApp) => {
    target.get('/api/thing', async () => ({ ok: true }));
    target.post('/api/thing', { schema: { body: z.object({ name: z.string() }) } }, async () => ({ ok: true }));
    target.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(`<!doctype html><script>${INLINE}</script><p>ok</p>`));
    target.get('/own-page', async (_request, reply) =>
      reply.type('text/html').header('content-security-policy', pageContentSecurityPolicy({ inlineScripts: [INLINE] })).send(`<script>${INLINE}</script>`),
    );
  };

  beforeAll(async () => {
    infra = await createTestInfra();
    app = await createServiceApp({ name: 'kit-headers', infra });
    production = await createServiceApp({ name: 'kit-headers', infra: { ...infra, config: { ...infra.config, NODE_ENV: 'production' } } });
    routes(app);
    routes(production);
    await Promise.all([app.ready(), production.ready()]);
  });
  afterAll(async () => {
    await Promise.all([app?.close(), production?.close()]);
    await infra.cleanup();
  });

  const expectProtections = (headers: Record<string, unknown>, label: string) => {
    expect(headers['x-content-type-options'], label).toBe('nosniff');
    expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], label).toBe('DENY');
  };

  it('an API answer, a refused input and an unknown path: nosniff, referrer policy, no framing, and a policy that loads nothing', async () => {
    const answers = {
      json: await app.inject({ url: '/api/thing' }),
      badInput: await app.inject({ method: 'POST', url: '/api/thing', payload: { name: 1 } }),
      notFound: await app.inject({ url: '/api/nothing-here' }),
      health: await app.inject({ url: '/health' }),
    };
    expect(answers.badInput.statusCode).toBe(400);
    expect(answers.notFound.statusCode).toBe(404);
    for (const [label, response] of Object.entries(answers)) {
      expectProtections(response.headers, label);
      expect(response.headers['content-security-policy'], label).toBe(API_CONTENT_SECURITY_POLICY);
    }
  });

  it('HSTS in production only (a local http://localhost start would be pinned to HTTPS for a year)', async () => {
    expect((await production.inject({ url: '/api/thing' })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await app.inject({ url: '/api/thing' })).headers['strict-transport-security']).toBeUndefined();
  });

  it('an HTML page without a policy of its own runs only its origin\'s scripts: an inline script (what an injection would be) is not allowed', async () => {
    const response = await app.inject({ url: '/page' });
    expectProtections(response.headers, 'page');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toBe(pageContentSecurityPolicy());
    const directives = Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]));
    expect(directives).toMatchObject({ 'default-src': "'none'", 'script-src': "'self'", 'frame-ancestors': "'none'", 'object-src': "'none'", 'form-action': "'self'" });
  });

  it('a page that declares its inline script keeps its own policy, which allows exactly that script', async () => {
    const response = await app.inject({ url: '/own-page' });
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('Swagger UI: its page gets the page policy (its scripts and styles are its own files), its document the API policy', async () => {
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)[^<]+<\/script>/); // no inline script to allow
    expect(page.headers['content-security-policy']).toBe(pageContentSecurityPolicy());
    const document = await app.inject({ url: '/api/docs/json' });
    expect(document.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expectProtections(document.headers, 'docs json');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp, type ServiceApp } from './app';
import { createTestInfra, type TestInfra } from './testing';

/** With ingress.publicApiDocs the chart routes /api/docs/<service>/ to each service. */
describe('the API documentation under the service\'s own name', () => {
  let infra: TestInfra;
  let app: ServiceApp;

  beforeAll(async () => {
    infra = await createTestInfra();
    app = await createServiceApp({ name: 'kit-docs', infra });
    app.get('/api/thing', { schema: { summary: 'A thing' } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await infra.cleanup();
  });

  it('answers the same document and Swagger UI at /api/docs/<name>/ as at /api/docs/', async () => {
    const own = await app.inject({ url: '/api/docs/kit-docs/json' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual((await app.inject({ url: '/api/docs/json' })).json());
    expect(Object.keys(own.json().paths)).toContain('/api/thing');
    const page = await app.inject({ url: '/api/docs/kit-docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('./static/swagger-ui-bundle.js');
    expect((await app.inject({ url: '/api/docs/kit-docs/static/swagger-initializer.js' })).statusCode).toBe(200);
  });

  it('sends /api/docs/<name> to the trailing slash its relative links need', async () => {
    const response = await app.inject({ url: '/api/docs/kit-docs' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/api/docs/kit-docs/');
  });

  it('documents the API key: its security scheme and a curl example of GET /api/conversation', async () => {
    const document = (await app.inject({ url: '/api/docs/json' })).json();
    expect(document.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer', bearerFormat: 'blc_<id>_<segredo>' });
    expect(document.security).toEqual([{ bearer: [] }, { apiKey: [] }]);
    expect(document.info.description).toContain('Configurações › Integrações de API');
    expect(document.info.description).toContain('curl -H "Authorization: Bearer blc_SUA_CHAVE"');
    expect(document.info.description).toContain('/api/conversation?inboxId=');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceApp, type ServiceApp } from './app';
import { ZBaseConfig, parseConfig, type BaseConfig } from './config';
import { createTestInfra, type TestInfra } from './testing';

/**
 * /metrics tells anyone who reaches it the routes, their traffic and the process's memory. In
 * production it answers only with METRICS_TOKEN as a bearer token, or to anyone when
 * METRICS_PUBLIC=true says so; outside production it stays open unless a token is set.
 */
describe('who may read /metrics', () => {
  const TOKEN = 'scrape-token-0123456789abcdef';
  let infra: TestInfra;
  const apps: ServiceApp[] = [];

  beforeAll(async () => {
    infra = await createTestInfra();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await infra.cleanup();
  });

  async function appWith(config: Partial<BaseConfig>) {
    const app = await createServiceApp({ name: 'kit-metrics', infra: { ...infra, config: { ...infra.config, ...config } } });
    apps.push(app);
    await app.ready();
    return app;
  }
  const scrape = (app: ServiceApp, authorization?: string) => app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

  it('nobody in production when neither METRICS_TOKEN nor METRICS_PUBLIC is set: it answers 404', async () => {
    const app = await appWith({ NODE_ENV: 'production' });
    const response = await scrape(app);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('http_request_duration_seconds');
    expect((await scrape(app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('only the scraper holding METRICS_TOKEN in production: no token or a wrong one gets 401', async () => {
    const app = await appWith({ NODE_ENV: 'production', METRICS_TOKEN: TOKEN });
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789abcdef', `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(app, authorization);
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate'], String(authorization)).toBe('Bearer');
      expect(response.body, String(authorization)).not.toContain('process_cpu');
    }
    const allowed = await scrape(app, `Bearer ${TOKEN}`);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['content-type']).toContain('text/plain');
    expect(allowed.body).toContain('process_cpu_user_seconds_total');
  });

  it('anyone in production when METRICS_PUBLIC=true, unless a token is set too', async () => {
    expect((await scrape(await appWith({ NODE_ENV: 'production', METRICS_PUBLIC: true }))).statusCode).toBe(200);
    expect((await scrape(await appWith({ NODE_ENV: 'production', METRICS_PUBLIC: true, METRICS_TOKEN: TOKEN }))).statusCode).toBe(401);
  });

  it('anyone outside production, as before, unless METRICS_TOKEN or METRICS_PUBLIC=false says otherwise', async () => {
    expect((await scrape(await appWith({ NODE_ENV: 'development' }))).statusCode).toBe(200);
    expect((await scrape(await appWith({ NODE_ENV: 'development', METRICS_TOKEN: TOKEN }))).statusCode).toBe(401);
    expect((await scrape(await appWith({ NODE_ENV: 'development', METRICS_PUBLIC: false }))).statusCode).toBe(404);
  });

  it('refuses a guessable token at start, naming the variable', () => {
    expect(() => parseConfig(ZBaseConfig, { METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(parseConfig(ZBaseConfig, { METRICS_TOKEN: TOKEN, METRICS_PUBLIC: 'true' })).toMatchObject({ METRICS_TOKEN: TOKEN, METRICS_PUBLIC: true });
  });
});

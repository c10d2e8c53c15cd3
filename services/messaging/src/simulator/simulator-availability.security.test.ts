import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '@balcao/service-kit';
import { createTestInfra, serviceCaller, type TestInfra } from '@balcao/service-kit/testing';
import { channelProviderFor } from '../channels/channel-choice';
import { buildMessagingServer, ZMessagingConfig } from '../messaging-server';

const SIMULATOR_CALLS = [
  { method: 'GET', url: '/simulator' },
  { method: 'GET', url: '/api/simulator/devices' },
  { method: 'POST', url: '/api/simulator/scan', payload: { qrcode: 'balcao-sim:qualquer' } },
  { method: 'POST', url: '/api/simulator/messages', payload: {} },
] as const;

/** The simulator is a public stand-in: a production start has it only when CHANNEL_PROVIDER=simulator says so. */
describe('where the simulator exists', () => {
  let infra: TestInfra;

  beforeAll(async () => {
    infra = await createTestInfra({ NODE_ENV: 'production' });
  });
  afterAll(async () => infra?.cleanup());

  const serverWith = async (env: Record<string, string>) => {
    const config = parseConfig(ZMessagingConfig, { NODE_ENV: 'production', MEDIA_SIGNING_SECRET: 'x'.repeat(32), ...env });
    const app = await buildMessagingServer(config, infra);
    await app.ready();
    return app;
  };

  it('chooses the simulator only outside production, unless CHANNEL_PROVIDER names it', () => {
    expect(channelProviderFor({ NODE_ENV: 'development' })).toBe('simulator');
    expect(channelProviderFor({ NODE_ENV: 'test' })).toBe('simulator');
    expect(channelProviderFor({ NODE_ENV: 'production' })).toBe('baileys');
    expect(channelProviderFor({ NODE_ENV: 'production', CHANNEL_PROVIDER: 'simulator' })).toBe('simulator');
    expect(channelProviderFor({ NODE_ENV: 'development', CHANNEL_PROVIDER: 'baileys' })).toBe('baileys');
  });

  it('has no simulator page or routes in a production start without CHANNEL_PROVIDER', async () => {
    const app = await serverWith({});
    try {
      const { call } = serviceCaller(app);
      for (const request of SIMULATOR_CALLS) expect((await call(request)).statusCode, request.url).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('has them in production when CHANNEL_PROVIDER=simulator is set', async () => {
    const app = await serverWith({ CHANNEL_PROVIDER: 'simulator' });
    try {
      const { call } = serviceCaller(app);
      expect((await call({ url: '/simulator' })).statusCode).toBe(200);
      expect((await call({ url: '/api/simulator/devices' })).json()).toEqual({ devices: [] });
    } finally {
      await app.close();
    }
  });
});

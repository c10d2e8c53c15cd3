import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInfra, type TestInfra } from '../testing';
import type { EventBus } from './bus';
import { MemoryEventBus } from './memory-bus';

let infra: TestInfra;
beforeAll(async () => {
  infra = await createTestInfra();
});
afterAll(async () => infra?.cleanup());

describe.each([
  ['NATS', () => infra.bus as EventBus],
  ['memory', () => new MemoryEventBus() as EventBus],
])('request/reply between replicas (%s)', (_name, busOf) => {
  it('answers a request with the serving replica’s value', async () => {
    const bus = busOf();
    const served = await bus.serve!('whatsapp.send.replica-a', async (data) => ({ echoed: data, by: 'replica-a' }));
    await expect(bus.request!('whatsapp.send.replica-a', { to: '5511987654321' })).resolves.toEqual({ echoed: { to: '5511987654321' }, by: 'replica-a' });
    await served.stop();
  });

  it('rethrows the serving replica’s error with its name and message', async () => {
    const bus = busOf();
    const served = await bus.serve!('whatsapp.send.replica-b', async () => {
      throw Object.assign(new Error('Dispositivo desconectado'), { name: 'DeviceNotConnectedError' });
    });
    await expect(bus.request!('whatsapp.send.replica-b', {})).rejects.toMatchObject({ name: 'DeviceNotConnectedError', message: 'Dispositivo desconectado' });
    await served.stop();
  });

  it('fails when no replica serves the subject', async () => {
    await expect(busOf().request!('whatsapp.send.nobody', {}, { timeoutMs: 500 })).rejects.toThrow();
  });
});

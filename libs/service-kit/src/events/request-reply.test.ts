import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInfra, TEST_NATS_URL, type TestInfra } from '../testing';
import type { EventBus } from './bus';
import { MemoryEventBus } from './memory-bus';
import { NatsEventBus } from './nats-bus';

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

describe('request/reply on NATS with several replicas serving one subject', () => {
  it('has each request worked by exactly one replica', async () => {
    const connectReplica = () =>
      NatsEventBus.connect({ url: TEST_NATS_URL, streamName: infra.config.NATS_STREAM, subjectPrefix: `rr-${process.pid}` });
    const replicas = [await connectReplica(), await connectReplica()];
    const worked = [0, 0];
    const served = await Promise.all(
      replicas.map((replica, index) =>
        replica.serve('flows.case-consultations.reserve', async () => {
          worked[index]++;
          return { by: index };
        }),
      ),
    );
    const asker = replicas[0];
    const answers = await Promise.all(Array.from({ length: 40 }, () => asker.request('flows.case-consultations.reserve', {})));
    expect(answers).toHaveLength(40);
    expect(worked[0] + worked[1]).toBe(40);
    for (const subscription of served) await subscription.stop();
    for (const replica of replicas) await replica.close();
  });
});

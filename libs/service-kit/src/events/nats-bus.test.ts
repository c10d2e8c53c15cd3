import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig, ZBaseConfig } from '../config';
import { createTestInfra, TEST_NATS_URL, type TestInfra } from '../testing';
import { NatsEventBus, natsServersOf, whileJetStreamRecovers } from './nats-bus';

let infra: TestInfra;
beforeAll(async () => {
  infra = await createTestInfra();
});
afterAll(async () => infra?.cleanup());

const event = (type: string, id = randomUUID()) => ({ id, type, occurredAt: new Date().toISOString(), officeId: randomUUID(), payload: { note: 'x' } });

describe('publishing to JetStream', () => {
  it('settles each of many concurrent publishes once the stream stored it, and stores an id once', async () => {
    const before = await infra.bus.storedCount();
    const events = Array.from({ length: 50 }, () => event('balcao.kit.note.added'));
    await Promise.all(events.map((each) => infra.bus.publish(each)));
    expect(await infra.bus.storedCount()).toBe(before + 50);
    // Republished (a relay that crashed before marking): JetStream drops the copy by Nats-Msg-Id.
    await Promise.all(events.slice(0, 10).map((each) => infra.bus.publish(each)));
    expect(await infra.bus.storedCount()).toBe(before + 50);
  });

  it('fails, and does not hang, when no stream takes the subject', async () => {
    await expect(infra.bus.publish(event('outside.the.stream'))).rejects.toThrow(/JetStream publish failed: 503/);
  });
});

describe('consuming from JetStream', () => {
  it('keeps a message with its handler while it runs past the ack wait: handled once, not redelivered', async () => {
    const bus = await NatsEventBus.connect({ url: TEST_NATS_URL, streamName: `KIT_ACK_${randomUUID().slice(0, 8)}`, subjectPrefix: `kitack${randomUUID().slice(0, 8)}`, ackWaitMs: 1_000 });
    try {
      const handled: string[] = [];
      let finished = 0;
      const subscription = await bus.subscribe({
        durable: 'slow-handler',
        types: ['balcao.kit.slow.handled'],
        handler: async (each) => {
          handled.push(each.id);
          await new Promise((resolve) => setTimeout(resolve, 2_500));
          finished += 1;
        },
      });
      const slow = event('balcao.kit.slow.handled');
      await bus.publish(slow);
      await expect.poll(() => finished, { timeout: 10_000 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(handled).toEqual([slow.id]);
      await subscription.stop();
    } finally {
      await bus.deleteStream();
      await bus.close();
    }
  });
});

describe('broadcasting to every replica', () => {
  it('hands a replica what the others broadcast, and not what it broadcast itself', async () => {
    const heardByA: unknown[] = [];
    const heardByB: unknown[] = [];
    const subject = `kit-test-${randomUUID()}`;
    const a = await infra.bus.onBroadcast(subject, (data) => heardByA.push(data), { exceptOrigin: 'replica-a' });
    const b = await infra.bus.onBroadcast(subject, (data) => heardByB.push(data), { exceptOrigin: 'replica-b' });
    await infra.bus.broadcast(subject, { from: 'a' }, { origin: 'replica-a' });
    await infra.bus.broadcast(subject, { from: 'b' }, { origin: 'replica-b' });
    await infra.bus.broadcast(subject, { from: 'someone' });
    await expect.poll(() => heardByA.length + heardByB.length).toBe(4);
    expect(heardByA).toEqual([{ from: 'b' }, { from: 'someone' }]);
    expect(heardByB).toEqual([{ from: 'a' }, { from: 'someone' }]);
    await Promise.all([a.stop(), b.stop()]);
  });
});

describe('the stream replica count (NATS_STREAM_REPLICAS)', () => {
  const streams: string[] = [];
  afterAll(async () => {
    const { connect } = await import('nats');
    const nc = await connect({ servers: TEST_NATS_URL });
    const jsm = await nc.jetstreamManager();
    for (const name of streams) await jsm.streams.delete(name).catch(() => undefined);
    await nc.close();
  });
  const fresh = () => {
    const name = `REPLICAS_${randomUUID().slice(0, 8)}`;
    streams.push(name);
    return name;
  };

  it('creates the stream with the configured count and starts again on it without change', async () => {
    const streamName = fresh();
    const first = await NatsEventBus.connect({ url: TEST_NATS_URL, streamName, subjectPrefix: streamName.toLowerCase(), replicas: 1 });
    const again = await NatsEventBus.connect({ url: TEST_NATS_URL, streamName, subjectPrefix: streamName.toLowerCase(), replicas: 1 });
    const { connect } = await import('nats');
    const nc = await connect({ servers: TEST_NATS_URL });
    expect((await (await nc.jetstreamManager()).streams.info(streamName)).config.num_replicas).toBe(1);
    await nc.close();
    await Promise.all([first.close(), again.close()]);
  });

  it('stops the start naming the setting when the server cannot keep that many copies, creating or updating', async () => {
    // The machine's NATS is one server: 3 copies of a new stream, or of an existing one, are refused.
    await expect(NatsEventBus.connect({ url: TEST_NATS_URL, streamName: fresh(), subjectPrefix: 'replicas-new', replicas: 3 })).rejects.toThrow(
      /NATS_STREAM_REPLICAS=3: the NATS server could not create stream/,
    );
    const streamName = fresh();
    const bus = await NatsEventBus.connect({ url: TEST_NATS_URL, streamName, subjectPrefix: streamName.toLowerCase(), replicas: 1 });
    await expect(NatsEventBus.connect({ url: TEST_NATS_URL, streamName, subjectPrefix: streamName.toLowerCase(), replicas: 3 })).rejects.toThrow(
      /NATS_STREAM_REPLICAS=3: the NATS server could not update \(it has 1\) stream/,
    );
    await bus.close();
  });

  it('is a whole number from 1 to 5', () => {
    expect(parseConfig(ZBaseConfig, {}).NATS_STREAM_REPLICAS).toBe(1);
    expect(parseConfig(ZBaseConfig, { NATS_STREAM_REPLICAS: '3' }).NATS_STREAM_REPLICAS).toBe(3);
    for (const bad of ['0', '6', 'tres', '1.5']) expect(() => parseConfig(ZBaseConfig, { NATS_STREAM_REPLICAS: bad })).toThrow(/NATS_STREAM_REPLICAS/);
  });
});

describe('NATS_URL', () => {
  it('lists one server or several of a cluster separated by commas', () => {
    expect(natsServersOf('nats://127.0.0.1:4222')).toEqual(['nats://127.0.0.1:4222']);
    expect(natsServersOf('nats://a:4222, nats://b:4222,nats://c:4222,')).toEqual(['nats://a:4222', 'nats://b:4222', 'nats://c:4222']);
  });

  it('connects through any listed server that answers', async () => {
    const bus = await NatsEventBus.connect({ url: `nats://127.0.0.1:1,${TEST_NATS_URL}`, streamName: infra.config.NATS_STREAM, subjectPrefix: infra.config.NATS_SUBJECT_PREFIX });
    await bus.ping();
    await bus.close();
  });
});

describe('a start while the JetStream cluster recovers (found by the chaos run)', () => {
  const unavailable = () => Object.assign(new Error('503'), { code: '503', api_error: { description: 'JetStream system temporarily unavailable' } });

  it('asks again until the leaders are back, instead of exiting', async () => {
    let calls = 0;
    const value = await whileJetStreamRecovers(
      async () => {
        calls += 1;
        if (calls < 3) throw unavailable();
        if (calls < 4) throw Object.assign(new Error('TIMEOUT'), { code: 'TIMEOUT' });
        return 'ready';
      },
      { delayMs: 1 },
    );
    expect(value).toBe('ready');
    expect(calls).toBe(4);
  });

  it('reports at once an error that waiting does not cure, and gives up on a cluster that never recovers', async () => {
    let calls = 0;
    await expect(
      whileJetStreamRecovers(async () => {
        calls += 1;
        throw Object.assign(new Error('stream not found'), { code: '404' });
      }),
    ).rejects.toThrow('stream not found');
    expect(calls).toBe(1);
    await expect(whileJetStreamRecovers(async () => Promise.reject(unavailable()), { timeoutMs: 30, delayMs: 5 })).rejects.toThrow('503');
  });
});

describe('connecting to a cluster with a node that accepts but never answers (SIGSTOP, found by the chaos run)', () => {
  it('reaches the node that answers instead of exiting on the silent one\'s timeout', async () => {
    const { createServer } = await import('node:net');
    const held: import('node:net').Socket[] = [];
    const silent = createServer((socket) => void held.push(socket)).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const bus = await NatsEventBus.connect({ url: `nats://127.0.0.1:${port},${TEST_NATS_URL}`, streamName: infra.config.NATS_STREAM, subjectPrefix: infra.config.NATS_SUBJECT_PREFIX });
      await bus.ping();
      await bus.close();
    } finally {
      for (const socket of held) socket.destroy();
      silent.close();
    }
  }, 60_000);
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInfra, type TestInfra } from '../testing';

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

import { describe, expect, it } from 'vitest';
import type { EventEnvelope } from '@balcao/contracts';
import { MemoryEventBus } from './memory-bus';

const event = (id: string, type = 'balcao.test.thing.happened'): EventEnvelope => ({
  id,
  type,
  occurredAt: new Date().toISOString(),
  officeId: '00000000-0000-4000-8000-000000000001',
  payload: { id },
});

describe('in-process bus keeps the at-least-once contract of JetStream', () => {
  it('broadcasts to every listener but the one that names itself the origin', async () => {
    const bus = new MemoryEventBus();
    const heard: string[] = [];
    await bus.onBroadcast('frames', (data) => heard.push(`a heard ${String(data)}`), { exceptOrigin: 'a' });
    await bus.onBroadcast('frames', (data) => heard.push(`b heard ${String(data)}`), { exceptOrigin: 'b' });
    await bus.broadcast('frames', 'from a', { origin: 'a' });
    await bus.broadcast('frames', 'from nobody');
    expect(heard).toEqual(['b heard from a', 'a heard from nobody', 'b heard from nobody']);
  });

  it('drops a republished event with the same id', async () => {
    const bus = new MemoryEventBus();
    const seen: string[] = [];
    await bus.subscribe({ durable: 'a', types: ['balcao.test.thing.happened'], handler: async (e) => void seen.push(e.id) });
    await bus.publish(event('11111111-1111-4111-8111-111111111111'));
    await bus.publish(event('11111111-1111-4111-8111-111111111111'));
    await expect.poll(() => seen.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toHaveLength(1);
  });

  it('redelivers an event whose handler failed, then moves on in order', async () => {
    const bus = new MemoryEventBus();
    const seen: string[] = [];
    let failures = 0;
    await bus.subscribe({
      durable: 'b',
      types: ['balcao.test.thing.happened'],
      handler: async (e) => {
        if (e.id.startsWith('2') && failures++ === 0) throw new Error('transient');
        seen.push(e.id);
      },
    });
    await bus.publish(event('21111111-1111-4111-8111-111111111111'));
    await bus.publish(event('31111111-1111-4111-8111-111111111111'));
    await expect.poll(() => seen, { timeout: 3000 }).toEqual(['21111111-1111-4111-8111-111111111111', '31111111-1111-4111-8111-111111111111']);
  });

  it('a durable subscriber that comes back resumes after what it handled, and ignores other types', async () => {
    const bus = new MemoryEventBus();
    const first: string[] = [];
    const sub = await bus.subscribe({ durable: 'c', types: ['balcao.test.thing.happened'], handler: async (e) => void first.push(e.id) });
    await bus.publish(event('41111111-1111-4111-8111-111111111111'));
    await expect.poll(() => first.length).toBe(1);
    await sub.stop();
    await bus.publish(event('51111111-1111-4111-8111-111111111111'));
    await bus.publish(event('61111111-1111-4111-8111-111111111111', 'balcao.test.other.happened'));
    const second: string[] = [];
    await bus.subscribe({ durable: 'c', types: ['balcao.test.thing.happened'], handler: async (e) => void second.push(e.id) });
    await expect.poll(() => second).toEqual(['51111111-1111-4111-8111-111111111111']);
  });
});

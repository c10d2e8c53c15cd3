import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryStore, RedisStore, type KeyValueStore } from './store';
import { TEST_REDIS_URL } from './testing';

const redis = RedisStore.connect(TEST_REDIS_URL, `balcao-test:take-${randomBytes(3).toString('hex')}:`);
const memory = new MemoryStore();

afterAll(async () => {
  await redis.redis.del('once', 'raced', 'short');
  await redis.close();
});

describe.each([
  ['Redis', redis],
  ['memory', memory],
] as [string, KeyValueStore][])('take on the %s store', (_kind, store) => {
  it('answers a value once and then null', async () => {
    await store.set('once', 'valor', 30);
    expect(await store.take('once')).toBe('valor');
    expect(await store.take('once')).toBeNull();
    expect(await store.get('once')).toBeNull();
  });

  it('gives the value to exactly one of many takes at the same moment', async () => {
    await store.set('raced', 'valor', 30);
    const taken = await Promise.all(Array.from({ length: 20 }, () => store.take('raced')));
    expect(taken.filter((value) => value === 'valor')).toHaveLength(1);
    expect(taken.filter((value) => value === null)).toHaveLength(19);
  });

  it('answers null for a key past its time to live', async () => {
    await store.set('short', 'valor', 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await store.take('short')).toBeNull();
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisStore } from './store';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const until = async (check: () => boolean, ms = 10_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
};

describe('a Redis that goes away', () => {
  let redis: ChildProcess | null = null;
  let store: RedisStore | null = null;
  afterAll(async () => {
    await store?.close();
    redis?.kill('SIGKILL');
  });

  it('is reported once per outage, not at every reconnection attempt, and commands fail meanwhile', async () => {
    const port = await freePort();
    const warnings: string[] = [];
    store = RedisStore.connect(`redis://127.0.0.1:${port}`, 'balcao-test:unavailable:', (message) => warnings.push(message));

    await sleep(1_500); // ioredis has retried several times by now
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Redis unavailable \(.*ECONNREFUSED.*\); reconnecting$/);
    await expect(store.get('chave')).rejects.toThrow();

    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await until(() => store!.redis.status === 'ready');
    await store.set('chave', 'valor', 30);
    expect(await store.get('chave')).toBe('valor');

    redis.kill('SIGKILL');
    redis = null;
    await until(() => warnings.length === 2);
    await sleep(1_000);
    expect(warnings).toHaveLength(2);
  }, 30_000);
});

// Child process of the standalone-reads bench: the whole product as `npm start` serves it (every
// service on one Fastify server), on the embedded PostgreSQL or, when BENCH_DATABASE_URL is set,
// on that PostgreSQL; seeded with the demo office, 200 contacts with a conversation each and tags.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '@balcao/service-kit';
import { ZStandaloneConfig } from '@balcao/standalone/config';
import { DEMO, seedDemo } from '@balcao/standalone/seed';
import { buildStandaloneServer } from '@balcao/standalone/server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-bench-reads-'));
const config = parseConfig(ZStandaloneConfig, {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.BENCH_DATABASE_URL,
  DATABASE_POOL_SIZE: '20',
});
const { app, close } = await buildStandaloneServer({ ...config, NATS_URL: undefined, REDIS_URL: undefined }, { serveUi: false });
await seedDemo(app);

async function call<T>(method: 'GET' | 'POST', url: string, payload?: object, token?: string): Promise<T> {
  const response = await app.inject({ method, url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (response.statusCode >= 400) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

const { token, user } = await call<{ token: string; user: { inboxes: { id: string }[] } }>('POST', '/api/auth/login', { email: DEMO.owner.email, password: DEMO.owner.password });
const inboxId = user.inboxes[0]!.id;
const device = await call<{ id: string }>('POST', '/api/integration/create', { name: 'Bench', inboxId }, token);
for (let index = 0; index < 8; index += 1) await call('POST', '/api/tag', { name: `Etiqueta ${index}`, inboxId, modules: ['conversas', 'pessoas'] }, token);
for (let index = 0; index < 200; index += 1) {
  const person = await call<{ id: string }>('POST', '/api/people', { name: `Cliente ${index}`, phoneNumber: `119${String(80000000 + index)}`, inboxId }, token);
  await call('POST', '/api/conversation', { inboxId, personId: person.id, integrationId: device.id }, token);
}

await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: (app.server.address() as { port: number }).port, token, inboxId });

process.on('message', async (message) => {
  if (message === 'stop') {
    await close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  }
});

// Child process of the api bench's npm-start part: the whole product as `npm start` serves it
// (every service on one Fastify server, database bus, memory store), on the embedded PostgreSQL
// or, when BENCH_DATABASE_URL is set, on that PostgreSQL. The parent seeds it over HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseConfig } from '@balcao/service-kit';
import { ZStandaloneConfig } from '@balcao/standalone/config';
import { buildStandaloneServer } from '@balcao/standalone/server';
import { answerBenchParent } from './bench-child';

const dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-bench-reads-'));
const config = parseConfig(ZStandaloneConfig, {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
  DATABASE_POOL_SIZE: '20',
  DEV_MAILBOX: 'true',
});
const { app, close } = await buildStandaloneServer({ ...config, NATS_URL: undefined, REDIS_URL: undefined }, { serveUi: false });

await app.listen({ host: '127.0.0.1', port: 0 });
answerBenchParent({ port: (app.server.address() as { port: number }).port }, async () => {
  await close().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
});

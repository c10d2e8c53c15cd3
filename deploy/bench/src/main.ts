// Benchmarks that run on one machine (ARCHITECTURE §9): figures as ratios against the raw limit
// of the same machine in the same run, not timed assertions. Usage: npm run bench
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function authUsersBench() {
  const child = fork(path.join(import.meta.dirname, 'auth-users-server.ts'), { execArgv: ['--import', 'tsx'], stdio: 'inherit' });
  const ready = await new Promise<{ fullPort: number; barePort: number; token: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as never));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  // Warm both up so JIT and pools are hot before measuring.
  await autocannon({ url: `http://127.0.0.1:${ready.barePort}/bare`, connections: 8, duration: 2 });
  await autocannon({ url: `http://127.0.0.1:${ready.fullPort}/api/user?page=1&limit=10`, connections: 8, duration: 2, headers: { authorization: `Bearer ${ready.token}` } });

  const bare = await load(`http://127.0.0.1:${ready.barePort}/bare`);
  const full = await load(`http://127.0.0.1:${ready.fullPort}/api/user?page=1&limit=10`, { authorization: `Bearer ${ready.token}` });
  child.send('stop');
  await new Promise((resolve) => child.once('exit', resolve));

  console.log(`\nGET /api/user (JWT RS256 + tenancy + PostgreSQL count and page + zod) vs bare Fastify route`);
  console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s each, same process and run\n`);
  console.table({ bare: bare, 'GET /api/user': full });
  console.log(`throughput ratio (full / bare): ${(full.requestsPerSecond / bare.requestsPerSecond).toFixed(3)}`);
  console.log(`p99 ratio (full / bare): ${(full.p99 / Math.max(bare.p99, 1)).toFixed(1)}x`);
  if (full.non2xx > 0 || full.errors > 0) {
    console.error('The full-stack route answered errors during the run: the figures are not valid.');
    process.exitCode = 1;
  }
}

/**
 * The screens' reads on the server `npm start` runs, on its embedded PostgreSQL and on this
 * machine's PostgreSQL (BENCH_POSTGRES_URL, default 127.0.0.1:5432), one server after the other
 * with the same data, so the embedded engine's cost shows as a ratio.
 */
async function standaloneReadsBench() {
  const machineUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `balcao_bench_reads_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: machineUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const externalUrl = new URL(machineUrl);
  externalUrl.pathname = `/${databaseName}`;

  const rows: Record<string, Record<string, number | string>> = {};
  try {
    for (const [engine, databaseUrl] of [['embedded', undefined], ['machine', externalUrl.toString()]] as const) {
      const child = fork(path.join(import.meta.dirname, 'standalone-reads-server.ts'), {
        execArgv: ['--import', 'tsx'],
        stdio: 'inherit',
        env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' },
      });
      const ready = await new Promise<{ port: number; token: string; inboxId: string }>((resolve, reject) => {
        child.once('message', (message) => resolve(message as never));
        child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
      });
      const headers = { authorization: `Bearer ${ready.token}` };
      for (const read of standaloneReads(ready.inboxId)) {
        const url = `http://127.0.0.1:${ready.port}${read}`;
        await autocannon({ url, connections: 8, duration: 2, headers });
        const figures = await load(url, headers);
        if (figures.errors > 0 || figures.non2xx > 0) process.exitCode = 1;
        const row = (rows[read.split('?')[0]!] ??= {});
        row[`${engine} req/s`] = figures.requestsPerSecond;
        row[`${engine} p99 ms`] = figures.p99;
      }
      child.send('stop');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  } finally {
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
  for (const row of Object.values(rows)) row['machine / embedded req/s'] = (Number(row['machine req/s']) / Number(row['embedded req/s'])).toFixed(2);
  console.log(`\nScreen reads on the standalone server: embedded PostgreSQL vs this machine's PostgreSQL`);
  console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s each, demo office with 200 conversations\n`);
  console.table(rows);
  if (process.exitCode) console.error('A read answered errors during the run: the figures are not valid.');
}

const standaloneReads = (inboxId: string) => [
  '/api/auth/me',
  `/api/conversation?inboxId=${inboxId}&limit=50`,
  `/api/people?inboxId=${inboxId}&page=1&limit=10`,
  `/api/tag?inboxId=${inboxId}`,
  `/api/fast-message?inboxId=${inboxId}`,
  '/api/user?page=1&limit=10',
];

const which = process.argv[2];
if (which === undefined) {
  await authUsersBench();
  await standaloneReadsBench();
} else if (which === 'auth-users') await authUsersBench();
else if (which === 'standalone-reads') await standaloneReadsBench();
else if (which === 'ingest') await import('./ingest');
else {
  console.error(`Unknown benchmark '${which}'. Available: auth-users, standalone-reads, ingest`);
  process.exitCode = 1;
}

// Benchmarks that run on one machine (ARCHITECTURE §9): figures as ratios against the raw limit
// of the same machine in the same run, not timed assertions. Usage: npm run bench
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { Pool } from 'undici';

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

/** The board query's core statement (each column's first page of VIP leads by last interaction), run raw. */
const RAW_BOARD_PAGE = `
  select page.id from crm.funnel_columns c cross join lateral (
    select l.id, row_number() over (order by l.last_interaction_at desc, l.id desc) as rank
    from crm.leads l
    where l.column_id = c.id and l.funnel_id = $1
      and exists (select 1 from crm.lead_tags t where t.lead_id = l.id and t.tag_id = any($2::uuid[]))
    order by l.last_interaction_at desc, l.id desc limit 25
  ) page
  where c.funnel_id = $1 order by c.id, page.rank`;

/** Latency figures of a run: requests per second held, p50 and p99 in ms. */
function latencyFigures(latencies: number[], seconds: number) {
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]! * 10) / 10;
  return { requestsPerSecond: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99) };
}

/**
 * `users` people on a screen for `seconds`: each asks for `url`, reads the answer, then thinks
 * for a random while (exponential, one second on average) before asking again, as k6's virtual
 * users with a sleep do. Their starts are spread over the first second.
 */
async function usersLoad(url: string, headers: Record<string, string>, users: number, seconds: number) {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: users });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const think = (meanMs: number) => new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * meanMs));
  await Promise.all(
    Array.from({ length: users }, async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await pool.request({ path: target.pathname + target.search, method: 'GET', headers });
        await response.body.text();
        if (response.statusCode !== 200) errors += 1;
        latencies.push(performance.now() - started);
        await think(1000);
      }
    }),
  );
  await pool.close();
  return { ...latencyFigures(latencies, seconds), errors };
}

/** `connections` clients running `text` back to back for `seconds`: latencies of every run. */
async function rawQueryLoad(databaseUrl: string, text: string, values: unknown[], connections: number, seconds: number) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      while (performance.now() < deadline) {
        const started = performance.now();
        await client.query({ name: 'raw-board-page', text, values });
        latencies.push(performance.now() - started);
      }
      await client.end();
    }),
  );
  return latencyFigures(latencies, seconds);
}

/**
 * The CRM board of a funnel with 10,000 leads in 8 columns, filtered by a tag and sorted by last
 * interaction, at 50 concurrent users, next to the board's core statement run raw with 50
 * connections on the same database in the same run.
 */
async function crmBoardBench() {
  const users = Number(process.env.BENCH_USERS ?? 50);
  const machineUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `balcao_bench_crm_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: machineUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const databaseUrl = new URL(machineUrl);
  databaseUrl.pathname = `/${databaseName}`;
  try {
    const child = fork(path.join(import.meta.dirname, 'crm-board-server.ts'), {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl.toString() },
    });
    const ready = await new Promise<{ port: number; token: string; funnelId: string; tagId: string }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as never));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${ready.port}/api/funnel-column?funnelId=${ready.funnelId}&tags=${ready.tagId}&sortField=lastInteraction&sortOrder=desc`;
    const headers = { authorization: `Bearer ${ready.token}` };
    await autocannon({ url, connections: 8, duration: 2, headers });
    const figuresOf = (result: autocannon.Result) => ({
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
    // Users who look at the board and act: each asks for it again about a second after an answer.
    const paced = await usersLoad(url, headers, users, DURATION_SECONDS);
    // Users who ask again the moment the last answer arrives: the board's throughput.
    const backToBack = figuresOf(await autocannon({ url, connections: users, duration: DURATION_SECONDS, headers }));
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    const raw = await rawQueryLoad(databaseUrl.toString(), RAW_BOARD_PAGE, [ready.funnelId, [ready.tagId]], users, DURATION_SECONDS);

    console.log(`\nCRM board: 10,000 leads in 8 columns, filtered by tag, sorted by last interaction`);
    console.log(`${users} concurrent users, ${DURATION_SECONDS} s each, this machine's PostgreSQL, same run\n`);
    console.table({ [`board, ${users} users once a second`]: paced, [`board, ${users} users back to back`]: backToBack, 'raw board statement, back to back': raw });
    console.log(`board p99 with ${users} users once a second: ${paced.p99} ms (target < 50 ms); raw statement p99: ${raw.p99} ms`);
    if (paced.errors > 0 || backToBack.errors > 0) {
      console.error('The board answered errors during the run: the figures are not valid.');
      process.exitCode = 1;
    }
  } finally {
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
}

const which = process.argv[2];
if (which === undefined) {
  await authUsersBench();
  await standaloneReadsBench();
  await crmBoardBench();
} else if (which === 'auth-users') await authUsersBench();
else if (which === 'crm-board') await crmBoardBench();
else if (which === 'standalone-reads') await standaloneReadsBench();
else if (which === 'ingest') await import('./ingest');
else if (which === 'flow-runtime') await import('./flow-runtime');
else if (which === 'first-load') await import('./first-load');
else if (which === 'dashboard') await import('./dashboard');
else {
  console.error(`Unknown benchmark '${which}'. Available: auth-users, standalone-reads, crm-board, ingest, flow-runtime, dashboard, first-load`);
  process.exitCode = 1;
}

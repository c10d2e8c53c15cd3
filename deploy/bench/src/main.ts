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

/** The screens' reads on the server `npm start` runs, on its embedded PostgreSQL and on this machine's (api-reads.ts). */
async function standaloneReadsBench() {
  process.env.BENCH_API_PARTS = 'standalone,standalone-machine';
  await import('./api-reads');
}

/** Latency figures of a run: requests per second held, p50 and p99 in ms. */
function latencyFigures(latencies: number[], seconds: number) {
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]! * 10) / 10;
  return { requestsPerSecond: Math.round(latencies.length / seconds), p50: at(0.5), p99: at(0.99) };
}

/** One user's way of asking: resolves true when the answer is a success. */
type Ask = () => Promise<boolean>;

/**
 * `users` people on a screen for `seconds`: each asks (`askOf` gives each user theirs), reads
 * the answer, then thinks for a random while (exponential, one second on average) before asking
 * again, as k6's virtual users with a sleep do. Their starts are spread over the first second.
 */
async function usersLoad(users: number, seconds: number, askOf: (user: number) => Ask) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const think = (meanMs: number) => new Promise((resolve) => setTimeout(resolve, -Math.log(1 - Math.random()) * meanMs));
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      const ask = askOf(user);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 1000));
      while (performance.now() < deadline) {
        const started = performance.now();
        if (!(await ask())) errors += 1;
        latencies.push(performance.now() - started);
        await think(1000);
      }
    }),
  );
  return { ...latencyFigures(latencies, seconds), errors };
}

/** `clients` asking back to back for `seconds`: latencies of every answer. */
async function backToBackLoad(clients: Ask[], seconds: number) {
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (ask) => {
      while (performance.now() < deadline) {
        const started = performance.now();
        await ask();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencyFigures(latencies, seconds);
}

/** `count` connections to `databaseUrl`, each running the statement prepared, as the server's pool does. */
async function statementClients(databaseUrl: string, statement: { text: string; values: unknown[] }, count: number) {
  const clients = await Promise.all(
    Array.from({ length: count }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  const asks = clients.map((client): Ask => async () => (await client.query({ name: 'board', ...statement })).rowCount === 1);
  return { asks, end: () => Promise.all(clients.map((client) => client.end())) };
}

/**
 * The CRM board of a funnel with 10,000 leads in 8 columns, filtered by a tag and sorted by last
 * interaction, at 50 concurrent users; next to it, on the same database in the same run, the
 * one statement the server runs for it (its text and values from the server), run raw: alone
 * on one connection (the single-query time), by the same users at the same pace, back to back.
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
    const ready = await new Promise<{ port: number; token: string; boardPath: string; statement: { text: string; values: unknown[] } }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as never));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
    const url = `http://127.0.0.1:${ready.port}${ready.boardPath}`;
    const headers = { authorization: `Bearer ${ready.token}` };
    await autocannon({ url, connections: 8, duration: 2, headers });
    const figuresOf = (result: autocannon.Result) => ({
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    });
    // Users who look at the board and act: each asks for it again about a second after an answer.
    const pool = new Pool(new URL(url).origin, { connections: users });
    const paced = await usersLoad(users, DURATION_SECONDS, () => async () => {
      const response = await pool.request({ path: ready.boardPath, method: 'GET', headers });
      await response.body.text();
      return response.statusCode === 200;
    });
    await pool.close();
    // Users who ask again the moment the last answer arrives: the board's throughput.
    const backToBack = figuresOf(await autocannon({ url, connections: users, duration: DURATION_SECONDS, headers }));
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));

    const raw = await statementClients(databaseUrl.toString(), ready.statement, users);
    await backToBackLoad(raw.asks.slice(0, 8), 2);
    const rawAlone = await backToBackLoad(raw.asks.slice(0, 1), DURATION_SECONDS);
    const rawPaced = await usersLoad(users, DURATION_SECONDS, (user) => raw.asks[user]!);
    const rawBackToBack = await backToBackLoad(raw.asks, DURATION_SECONDS);
    await raw.end();

    console.log(`\nCRM board: 10,000 leads in 8 columns, filtered by tag, sorted by last interaction`);
    console.log(`${users} concurrent users, ${DURATION_SECONDS} s each, this machine's PostgreSQL, same run\n`);
    console.table({
      [`board, ${users} users once a second`]: paced,
      [`board, ${users} users back to back`]: backToBack,
      'its statement raw, 1 connection back to back': rawAlone,
      [`its statement raw, ${users} users once a second`]: rawPaced,
      [`its statement raw, ${users} connections back to back`]: rawBackToBack,
    });
    console.log(`board p99 with ${users} users once a second: ${paced.p99} ms (target < 50 ms); its statement raw: p99 ${rawAlone.p99} ms alone, ${rawPaced.p99} ms with ${users} users once a second`);
    if (paced.errors > 0 || backToBack.errors > 0 || rawPaced.errors > 0) {
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
else if (which === 'api') await import('./api-reads');
else if (which === 'ingest') await import('./ingest');
else if (which === 'flow-runtime') await import('./flow-runtime');
else if (which === 'agent-runtime') await import('./agent-runtime');
else if (which === 'first-load') await import('./first-load');
else if (which === 'dashboard') await import('./dashboard');
else if (which === 'lists') await import('./lists');
else if (which === 'faq') await import('./faq');
else {
  console.error(`Unknown benchmark '${which}'. Available: auth-users, api, standalone-reads, crm-board, ingest, flow-runtime, agent-runtime, dashboard, first-load, lists, faq`);
  process.exitCode = 1;
}

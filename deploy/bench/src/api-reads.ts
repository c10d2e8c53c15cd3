// Screen reads near one query (issue 20 parts 2 and 5). Usage: npm run bench -- api
//
// Cluster: each service in its own process on the real PostgreSQL, NATS JetStream and Redis
// (api-reads-server.ts), one office seeded through the API. Per read of an attendant's screens:
// req/s and p99 at BENCH_CONNECTIONS (32) next to /health of the same process and next to the
// read's reference route in that process (one SQL statement returning the same rows as JSON).
// Targets: read ≥ 0.5× its reference, ≥ 0.10× /health, p99 ≤ 25 ms.
//
// npm start: the same reads on the standalone server (every service in one process, embedded
// PostgreSQL, database bus, memory store) with the same data. Target: within 1.5× of the cluster
// figures on this machine's PostgreSQL.
//
// BENCH_API_PARTS=cluster,standalone,standalone-machine picks the parts (default cluster,standalone;
// standalone-machine runs the standalone server on this machine's PostgreSQL too).
// BENCH_CPU_PROF=<dir>: CPU profiles of each server process in <dir>/<role>, written when it stops.
// BENCH_API_READS=tag,auth-me picks the reads (default all).
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createTestInfra } from '@balcao/service-kit/testing';
import { READS, type ReadTarget, type ReferenceParams } from './api-reads-references';
import { seedOffice, type SeededOffice } from './api-reads-seed';
import { cpuMsByPid, serviceEnv } from './bench-kit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PARTS = new Set((process.env.BENCH_API_PARTS ?? 'cluster,standalone').split(',').map((part) => part.trim()));
const PICKED = process.env.BENCH_API_READS ? new Set(process.env.BENCH_API_READS.split(',').map((name) => name.trim())) : undefined;
const MEASURED_READS = READS.filter((read) => !PICKED || PICKED.has(read.name));
const TARGETS = { ofReference: 0.5, ofHealth: 0.1, p99Ms: 25, standaloneWithin: 1.5 };

interface Figures {
  rps: number;
  p99: number;
  /** CPU per request of the server process and of PostgreSQL's processes (when local), in ms. */
  serverMs: number;
  postgresMs: number;
}

/** CPU ms the processes alive at both readings used between them. */
function cpuMsBetween(before: Map<number, number>, after: Map<number, number>) {
  let used = 0;
  for (const [pid, ms] of after) if (before.has(pid)) used += ms - before.get(pid)!;
  return used;
}

const postgresPids = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    })
    .map(Number);

/** A short warm-up (JIT, pools, prepared statements), then the measured run; errors void the figures. */
async function measure(url: string, headers: Record<string, string>, serverPid: number): Promise<Figures> {
  await autocannon({ url, connections: 8, duration: 2, headers });
  const postgres = postgresPids();
  const [serverBefore, postgresBefore] = [cpuMsByPid([serverPid]), cpuMsByPid(postgres)];
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const [serverAfter, postgresAfter] = [cpuMsByPid([serverPid]), cpuMsByPid(postgres)];
  if (result.errors > 0 || result.non2xx > 0) {
    console.error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers (by status: ${JSON.stringify(result.statusCodeStats)}): the figures are not valid`);
    process.exitCode = 1;
  }
  const perRequest = (ms: number) => Math.round((ms / Math.max(result.requests.total, 1)) * 1000) / 1000;
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, serverMs: perRequest(cpuMsBetween(serverBefore, serverAfter)), postgresMs: perRequest(cpuMsBetween(postgresBefore, postgresAfter)) };
}

function startChild(file: string, args: string[], env: NodeJS.ProcessEnv, profileName: string) {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.join(process.env.BENCH_CPU_PROF, profileName)}`] : [];
  const child = fork(path.join(import.meta.dirname, file), args, { execArgv: ['--import', 'tsx', ...profile], stdio: 'inherit', env });
  const ready = new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { port: number }));
    child.once('exit', (code) => reject(new Error(`${profileName} server exited with ${code}`)));
  });
  return { child, ready };
}

function stopChild(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.send('stop');
  });
}

const SERVICE_OF_PREFIX: [string, ReadTarget['service']][] = [
  ['/api/auth/', 'auth'],
  ['/api/user', 'auth'],
  ['/api/agent', 'agents'],
  ['/api/funnel', 'crm'],
  ['/api/calendar-event', 'crm'],
  ['/api/flow', 'flows'],
  ['/api/notifications', 'notifications'],
  ['/api/', 'messaging'],
];
const serviceOf = (apiPath: string) => SERVICE_OF_PREFIX.find(([prefix]) => apiPath.startsWith(prefix))![1];

const paramsOf = (office: SeededOffice): ReferenceParams => ({ officeId: office.officeId, inboxId: office.inboxId, userId: office.userId, start: office.monthStart, end: office.monthEnd });

interface ClusterRow {
  read: Figures;
  reference: Figures;
  health: Figures;
}

async function clusterFigures(): Promise<Map<string, ClusterRow>> {
  const infra = await createTestInfra({ LOG_LEVEL: 'silent' });
  const env = serviceEnv(infra);
  const rows = new Map<string, ClusterRow>();
  const childOf = {} as Record<ReadTarget['service'], ChildProcess>;
  try {
    const origins = {} as Record<ReadTarget['service'], string>;
    // One after the other: each runs its migrations on the shared database.
    for (const role of ['auth', 'messaging', 'crm', 'flows', 'agents', 'notifications'] as const) {
      const { child, ready } = startChild('api-reads-server.ts', [role], env, role);
      childOf[role] = child;
      origins[role] = `http://127.0.0.1:${(await ready).port}`;
    }
    const office = await seedOffice((apiPath) => origins[serviceOf(apiPath)]);
    const params = paramsOf(office);
    const headers = { authorization: `Bearer ${office.token}` };
    const healthOf = new Map<string, Figures>();
    for (const [index, target] of MEASURED_READS.entries()) {
      const [origin, pid] = [origins[target.service], childOf[target.service].pid!];
      if (!healthOf.has(target.service)) healthOf.set(target.service, await measure(`${origin}/health`, {}, pid));
      const read = await measure(origin + target.path(params), headers, pid);
      const query = new URLSearchParams(params as unknown as Record<string, string>).toString();
      const reference = await measure(`${origin}/bench/reference/${target.name}?${query}`, {}, pid);
      rows.set(target.name, { read, reference, health: healthOf.get(target.service)! });
      // A service measured for the last time lets its connections go: pools keep idle ones for
      // minutes, and six processes' pools of 16 (plus their references') exceed PostgreSQL's 100,
      // which answered the last services' reads 503.
      if (!MEASURED_READS.slice(index + 1).some((later) => later.service === target.service)) await stopChild(childOf[target.service]);
    }
  } finally {
    await Promise.all(Object.values(childOf).map(stopChild));
    await infra.cleanup();
  }
  return rows;
}

/** The reads on the server `npm start` runs: embedded PostgreSQL, or this machine's when `databaseUrl` is given. */
async function standaloneFigures(databaseUrl?: string): Promise<Map<string, Figures>> {
  const engine = databaseUrl ? 'standalone-machine' : 'standalone';
  const { child, ready } = startChild('standalone-reads-server.ts', [], { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? '' }, engine);
  const rows = new Map<string, Figures>();
  try {
    const origin = `http://127.0.0.1:${(await ready).port}`;
    const office = await seedOffice(() => origin);
    const params = paramsOf(office);
    rows.set('/health', await measure(`${origin}/health`, {}, child.pid!));
    for (const target of MEASURED_READS) rows.set(target.name, await measure(origin + target.path(params), { authorization: `Bearer ${office.token}` }, child.pid!));
  } finally {
    await stopChild(child);
  }
  return rows;
}

/** A fresh database on this machine's PostgreSQL for the standalone server, dropped afterwards. */
async function withMachineDatabase<T>(work: (url: string) => Promise<T>) {
  const machineUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const databaseName = `balcao_bench_reads_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: machineUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  const url = new URL(machineUrl);
  url.pathname = `/${databaseName}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists "${databaseName}" with (force)`);
    await admin.end();
  }
}

const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 100) / 100 : NaN);
const mark = (ok: boolean) => (ok ? '' : ' ✗');

const loadBefore = loadavg();
const cluster = PARTS.has('cluster') ? await clusterFigures() : undefined;
const standalone = PARTS.has('standalone') ? await standaloneFigures() : undefined;
const standaloneMachine = PARTS.has('standalone-machine') ? await withMachineDatabase((url) => standaloneFigures(url)) : undefined;
const loadAfter = loadavg();

const table: Record<string, Record<string, number | string>> = {};
for (const { name } of MEASURED_READS) {
  const row: Record<string, number | string> = {};
  const measured = cluster?.get(name);
  if (measured) {
    const { read, reference, health } = measured;
    row['req/s'] = read.rps;
    row['p99 ms'] = `${read.p99}${mark(read.p99 <= TARGETS.p99Ms)}`;
    row['ref req/s'] = reference.rps;
    row['ref p99'] = reference.p99;
    row['× ref'] = `${ratio(read.rps, reference.rps)}${mark(read.rps >= TARGETS.ofReference * reference.rps)}`;
    row['/health req/s'] = health.rps;
    row['× health'] = `${ratio(read.rps, health.rps)}${mark(read.rps >= TARGETS.ofHealth * health.rps)}`;
  }
  const started = standalone?.get(name);
  if (started) {
    row['npm start req/s'] = started.rps;
    row['npm start p99'] = started.p99;
    if (measured) row['npm start × cluster'] = `${ratio(started.rps, measured.read.rps)}${mark(started.rps * TARGETS.standaloneWithin >= measured.read.rps)}`;
  }
  const onMachine = standaloneMachine?.get(name);
  if (onMachine) {
    row['npm start on machine PG req/s'] = onMachine.rps;
    row['npm start on machine PG p99'] = onMachine.p99;
  }
  table[`/${name}`] = row;
}

console.log(`\nScreen reads: ${CONNECTIONS} connections, ${SECONDS} s each; one office, 200 conversations and contacts, 21 users, 8 tags, 10 quick replies, 3 funnels, 30 events, 5 flows, 3 agents`);
console.log(`cluster = each service in its own process on this machine's PostgreSQL, NATS JetStream and Redis; ref = one SQL statement returning the same rows as JSON, same process`);
console.log(`targets: × ref ≥ ${TARGETS.ofReference}, × health ≥ ${TARGETS.ofHealth}, p99 ≤ ${TARGETS.p99Ms} ms, npm start ≥ cluster / ${TARGETS.standaloneWithin} (✗ marks a miss)\n`);
console.table(table);
if (cluster) {
  const cpu: Record<string, Record<string, number>> = {};
  for (const [name, { read, reference }] of cluster) {
    cpu[`/${name}`] = { 'read: service ms': read.serverMs, 'read: postgres ms': read.postgresMs, 'ref: service ms': reference.serverMs, 'ref: postgres ms': reference.postgresMs };
  }
  // PostgreSQL's figure counts every backend of this machine, other work included: a floor-noise estimate on a busy machine.
  console.log('\nCPU per request in the cluster (the service process; all PostgreSQL processes of this machine, other work included)');
  console.table(cpu);
}
if (standalone) console.log(`npm start /health: ${standalone.get('/health')!.rps} req/s (p99 ${standalone.get('/health')!.p99} ms)`);
if (standaloneMachine) console.log(`npm start on machine PG /health: ${standaloneMachine.get('/health')!.rps} req/s`);
console.log(`load average (1 min) before ${loadBefore[0]!.toFixed(2)}, after ${loadAfter[0]!.toFixed(2)}, ${process.env.BENCH_CPU_PROF ? 'with CPU profiling (figures lower)' : 'no profiling'}`);
if (process.exitCode) console.error('A read answered errors during the run: the figures are not valid.');

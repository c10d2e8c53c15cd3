// What the runtime scenarios (flow-runtime, agent-runtime) share: service replicas in child
// processes on the parent's infrastructure, calls to their APIs, the inbox as a browser hears it
// on the realtime WebSocket, domain events heard on NATS, percentiles, CPU by process, and the wait
// until the services caught up.
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import type { TestInfra } from '@balcao/service-kit/testing';
import { connect as connectNats, JSONCodec, type NatsConnection } from 'nats';
import type pg from 'pg';
import { Pool, request } from 'undici';
import WebSocket from 'ws';

export const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A wait of `meanMs` on average, exponentially distributed (a person reading and typing). */
export const thinkFor = (meanMs: number) => sleep(-Math.log(1 - Math.random()) * meanMs);

/**
 * `count` closed-loop clients that think `thinkMs` on average between turns, each starting with
 * a think of its own, so the phase sees their steady rate (count / think) from its first second.
 * Spread evenly over one think time instead, the first turns of late starters pile onto the
 * second turns of early ones: about 1.6 times the steady rate at the end of the spread
 * (1 + (1 - 1/e)), a surge no group of people writing independently makes.
 */
export function startClients(count: number, thinkMs: number, client: (index: number) => Promise<void>) {
  return Promise.all(Array.from({ length: count }, async (_, index) => (await thinkFor(thinkMs), client(index))));
}

/** A distinct mobile number per phase, client and generation (a client that failed goes on as a new one). */
export const phoneOf = (phase: number, client: number, generation: number) => `55119${phase % 10}${String(generation % 100).padStart(2, '0')}${String(client).padStart(5, '0')}`;

/** CPU ms used so far by each of these processes (Linux /proc); one that ended meanwhile is left out. */
export function cpuMsByPid(pids: number[]) {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      used.set(pid, cpuMsOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8')));
    } catch {
      /* the process ended meanwhile */
    }
  }
  return used;
}

/**
 * Runs `work` now and then `everyMs` after each run ends, until `stop`, which cancels the next
 * run and waits for the one under way (nothing runs after it: the bench stops its replicas next).
 */
function repeatEvery(everyMs: number, work: () => Promise<void>) {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = work()
      .catch(() => undefined)
      .then(() => {
        if (!stopped) timer = setTimeout(run, everyMs);
      });
  };
  run();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** User and system CPU ms in a /proc/<pid>/stat line (fields 14 and 15, in clock ticks of 10 ms). */
function cpuMsOfStat(stat: string) {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU the connections serving `db`'s database use from `start` to `stop`: their pids are read
 * every half second, so a connection a pool opens and closes meanwhile counts too (reading them
 * only at both ends missed most of PostgreSQL's share: pools close idle connections).
 */
export class PostgresCpu {
  private readonly base = new Map<number, number>();
  private readonly last = new Map<number, number>();
  private sampling: ReturnType<typeof repeatEvery> | null = null;

  constructor(private readonly db: pg.Client) {}

  async start() {
    this.base.clear();
    this.last.clear();
    await this.sample(true);
    this.sampling = repeatEvery(500, () => this.sample(false));
  }

  private async sample(first: boolean) {
    const { rows } = await this.db.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    for (const [pid, ms] of cpuMsByPid(rows.map((row) => row.pid))) {
      // One opened after the start used all its CPU since.
      if (!this.base.has(pid)) this.base.set(pid, first ? ms : 0);
      this.last.set(pid, ms);
    }
  }

  /** Stops and answers the CPU ms used since `start`. */
  async stop() {
    await this.sampling?.stop();
    this.sampling = null;
    await this.sample(false);
    let used = 0;
    for (const [pid, ms] of this.last) used += ms - this.base.get(pid)!;
    return used;
  }
}

/** The variables a service replica reads, pointing at the parent's test infrastructure. */
export function serviceEnv(infra: TestInfra, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const escapePem = (pem: string) => pem.replace(/\n/g, '\\n');
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: infra.databaseUrl,
    NATS_URL: infra.config.NATS_URL,
    NATS_STREAM: infra.config.NATS_STREAM,
    NATS_SUBJECT_PREFIX: infra.config.NATS_SUBJECT_PREFIX,
    REDIS_URL: infra.config.REDIS_URL,
    REDIS_KEY_PREFIX: infra.config.REDIS_KEY_PREFIX,
    JWT_PUBLIC_KEY: escapePem(infra.keys.publicKey),
    JWT_PRIVATE_KEY: escapePem(infra.keys.privateKey!),
    DEV_MAILBOX: 'true',
    ...extra,
  };
}

function withApplicationName(databaseUrl: string, name: string) {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}

/**
 * Where the database connections of a run spend their time (BENCH_PG_ACTIVITY=1): pg_stat_activity
 * read every 20 ms, each backend counted by its replica (application_name), its state and what it
 * waits for. A share is the average number of that replica's connections in that state: 'active
 * Lock:advisory' is work queued behind a conversation's lock, 'idle in transaction ClientRead' a
 * transaction waiting for its replica's next statement (the Node side is busy or queued).
 */
export class ActivitySampler {
  private readonly counts = new Map<string, number>();
  private samples = 0;
  private sampling: ReturnType<typeof repeatEvery> | null = null;

  constructor(private readonly db: pg.Client) {}

  start() {
    this.sampling = repeatEvery(20, async () => {
      const { rows } = await this.db.query<{ key: string; count: string }>(
        `select coalesce(nullif(application_name, ''), '?') || ' ' || coalesce(state, '?') || ' ' || coalesce(wait_event_type || ':' || wait_event, '-') as key, count(*) as count
         from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and (state <> 'idle' or now() - state_change < interval '2 seconds') group by 1`,
      );
      this.samples += 1;
      for (const row of rows) this.counts.set(row.key, (this.counts.get(row.key) ?? 0) + Number(row.count));
    });
  }

  /** Stops and answers the average connections per replica, state and wait, busiest first. */
  async stop() {
    await this.sampling?.stop();
    return Object.fromEntries(
      [...this.counts]
        .map(([key, count]) => [key, Number((count / Math.max(this.samples, 1)).toFixed(2))] as const)
        .filter(([, average]) => average >= 0.02)
        .sort((a, b) => b[1] - a[1]),
    );
  }
}

/**
 * Runs `work`; with BENCH_PG_ACTIVITY=1, prints where the run's database connections spent it
 * (ActivitySampler), who used the machine's CPU second by second (replicas, PostgreSQL, NATS,
 * Redis, the bench), the events published by type, and how late the replicas' event loops ran.
 */
export async function withActivitySamples<T>(databaseUrl: string, label: string, work: () => Promise<T>, children?: ServiceChildren): Promise<T> {
  if (!process.env.BENCH_PG_ACTIVITY) return work();
  await children?.loopDelays();
  const { default: Pg } = await import('pg');
  const client = new Pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sampler = new ActivitySampler(client);
  sampler.start();
  const events = children?.env.NATS_URL ? await countEvents(children.env.NATS_URL, children.env.NATS_SUBJECT_PREFIX ?? '') : undefined;
  const cpu = children ? sampleCpuBySecond(children) : undefined;
  const writes = await tableWrites(client);
  try {
    return await work();
  } finally {
    console.log(`\nDatabase work during ${label} (commits, and rows written and index scans by table; PostgreSQL reports them within a second or so):`);
    console.table(await writes.stop());
    if (cpu) {
      console.log(`\nCPU by second during ${label} (% of one core; machine: all processes, of ${cpus().length} cores):`);
      console.table(await cpu.stop());
    }
    console.log(`\nDatabase connections during ${label} (average count by replica, state, wait):`);
    console.table(await sampler.stop());
    await client.end();
    if (events) {
      console.log(`Events published during ${label}, by type:`);
      console.table(await events.stop());
    }
    if (children) {
      console.log(`Event loop delays of each replica during ${label}:`);
      console.table(await children.loopDelays());
    }
  }
}

/** The machine's busy and total CPU time so far (/proc/stat, in clock ticks). */
function machineTicks() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3]! + (fields[4] ?? 0);
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/**
 * CPU ms used so far by the machine's PostgreSQL, NATS and Redis: PostgreSQL's connections
 * apart from its own workers (autovacuum, WAL writer, checkpointer: what the writes cost later).
 */
function serverCpuMs() {
  const used: Record<string, number> = { 'pg connections': 0, 'pg autovacuum': 0, 'pg other workers': 0, 'nats-server': 0, 'redis-server': 0 };
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (command === 'nats-server' || command === 'redis-server') used[command]! += cpuMsOfStat(stat);
      else if (command === 'postgres') {
        // A worker's title names its role; a connection's names its user, database and client.
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        const kind = /autovacuum/.test(title) ? 'pg autovacuum' : /\d+\.\d+\.\d+\.\d+\(\d+\)|\[local\]/.test(title) ? 'pg connections' : 'pg other workers';
        used[kind]! += cpuMsOfStat(stat);
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return used;
}

/** Each replica's CPU, the servers', the bench's and the whole machine's, second by second (who is busy while latency climbs). */
function sampleCpuBySecond(children: ServiceChildren) {
  const rows: Array<Record<string, number>> = [];
  const roles = Object.keys(children.children);
  let previous: { at: number; machine: ReturnType<typeof machineTicks>; byRole: Record<string, number> } | null = null;
  const sampling = repeatEvery(1000, async () => {
    const byRole: Record<string, number> = {};
    for (const role of roles) byRole[role] = await children.cpuMs(role);
    Object.assign(byRole, serverCpuMs(), { bench: (process.cpuUsage().user + process.cpuUsage().system) / 1000 });
    const now = { at: performance.now(), machine: machineTicks(), byRole };
    if (previous) {
      const elapsed = now.at - previous.at;
      const row: Record<string, number> = {
        machine: Math.round((100 * cpus().length * (now.machine.busy - previous.machine.busy)) / Math.max(now.machine.total - previous.machine.total, 1)),
      };
      for (const role of Object.keys(byRole)) row[role] = Math.max(0, Math.round((100 * (byRole[role]! - previous.byRole[role]!)) / elapsed));
      rows.push(row);
    }
    previous = now;
  });
  return {
    async stop() {
      await sampling.stop();
      return rows;
    },
  };
}

/** Commits of the database and, by table, rows inserted, updated and deleted and scans, from now to `stop`. */
async function tableWrites(db: pg.Client) {
  const read = async () => {
    const { rows } = await db.query<{ name: string; ins: string; upd: string; hot: string; del: string; idx: string; seq: string }>(
      `select schemaname || '.' || relname as name, n_tup_ins as ins, n_tup_upd as upd, n_tup_hot_upd as hot, n_tup_del as del, coalesce(idx_scan, 0) as idx, coalesce(seq_scan, 0) as seq from pg_stat_user_tables
       union all select '(commits)', xact_commit, 0, 0, 0, 0, 0 from pg_stat_database where datname = current_database()`,
    );
    return new Map(rows.map((row) => [row.name, [row.ins, row.upd, row.hot, row.del, row.idx, row.seq].map(Number)]));
  };
  // Statement by statement too, where the server loads pg_stat_statements (shared_preload_libraries).
  const statements = await db
    .query('create extension if not exists pg_stat_statements')
    .then(() => db.query('select pg_stat_statements_reset()'))
    .then(() => true)
    .catch(() => false);
  const before = await read();
  return {
    async stop() {
      await sleep(1500);
      const after = await read();
      if (statements) {
        // Planning too (pg_stat_statements.track_planning = on): a prepared statement planned at every call shows here.
        const { rows } = await db.query<{ query: string; calls: string; plans: string; total_ms: number; plan_ms: number; mean_ms: number; rows: string }>(
          `select left(regexp_replace(query, '\\s+', ' ', 'g'), 140) as query, calls, plans, round(total_exec_time::numeric, 1)::float8 as total_ms,
             round(total_plan_time::numeric, 1)::float8 as plan_ms, round(mean_exec_time::numeric, 3)::float8 as mean_ms, rows
           from pg_stat_statements where dbid = (select oid from pg_database where datname = current_database()) order by total_exec_time + total_plan_time desc limit 30`,
        );
        console.log('\nStatements by total execution and planning time (pg_stat_statements):');
        console.table(
          rows.map((row) => ({ 'total ms': row.total_ms, 'plan ms': row.plan_ms, calls: Number(row.calls), plans: Number(row.plans), 'mean ms': row.mean_ms, rows: Number(row.rows), query: row.query })),
        );
      }
      const changed: Record<string, Record<string, number>> = {};
      for (const [name, values] of after) {
        const base = before.get(name) ?? values.map(() => 0);
        const [ins, upd, hot, del, idx, seq] = values.map((value, index) => value - base[index]!);
        if (ins || upd || del || idx || seq) changed[name] = { inserted: ins!, updated: upd!, 'of them HOT': hot!, deleted: del!, 'index scans': idx!, 'seq scans': seq! };
      }
      return changed;
    },
  };
}

/** A domain event as heard on NATS: its payload and when its service recorded it (epoch ms). */
export interface HeardEvent {
  occurredAt: number;
  payload: any;
}

/**
 * Hears the domain events of these types on NATS (`prefix` is the run's subject prefix), each
 * handed with the moment this process heard it. A core subscription: an event is heard as soon
 * as JetStream stored it, without a consumer of its own. Close the connection it answers.
 */
export async function heardEvents(natsUrl: string, prefix: string, handlers: Record<string, (event: HeardEvent, heardAt: number) => void>): Promise<NatsConnection> {
  const nc = await connectNats({ servers: natsUrl });
  const codec = JSONCodec<{ occurredAt: string; payload: unknown }>();
  for (const [type, handle] of Object.entries(handlers)) {
    nc.subscribe(prefix ? `${prefix}.${type}` : type, {
      callback: (_error, message) => {
        const heardAt = Date.now();
        const event = codec.decode(message.data);
        handle({ payload: event.payload, occurredAt: Date.parse(event.occurredAt) }, heardAt);
      },
    });
  }
  await nc.flush();
  return nc;
}

/** Counts the domain events published on NATS by type until `stop` (what each turn sets in motion). */
async function countEvents(natsUrl: string, prefix: string) {
  const nc = await connectNats({ servers: natsUrl });
  const counts: Record<string, number> = {};
  const head = prefix ? `${prefix}.` : '';
  nc.subscribe(`${head}balcao.>`, {
    callback: (_error, message) => {
      const type = message.subject.slice(head.length);
      counts[type] = (counts[type] ?? 0) + 1;
    },
  });
  await nc.flush();
  return {
    async stop() {
      await nc.drain();
      return Object.fromEntries(Object.entries(counts).sort(([, a], [, b]) => b - a));
    },
  };
}

/**
 * Service replicas, each in its own process as a cluster runs them: `serverFile` started with a
 * role answers `{ port }` once listening, `{ cpu }` to 'cpu' and exits on 'stop'.
 */
export class ServiceChildren {
  readonly children: Record<string, ChildProcess> = {};

  constructor(
    private readonly serverFile: string,
    readonly env: NodeJS.ProcessEnv,
  ) {}

  /** Starts the replica of `role`, with these variables besides the group's; answers its port. */
  async start(role: string, extraEnv: Record<string, string> = {}) {
    // BENCH_CPU_PROF=<dir>: CPU profiles of each replica's threads in <dir>/<role>, written when it stops.
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.join(process.env.BENCH_CPU_PROF, role)}`] : [];
    // Its connections carry its role as application_name, for pg_stat_activity (ActivitySampler).
    const databaseUrl = this.env.DATABASE_URL ? withApplicationName(this.env.DATABASE_URL, role) : undefined;
    const env = { ...this.env, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...extraEnv };
    const child = fork(this.serverFile, [role], { execArgv: ['--import', 'tsx', ...profile], stdio: 'inherit', env });
    this.children[role] = child;
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { port: number }));
      child.once('exit', (code) => reject(new Error(`${role} replica exited with ${code}`)));
    });
    return port;
  }

  /** How late each replica's event loop ran its timers since the last call (a stall shows in max). */
  async loopDelays() {
    const delays: Record<string, unknown> = {};
    for (const [role, child] of Object.entries(this.children)) {
      delays[role] = await new Promise((resolve) => {
        const onMessage = (message: unknown) => {
          const loop = (message as { loop?: unknown }).loop;
          if (!loop) return;
          child.off('message', onMessage);
          resolve(loop);
        };
        child.on('message', onMessage);
        child.send('loop');
      });
    }
    return delays;
  }

  /** CPU ms the replica of this role used so far. */
  cpuMs(role: string) {
    const child = this.children[role]!;
    return new Promise<number>((resolve) => {
      const onMessage = (message: unknown) => {
        const cpu = (message as { cpu?: NodeJS.CpuUsage }).cpu;
        if (!cpu) return;
        child.off('message', onMessage);
        resolve((cpu.user + cpu.system) / 1000);
      };
      child.on('message', onMessage);
      child.send('cpu');
    });
  }

  stopAll() {
    return Promise.all(
      Object.values(this.children).map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(killer);
              resolve();
            });
            child.send('stop');
          }),
      ),
    );
  }
}

/** One JSON call to a replica's API, answering its status and body. */
export async function callService<T>(port: number, method: 'GET' | 'POST' | 'PATCH', url: string, body?: object, token?: string) {
  const response = await request(`http://127.0.0.1:${port}${url}`, {
    method,
    body: body ? JSON.stringify(body) : undefined,
    // A JSON content type with no body is refused (400), as Fastify refuses it from anyone.
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, json: (await response.body.json()) as T };
}

/** The realtime socket's URL with a fresh one-use ticket, asked with the session token as the browser does. */
export async function realtimeSocketUrl(port: number, token: string) {
  const { status, json } = await callService<{ ticket: string }>(port, 'POST', '/api/realtime/ticket', undefined, token);
  if (status !== 200) throw new Error(`realtime ticket: ${status} ${JSON.stringify(json)}`);
  return `ws://127.0.0.1:${port}/api/realtime?ticket=${json.ticket}`;
}

/** Retries while the service has not yet learnt the new office's user from auth's events. */
export async function untilCreated<T>(what: string, attempt: () => Promise<{ status: number; json: T }>) {
  for (let tries = 0; tries < 100; tries += 1) {
    const result = await attempt();
    if (result.status < 300) return result.json;
    if (tries === 99) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.json)}`);
    await sleep(100);
  }
  throw new Error(what);
}

interface Reply {
  at: number;
  content: string;
}
interface ConversationLog {
  replies: Reply[];
  /** The client's messages shown, by text, when their frame came. */
  shown: Map<string, number>;
  seen: Set<string>;
  inactive: boolean;
  wake: Array<() => void>;
}
export type Arrived = { conversationId: string; at: number } | null;

/**
 * The inbox as an attendant's browser hears it, on one WebSocket: each conversation's replies in
 * arrival order (a message's later status frames are not new replies) and whether it closed,
 * and the clients' own messages by their text.
 */
export class InboxWatcher {
  private readonly conversations = new Map<string, ConversationLog>();
  private readonly inbound = new Map<string, (arrived: Arrived) => void>();

  connect(url: string, inboxId: string) {
    return new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('error', reject);
      socket.on('message', (raw) => {
        const frame = JSON.parse(String(raw)) as { event: string; data: any };
        if (frame.event === 'subscribedToInbox') resolve(socket);
        else this.onFrame(frame, performance.now());
      });
      socket.once('open', () => socket.send(JSON.stringify({ event: 'subscribeToInbox', data: { inboxId } })));
    });
  }

  private log(conversationId: string) {
    let log = this.conversations.get(conversationId);
    if (!log) this.conversations.set(conversationId, (log = { replies: [], shown: new Map(), seen: new Set(), inactive: false, wake: [] }));
    return log;
  }

  private onFrame(frame: { event: string; data: any }, at: number) {
    if (frame.event === 'conversation:message') {
      const { conversationId, message } = frame.data as { conversationId: string; message: { id: string; direction: string; content: string | null } };
      const log = this.log(conversationId);
      if (message.direction === 'INBOUND') {
        log.shown.set(message.content ?? '', at);
        for (const wake of log.wake.splice(0)) wake();
        return this.inbound.get(message.content ?? '')?.({ conversationId, at });
      }
      if (log.seen.has(message.id)) return;
      log.seen.add(message.id);
      log.replies.push({ at, content: message.content ?? '' });
      for (const wake of log.wake.splice(0)) wake();
    } else if (frame.event === 'conversation:list:update' && frame.data?.kind === 'changed' && frame.data.conversation?.status === 'INACTIVE') {
      const log = this.log(frame.data.conversation.id as string);
      log.inactive = true;
      for (const wake of log.wake.splice(0)) wake();
    }
  }

  /** The frame of the client's message with this text; null if none came in time. Call before sending. */
  expectInbound(text: string, timeoutMs: number) {
    return new Promise<Arrived>((resolve) => {
      const settle = (arrived: Arrived) => {
        clearTimeout(timer);
        this.inbound.delete(text);
        resolve(arrived);
      };
      const timer = setTimeout(() => settle(null), timeoutMs);
      this.inbound.set(text, settle);
    });
  }

  /** Ends the waits still open (a send that failed leaves its own), so nothing holds the process. */
  close() {
    for (const settle of [...this.inbound.values()]) settle(null);
  }

  private async until(conversationId: string, done: (log: ConversationLog) => boolean, timeoutMs: number) {
    const log = this.log(conversationId);
    const deadline = performance.now() + timeoutMs;
    while (!done(log)) {
      const left = deadline - performance.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        log.wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return log;
  }

  /** When the client's message with this text was shown in a known conversation (texts need not be unique across conversations); null if not in time. */
  async untilShown(conversationId: string, text: string, timeoutMs: number): Promise<Arrived> {
    const log = await this.until(conversationId, (found) => found.shown.has(text), timeoutMs);
    return log && { conversationId, at: log.shown.get(text)! };
  }

  /** The conversation's replies once there are `count`; null if not in time. */
  async untilReplies(conversationId: string, count: number, timeoutMs: number) {
    return (await this.until(conversationId, (log) => log.replies.length >= count, timeoutMs))?.replies ?? null;
  }

  async untilInactive(conversationId: string, timeoutMs: number) {
    return (await this.until(conversationId, (log) => log.inactive, timeoutMs)) !== null;
  }
}

/**
 * Waits until every consumer of the run's stream has caught up and the outboxes of these
 * schemas are empty, so a phase never pays for the one before. Answers how long that took.
 */
export async function untilSettled(natsUrl: string, stream: string, db: pg.Client, outboxSchemas: string[], timeoutMs = 120_000) {
  const started = performance.now();
  const nc = await connectNats({ servers: natsUrl });
  const pendingRows = `select ${outboxSchemas.map((schema) => `(select count(*) from ${schema}.outbox)`).join(' + ')} as count`;
  try {
    const jsm = await nc.jetstreamManager();
    for (;;) {
      let backlog = 0;
      for await (const consumer of jsm.consumers.list(stream)) backlog += consumer.num_pending + consumer.num_ack_pending;
      const { rows } = await db.query<{ count: string }>(pendingRows);
      backlog += Number(rows[0]!.count);
      if (backlog === 0) return (performance.now() - started) / 1000;
      if (performance.now() - started > timeoutMs) throw new Error(`${backlog} events still pending after ${timeoutMs / 1000} s`);
      await sleep(200);
    }
  } finally {
    await nc.close();
  }
}

/** A new office on messaging's auth routes: its owner's token and first workspace. */
export async function signUpBenchOffice(messagingPort: number, email: string) {
  const signUp = await callService<{ userToken: string; inboxId: string }>(messagingPort, 'POST', '/api/auth/sign-up', {
    name: 'Bench Office',
    email,
    phoneNumber: '11987654321',
    password: 'benchmark1',
  });
  if (signUp.status >= 300) throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.json)}`);
  return { token: signUp.json.userToken, inboxId: signUp.json.inboxId };
}

/** A simulator device created (with its robot, if any) and scanned, so clients can write to it. */
export async function linkSimulatorDevice(messagingPort: number, office: { token: string; inboxId: string }, name: string, robot: { flowId?: string; agentId?: string } = {}) {
  const created = await untilCreated('device', () =>
    callService<{ id: string; qrcode: string }>(messagingPort, 'POST', '/api/integration/create', { name, inboxId: office.inboxId, channel: 'LITE_WHATSAPP', ...robot }, office.token),
  );
  const scanned = await callService<{ phoneToken: string }>(messagingPort, 'POST', '/api/simulator/scan', { qrcode: created.qrcode });
  if (scanned.status >= 300) throw new Error(`scan: ${scanned.status}`);
  phoneTokens.set(created.id, scanned.json.phoneToken);
  return created.id;
}

/** The secret of the simulated phone that scanned each device: the phone's messages carry it. */
const phoneTokens = new Map<string, string>();

/** Waits until a runtime's projection holds a row (it learns devices from messaging's events). */
export async function untilProjected(db: pg.Client, what: string, query: string, values: unknown[]) {
  for (let tries = 0; ; tries += 1) {
    if ((await db.query(query, values)).rowCount) return;
    if (tries > 100) throw new Error(`the runtime never learnt ${what}`);
    await sleep(100);
  }
}

/** Clients writing on the simulator's phone: true when messaging took the message. */
export function simulatorClients(messagingPort: number) {
  const pool = new Pool(`http://127.0.0.1:${messagingPort}`, { connections: 256 });
  const send = async (integrationId: string, from: string, name: string, text: string) => {
    try {
      const headers = { 'content-type': 'application/json', 'x-simulator-phone': phoneTokens.get(integrationId) ?? '' };
      const response = await pool.request({ method: 'POST', path: '/api/simulator/messages', headers, body: JSON.stringify({ integrationId, from, name, type: 'text', text }) });
      await response.body.dump();
      return response.statusCode < 300;
    } catch {
      return false;
    }
  };
  return { send, close: () => pool.close() };
}

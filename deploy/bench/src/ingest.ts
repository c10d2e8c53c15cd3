// Message ingest: open-loop injection through the simulator's entry point, persisted, evented
// through NATS and pushed to one subscribed WebSocket among ~2,000 connected ones. Latency runs
// from each message's scheduled send time to its frame's arrival. The messaging and the
// notifications services run as separate processes, one replica of each, as in a cluster.
// Two references from the same machine in the same run: R (raw INSERT commits) and M, the
// issue's minimal hand-built pipeline (minimal-pipeline-server.ts) driven the same way.
import { fork, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createTestInfra } from '@balcao/service-kit/testing';
import pg from 'pg';
import { Pool } from 'undici';
import WebSocket from 'ws';
import { describeSlowWindows, showLoopStalls, showSlowWindows, watchLoopStalls, type DeliverySample } from './tail-diagnostics';
import { callService, heardEvents, realtimeSocketUrl, serviceEnv } from './bench-kit';

const CROWD = Number(process.env.BENCH_SOCKETS ?? 2000) - 1;
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 8);
/** Quiet time after an overloaded step, before the next measurement. */
const SETTLE_MS = 5000;
/** Extra node flags for the two services (BENCH_NODE_FLAGS='--trace-gc', say). */
const nodeFlags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];

interface Office {
  token: string;
  inboxId: string;
}

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** R: single-row INSERT commits per second with 16 connections, on the same PostgreSQL. */
async function rawInsertRate(databaseUrl: string, seconds = 5) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 16 });
  await pool.query('create table if not exists bench_raw_insert (id bigserial primary key, body text not null, at timestamptz not null default now())');
  let count = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (Date.now() < until) {
        await pool.query('insert into bench_raw_insert (body) values ($1)', ['mensagem de teste']);
        count += 1;
      }
    }),
  );
  // Dropped at once: its pages, still dirty in the page cache, would otherwise be written back
  // about 30 s later (vm.dirty_expire_centisecs), in a burst that stalls the steps' WAL fsyncs.
  await pool.query('drop table bench_raw_insert');
  await pool.end();
  return count / seconds;
}

/** CPU seconds used so far by every process of the machine, by pid, with its command name (Linux /proc). */
function cpuByProcess(): Map<string, { command: string; seconds: number }> {
  const ticksPerSecond = 100;
  const processes = new Map<string, { command: string; seconds: number }>();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(pid, { command, seconds: (Number(fields[11]) + Number(fields[12])) / ticksPerSecond });
    } catch {
      /* the process ended meanwhile */
    }
  }
  return processes;
}

/**
 * Where the machine's CPU went between two readings, in ms per message, by command, busiest
 * first. Counted per process: a process that exited meanwhile (an idle pool's connection) would
 * otherwise take its whole past CPU out of its command's total.
 */
function cpuShares(before: ReturnType<typeof cpuByProcess>, after: ReturnType<typeof cpuByProcess>, messages: number) {
  const byCommand = new Map<string, number>();
  for (const [pid, { command, seconds }] of after) {
    const used = seconds - (before.get(pid)?.seconds ?? 0);
    byCommand.set(command, (byCommand.get(command) ?? 0) + used);
  }
  return [...byCommand]
    .map(([command, seconds]) => [command, (seconds * 1000) / messages] as const)
    .filter(([, ms]) => ms >= 0.01)
    .sort((a, b) => b[1] - a[1])
    .map(([command, ms]) => `${command} ${ms.toFixed(2)}`)
    .join(', ');
}

async function openSocket(port: number, token: string, inboxId: string, onFrame?: (frame: { event: string; data: any }) => void) {
  const url = await realtimeSocketUrl(port, token);
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('error', reject);
    socket.on('message', (raw) => {
      const frame = JSON.parse(String(raw));
      if (frame.event === 'subscribedToInbox') resolve(socket);
      onFrame?.(frame);
    });
    socket.once('open', () => socket.send(JSON.stringify({ event: 'subscribeToInbox', data: { inboxId } })));
  });
}

/**
 * BENCH_TRACE=1: each message's time hop by hop. The message's own `messageAt` (the entry point
 * took it), the event's `occurredAt` (written in the transaction that stores it), and when this
 * process heard the event on NATS (a core subscription, as soon as JetStream stored it).
 */
async function traceHops(natsUrl: string, subjectPrefix: string) {
  const heard = new Map<string, { recorded: number; heard: number }>();
  const split: Record<string, number[]> = {};
  const nc = await heardEvents(natsUrl, subjectPrefix, {
    'balcao.messaging.message.received': (event, heardAt) => {
      const text = (event.payload as { message: { content: string | null } }).message.content;
      if (text?.startsWith('bench:')) heard.set(text, { recorded: event.occurredAt, heard: heardAt });
    },
  });
  const add = (hop: string, ms: number) => (split[hop] ??= []).push(ms);
  return {
    reset() {
      for (const key of Object.keys(split)) delete split[key];
    },
    arrived(text: string, dueAt: number, messageAt?: string) {
      const event = heard.get(text);
      heard.delete(text);
      if (!event || !messageAt) return;
      // Whole milliseconds: the services' timestamps are ISO strings.
      const shown = Date.now();
      add('1 sent → entry took it', Date.parse(messageAt) - dueAt);
      add('2 entry → event recorded (in its transaction)', event.recorded - Date.parse(messageAt));
      add('3 recorded → heard on NATS (commit, relay, JetStream)', event.heard - event.recorded);
      add('4 heard → frame on the socket (notifications)', shown - event.heard);
    },
    close: () => nc.close(),
    report() {
      return Object.fromEntries(
        Object.entries(split).map(([hop, values]) => [hop, { 'p50 ms': Math.round(percentile(values, 50)), 'p99 ms': Math.round(percentile(values, 99)), count: values.length }]),
      );
    },
  };
}

async function main() {
  if (showLoopStalls) watchLoopStalls('bench');
  const infra = await createTestInfra({ LOG_LEVEL: 'silent' });
  const env = serviceEnv(infra);
  const startChild = async (script: string, args: string[] = []) => {
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const child = fork(path.join(import.meta.dirname, script), args, { execArgv: ['--import', 'tsx', ...profile, ...nodeFlags], stdio: 'inherit', env });
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { port: number }));
      child.once('exit', (code) => reject(new Error(`${script} ${args.join(' ')} exited with ${code}`)));
    });
    return { child, port };
  };
  const [messaging, notifications] = await Promise.all([startChild('ingest-server.ts', ['messaging']), startChild('ingest-server.ts', ['notifications'])]);

  const call = <T>(method: 'GET' | 'POST', url: string, body?: object, token?: string) => callService<T>(messaging.port, method, url, body, token);
  const office = async (email: string): Promise<Office> => {
    const signUp = await call<{ userToken: string; inboxId: string }>('POST', '/api/auth/sign-up', { name: 'Bench Office', email, phoneNumber: '11987654321', password: 'benchmark1' });
    if (signUp.status >= 300) throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.json)}`);
    return { token: signUp.json.userToken, inboxId: signUp.json.inboxId };
  };
  const measured = await office('ingest-a@bench.dev');
  const crowdOffice = await office('ingest-b@bench.dev');
  // The membership projection is fed by auth's events: wait until messaging sees the new user.
  let integration: { id: string; qrcode: string } | null = null;
  for (let attempt = 0; attempt < 100 && !integration; attempt += 1) {
    const created = await call<{ id: string; qrcode: string }>('POST', '/api/integration/create', { name: 'Bench', inboxId: measured.inboxId, channel: 'LITE_WHATSAPP' }, measured.token);
    if (created.status < 300) integration = created.json;
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!integration) throw new Error('device could not be created');
  const scanned = await call<{ phoneToken: string }>('POST', '/api/simulator/scan', { qrcode: integration.qrcode });
  const ready = { port: notifications.port, integrationId: integration.id, phoneToken: scanned.json.phoneToken, measured, crowd: crowdOffice };

  const r = await rawInsertRate(infra.databaseUrl);
  console.log(`R (raw single-row INSERT commits/s, 16 connections): ${Math.round(r)}`);

  const scheduledAt = new Map<string, number>();
  const latencies: number[] = [];
  const samples: DeliverySample[] = [];
  const hops = process.env.BENCH_TRACE ? await traceHops(infra.config.NATS_URL!, infra.config.NATS_SUBJECT_PREFIX ?? '') : null;
  /** A frame carrying a bench message arrived; `messageAt` is when the entry point received it, when known. */
  const arrived = (text: string | null, messageAt?: string) => {
    if (!text?.startsWith('bench:')) return;
    const at = scheduledAt.get(text);
    if (at === undefined) return;
    scheduledAt.delete(text);
    const latency = performance.now() - at;
    latencies.push(latency);
    hops?.arrived(text, performance.timeOrigin + at, messageAt);
    if (showSlowWindows && messageAt) samples.push({ due: at, latency, untilEntry: Date.parse(messageAt) - (performance.timeOrigin + at) });
  };
  const onFrame = (frame: { event: string; data: any }) => {
    if (frame.event === 'conversation:message') arrived(frame.data?.message?.content ?? null, frame.data.message.messageAt);
  };
  const measuredSocket = await openSocket(ready.port, ready.measured.token, ready.measured.inboxId, onFrame);
  const crowd: WebSocket[] = [];
  for (let index = 0; index < CROWD; index += 50) {
    const batch = await Promise.all(Array.from({ length: Math.min(50, CROWD - index) }, () => openSocket(ready.port, ready.crowd.token, ready.crowd.inboxId)));
    crowd.push(...batch);
  }
  console.log(`${crowd.length + 1} WebSockets connected (1 measured, ${crowd.length} of another office)`);

  // Open loop: a send never waits for a free connection (64 capped 1,000/s once answers took 64 ms).
  const openLoopPool = (port: number) => new Pool(`http://127.0.0.1:${port}`, { connections: 256, pipelining: 1 });
  /** What a step drives: where each message is posted, and the processes whose CPU it costs. */
  interface Target {
    http: Pool;
    path: string;
    headers: Record<string, string>;
    body: (text: string, from: string) => object;
    children: ChildProcess[];
  }
  const product: Target = {
    http: openLoopPool(messaging.port),
    path: '/api/simulator/messages',
    // The phone that scanned the device's QR code.
    headers: { 'x-simulator-phone': ready.phoneToken },
    body: (text, from) => ({ integrationId: ready.integrationId, from, type: 'text', text }),
    children: [messaging.child, notifications.child],
  };
  let sequence = 0;
  let failures = 0;

  /** CPU time one service's process has used so far (user + system, ms). */
  const cpuMsOf = (child: ChildProcess) =>
    new Promise<number>((resolve) => {
      const onMessage = (message: unknown) => {
        const cpu = (message as { cpu?: NodeJS.CpuUsage }).cpu;
        if (!cpu) return;
        child.off('message', onMessage);
        resolve((cpu.user + cpu.system) / 1000);
      };
      child.on('message', onMessage);
      child.send('cpu');
    });
  const serverCpuMs = async (children: ChildProcess[]) => (await Promise.all(children.map(cpuMsOf))).reduce((sum, ms) => sum + ms, 0);
  const stopChildren = (children: ChildProcess[]) => Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve).send('stop'))));

  /** Sends `rate` messages/s for `seconds` to the target, each at its scheduled time (open loop). */
  async function run(rate: number, seconds: number, target: Target = product) {
    const cpuBefore = await serverCpuMs(target.children);
    const machineBefore = cpuByProcess();
    latencies.length = 0;
    samples.length = 0;
    hops?.reset();
    scheduledAt.clear();
    failures = 0;
    const total = Math.round(rate * seconds);
    const start = performance.now() + 50;
    const pending: Promise<void>[] = [];
    const stored: number[] = [];
    let sent = 0;
    while (sent < total) {
      const now = performance.now();
      const dueCount = Math.min(total, Math.floor(((now - start) * rate) / 1000) + 1);
      for (; sent < dueCount; sent += 1) {
        const text = `bench:${++sequence}`;
        const due = start + (sent * 1000) / rate;
        scheduledAt.set(text, due);
        const from = `55119${String(70000000 + (sequence % 500)).padStart(8, '0')}`;
        pending.push(
          target.http
            .request({ method: 'POST', path: target.path, headers: { 'content-type': 'application/json', ...target.headers }, body: JSON.stringify(target.body(text, from)) })
            .then(async (response) => {
              await response.body.dump();
              if (response.statusCode >= 300) failures += 1;
              else stored.push(performance.now() - due);
            })
            .catch(() => void (failures += 1)),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(pending);
    const deadline = performance.now() + 3000;
    while (latencies.length < total - failures && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const delivered = latencies.length;
    if (showSlowWindows) console.log(describeSlowWindows(rate, start, samples));
    // The minimal pipeline's messages carry no hops.
    const split = hops?.report();
    if (split && Object.keys(split).length > 0) console.table(split);
    const cpuPerMessage = ((await serverCpuMs(target.children)) - cpuBefore) / total;
    return {
      cpuPerMessage,
      machineCpu: cpuShares(machineBefore, cpuByProcess(), total),
      rate,
      total,
      delivered,
      failures,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      // Until the entry point answered (stored and committed), before any event travelled.
      storedP50: percentile(stored, 50),
      storedP99: percentile(stored, 99),
    };
  }

  const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '-');
  const closeAll = async () => {
    measuredSocket.close();
    for (const socket of crowd) socket.terminate();
    // Its NATS connection would keep the process alive once the bench is done.
    await hops?.close();
    await product.http.close();
    await stopChildren(product.children);
  };
  /** Warm-up, so the figures are those of running code (JIT-compiled, prepared statements, pools full). */
  const warmUp = async (target: Target) => {
    await run(200, 3, target);
    await run(500, 4, target);
  };
  /**
   * Steps of 250/s up to the first whose p99 is over 100 ms. The 1,000/s figure is the ramp's
   * own 1,000/s step when the ramp gets there; otherwise a 1,000/s step after a pause. Never
   * measured in the wake of an overloaded step (its backlog, autovacuum and write-back): a
   * 1,000/s step right after an overloaded 1,250/s one read 495-676 ms where the ramp's read 36-83.
   */
  const measure = async (label: string, target: Target) => {
    let sustained = 0;
    let at1000: Awaited<ReturnType<typeof run>> | undefined;
    for (let rate = 250; rate <= 4000; rate += 250) {
      const result = await run(rate, STEP_SECONDS, target);
      if (rate === 1000) at1000 = result;
      const ok = result.failures === 0 && result.delivered >= result.total * 0.999 && result.p99 <= 100;
      console.log(`${label} ${rate}/s: p50 ${fmt(result.p50)} ms, p99 ${fmt(result.p99)} ms, delivered ${result.delivered}/${result.total}${ok ? '' : '  <- over the limit'}`);
      if (!ok) break;
      sustained = rate;
    }
    if (!at1000) {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      at1000 = await run(1000, STEP_SECONDS, target);
    }
    console.log(`${label} at 1,000/s: p50 ${fmt(at1000.p50)} ms, p99 ${fmt(at1000.p99)} ms, delivered ${at1000.delivered}/${at1000.total}, failures ${at1000.failures}`);
    console.log(`  machine CPU by process (ms/message): ${at1000.machineCpu}`);
    return { at1000, sustained };
  };

  await warmUp(product);
  // BENCH_FIXED_RATE=<n>: one step at that rate only (for profiling), then stop.
  const fixedRate = Number(process.env.BENCH_FIXED_RATE ?? 0);
  if (fixedRate > 0) {
    const result = await run(fixedRate, STEP_SECONDS);
    console.log(`${fixedRate}/s: p50 ${fmt(result.p50)} ms, p99 ${fmt(result.p99)} ms, delivered ${result.delivered}/${result.total}; stored p50 ${fmt(result.storedP50)} ms, p99 ${fmt(result.storedP99)} ms; services' CPU ${result.cpuPerMessage.toFixed(2)} ms/message`);
    console.log(`machine CPU by process (ms/message): ${result.machineCpu}`);
    await closeAll();
    await infra.cleanup();
    return;
  }
  const ingest = await measure('ingest', product);

  // M: the minimal pipeline, on the same machine right after, driven the same way.
  const minimalServer = await startChild('minimal-pipeline-server.ts');
  const minimalSocket = new WebSocket(`ws://127.0.0.1:${minimalServer.port}/`);
  minimalSocket.on('message', (raw) => arrived((JSON.parse(String(raw)) as { text: string }).text));
  await new Promise((resolve, reject) => minimalSocket.once('open', resolve).once('error', reject));
  const minimal: Target = { http: openLoopPool(minimalServer.port), path: '/messages', headers: {}, body: (text) => ({ text }), children: [minimalServer.child] };
  await warmUp(minimal);
  const reference = await measure('minimal', minimal);
  minimalSocket.close();
  await minimal.http.close();
  await stopChildren(minimal.children);

  console.log('\nMessage ingest (simulator entry → PostgreSQL → NATS → WebSocket), with two references from this machine');
  console.table({
    'R: raw INSERT commits/s (16 conns)': Math.round(r),
    'I: highest sustained rate with p99 ≤ 100 ms (msg/s)': ingest.sustained,
    'I / R': Number((ingest.sustained / r).toFixed(3)),
    'p50 at 1,000/s (ms)': Number(fmt(ingest.at1000.p50)),
    'p99 at 1,000/s (ms)': Number(fmt(ingest.at1000.p99)),
    'M: minimal pipeline, highest rate with p99 ≤ 100 ms': reference.sustained,
    'M: minimal pipeline, p99 at 1,000/s (ms)': Number(fmt(reference.at1000.p99)),
  });

  await closeAll();
  await infra.cleanup();
}

await main();

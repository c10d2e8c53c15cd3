// Flow runtime (issue 16, 'Speed'): CLIENTS clients each walk a 5-step flow (welcome text →
// name → 3-option list → details → end text) closed loop: send, wait for the reply on an inbox
// WebSocket, think, answer. Messaging (+auth), flows and notifications run each in its own
// process, as in a cluster, on the real PostgreSQL/NATS/Redis. A turn's latency runs from the
// client's send to the first reply frame (OUTBOUND conversation:message) of its conversation.
// Reference in the same run: the same number of clients writing to a device with no flow, each
// message's latency to its own INBOUND frame (the ingest path). Usage: npm run bench -- flow-runtime
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createTestInfra } from '@balcao/service-kit/testing';
import { connect as connectNats } from 'nats';
import pg from 'pg';
import { Pool, request } from 'undici';
import WebSocket from 'ws';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
/** Mean time a client takes to read a reply and type the next message (exponential). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 5000);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
/** A turn not answered by then counts as an error (and its client goes on with a new phone). */
const TURN_TIMEOUT_MS = Number(process.env.BENCH_TURN_TIMEOUT_MS ?? 60_000);

const FLOW = {
  initialStepId: 'welcome',
  steps: [
    { id: 'welcome', type: 'text', content: 'Olá, {{cliente.primeiro_nome}}! Aqui é o escritório Souza Advogados.', nextStepId: 'name' },
    { id: 'name', type: 'input', content: 'Qual é o seu nome completo?', nextStepId: 'menu' },
    {
      id: 'menu',
      type: 'list',
      content: 'Sobre o que você quer falar?',
      options: ['Trabalhista', 'Família', 'Previdência'].map((title) => ({ title, nextStepId: 'details' })),
    },
    { id: 'details', type: 'input', content: 'Conte em poucas palavras o que aconteceu.', nextStepId: 'END_CONVERSATION' },
    { id: 'END_CONVERSATION', type: 'system', content: 'Obrigado! Um advogado vai analisar o seu caso e responder em breve.' },
  ],
};

/** What a client says at each turn of a walk, how many messages answer it and what the last one says. */
const WALK = [
  { say: (client: number, walk: number) => `Boa tarde, sou o cliente ${client} (conversa ${walk})`, replies: 2, last: 'Qual é o seu nome completo?' },
  { say: (client: number) => `Cliente ${client} da Silva`, replies: 1, last: 'Sobre o que você quer falar?' },
  { say: (client: number) => String(1 + (client % 3)), replies: 1, last: 'Conte em poucas palavras' },
  { say: (client: number) => `Fui demitido sem receber as verbas rescisórias (cliente ${client})`, replies: 1, last: 'Obrigado! Um advogado' },
];

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(-Math.log(1 - Math.random()) * THINK_MS);
/** A distinct mobile number per phase, client and generation (a client that failed goes on as a new one). */
const phoneOf = (phase: number, client: number, generation: number) => `55119${phase % 10}${String(generation % 100).padStart(2, '0')}${String(client).padStart(5, '0')}`;

/** CPU ms used so far by each of these processes (Linux /proc); one that ended meanwhile is left out. */
function cpuMsByPid(pids: number[]) {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      used.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return used;
}

interface Reply {
  at: number;
  content: string;
}
interface ConversationLog {
  replies: Reply[];
  seen: Set<string>;
  inactive: boolean;
  wake: Array<() => void>;
}
type Arrived = { conversationId: string; at: number } | null;

/**
 * The inbox as an attendant's browser hears it, on one WebSocket: each conversation's replies in
 * arrival order (a message's later status frames are not new replies) and whether it closed,
 * and the clients' own messages by their text.
 */
class InboxWatcher {
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
    if (!log) this.conversations.set(conversationId, (log = { replies: [], seen: new Set(), inactive: false, wake: [] }));
    return log;
  }

  private onFrame(frame: { event: string; data: any }, at: number) {
    if (frame.event === 'conversation:message') {
      const { conversationId, message } = frame.data as { conversationId: string; message: { id: string; direction: string; content: string | null } };
      if (message.direction === 'INBOUND') return this.inbound.get(message.content ?? '')?.({ conversationId, at });
      const log = this.log(conversationId);
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

  /** The conversation's replies once there are `count`; null if not in time. */
  async untilReplies(conversationId: string, count: number, timeoutMs: number) {
    return (await this.until(conversationId, (log) => log.replies.length >= count, timeoutMs))?.replies ?? null;
  }

  async untilInactive(conversationId: string, timeoutMs: number) {
    return (await this.until(conversationId, (log) => log.inactive, timeoutMs)) !== null;
  }
}

/**
 * Waits until every consumer of the run's stream has caught up and the outboxes are empty, so a
 * phase never pays for the one before (the flows runtime also reads the ingest path's messages).
 * Answers how long that took.
 */
async function untilSettled(natsUrl: string, stream: string, db: pg.Client, timeoutMs = 120_000) {
  const started = performance.now();
  const nc = await connectNats({ servers: natsUrl });
  try {
    const jsm = await nc.jetstreamManager();
    for (;;) {
      let backlog = 0;
      for await (const consumer of jsm.consumers.list(stream)) backlog += consumer.num_pending + consumer.num_ack_pending;
      const { rows } = await db.query<{ count: string }>('select (select count(*) from messaging.outbox) + (select count(*) from flows.outbox) as count');
      backlog += Number(rows[0]!.count);
      if (backlog === 0) return (performance.now() - started) / 1000;
      if (performance.now() - started > timeoutMs) throw new Error(`${backlog} events still pending after ${timeoutMs / 1000} s`);
      await sleep(200);
    }
  } finally {
    await nc.close();
  }
}

/** Milliseconds since the epoch in a uuid v7 (every event id here): when its service created it. */
const V7_MS = (column: string) => `('x' || substr(replace(${column}::text, '-', ''), 1, 12))::bit(48)::bigint`;
const STAGES = {
  'messaging event → flows runtime starts it': `select extract(epoch from handled_at) * 1000 - ${V7_MS('event_id')} as ms from flows.handled_events where consumer = 'flows-runtime' and ${V7_MS('event_id')} between $1 and $2`,
  'reply requested → messaging starts sending it': `select extract(epoch from created_at) * 1000 - ${V7_MS("split_part(request_key, ':', 1)")} as ms from messaging.messages where direction = 'OUTBOUND' and request_key like '%:000' and ${V7_MS("split_part(request_key, ':', 1)")} between $1 and $2`,
  'reply requested → all its messages sent': `select extract(epoch from handled_at) * 1000 - ${V7_MS('event_id')} as ms from messaging.handled_events where consumer = 'messaging-robot-replies' and ${V7_MS('event_id')} between $1 and $2`,
};

/**
 * Where a flow turn's time goes, from the services' own records (event ids are uuid v7, so they
 * carry their creation time; handled_at and created_at are the handling transaction's start).
 */
async function stageBreakdown(db: pg.Client, fromMs: number, toMs: number) {
  const rows: Record<string, { 'p50 ms': number; 'p99 ms': number; count: number }> = {};
  for (const [stage, query] of Object.entries(STAGES)) {
    const { rows: found } = await db.query<{ p50: number; p99: number; count: string }>(
      `select percentile_cont(0.5) within group (order by ms) as p50, percentile_cont(0.99) within group (order by ms) as p99, count(*) as count from (${query}) stage`,
      [fromMs, toMs],
    );
    rows[stage] = { 'p50 ms': Math.round(found[0]!.p50), 'p99 ms': Math.round(found[0]!.p99), count: Number(found[0]!.count) };
  }
  return rows;
}

async function main() {
  const infra = await createTestInfra({ LOG_LEVEL: 'silent' });
  const escapePem = (pem: string) => pem.replace(/\n/g, '\\n');
  const env = {
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
  };
  const children: Record<string, ChildProcess> = {};
  const startChild = async (role: string) => {
    // BENCH_CPU_PROF=<dir>: CPU profiles of each replica's threads in <dir>/<role>, written when it stops.
    const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.join(process.env.BENCH_CPU_PROF, role)}`] : [];
    const child = fork(path.join(import.meta.dirname, 'flow-runtime-server.ts'), [role], { execArgv: ['--import', 'tsx', ...profile], stdio: 'inherit', env });
    children[role] = child;
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as { port: number }));
      child.once('exit', (code) => reject(new Error(`${role} replica exited with ${code}`)));
    });
    return port;
  };
  const stopChildren = () =>
    Promise.all(
      Object.values(children).map(
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

  const db = new pg.Client({ connectionString: infra.databaseUrl });
  let openWatcher: InboxWatcher | undefined;
  let socket: WebSocket | undefined;
  let http: Pool | undefined;
  try {
    const [messagingPort, flowsPort, notificationsPort] = [await startChild('messaging'), await startChild('flows'), await startChild('notifications')];
    await db.connect();

    async function call<T>(port: number, method: 'GET' | 'POST', url: string, body?: object, token?: string) {
      const response = await request(`http://127.0.0.1:${port}${url}`, {
        method,
        body: body ? JSON.stringify(body) : undefined,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      return { status: response.statusCode, json: (await response.body.json()) as T };
    }
    /** Retries while the service has not yet learnt the new office's user from auth's events. */
    async function untilCreated<T>(what: string, attempt: () => Promise<{ status: number; json: T }>) {
      for (let tries = 0; tries < 100; tries += 1) {
        const result = await attempt();
        if (result.status < 300) return result.json;
        if (tries === 99) throw new Error(`${what}: ${result.status} ${JSON.stringify(result.json)}`);
        await sleep(100);
      }
      throw new Error(what);
    }

    const signUp = await call<{ userToken: string; inboxId: string }>(messagingPort, 'POST', '/api/auth/sign-up', {
      name: 'Bench Office',
      email: 'flow-runtime@bench.dev',
      phoneNumber: '11987654321',
      password: 'benchmark1',
    });
    if (signUp.status >= 300) throw new Error(`sign-up: ${signUp.status} ${JSON.stringify(signUp.json)}`);
    const { userToken: token, inboxId } = signUp.json;
    const flow = await untilCreated('flow', () => call<{ id: string }>(flowsPort, 'POST', '/api/flow', { name: 'Triagem', inboxId, content: FLOW }, token));
    const device = async (name: string, flowId: string | null) => {
      const created = await untilCreated('device', () =>
        call<{ id: string; qrcode: string }>(messagingPort, 'POST', '/api/integration/create', { name, inboxId, channel: 'LITE_WHATSAPP', flowId }, token),
      );
      const scanned = await call(messagingPort, 'POST', '/api/simulator/scan', { qrcode: created.qrcode });
      if (scanned.status >= 300) throw new Error(`scan: ${scanned.status}`);
      return created.id;
    };
    const flowDevice = await device('WhatsApp triagem', flow.id);
    const ingestDevice = await device('WhatsApp atendimento', null);
    // The runtime learns which flow a device runs from messaging's events.
    for (let tries = 0; ; tries += 1) {
      const known = await db.query('select 1 from flows.devices where id = $1 and flow_id = $2', [flowDevice, flow.id]);
      if (known.rowCount) break;
      if (tries > 100) throw new Error('the flows runtime never learnt the device');
      await sleep(100);
    }

    const watcher = new InboxWatcher();
    openWatcher = watcher;
    socket = await watcher.connect(`ws://127.0.0.1:${notificationsPort}/api/realtime?token=${token}`, inboxId);
    http = new Pool(`http://127.0.0.1:${messagingPort}`, { connections: 256 });
    const pool = http;
    const send = async (integrationId: string, from: string, name: string, text: string) => {
      try {
        const response = await pool.request({ method: 'POST', path: '/api/simulator/messages', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ integrationId, from, name, type: 'text', text }) });
        await response.body.dump();
        return response.statusCode < 300;
      } catch {
        return false;
      }
    };

    interface Tally {
      latencies: number[];
      errors: number;
    }
    /** One client walking the flow again and again until `until`; a turn sent before it is always waited for. */
    async function flowClient(phase: number, client: number, until: number, tally: Tally) {
      let generation = 0;
      for (let walk = 1; performance.now() < until; walk += 1) {
        const phone = phoneOf(phase, client, generation);
        let conversationId: string | null = null;
        let answered = 0;
        for (const [index, turn] of WALK.entries()) {
          if (performance.now() >= until) return;
          const text = turn.say(client, walk);
          const inbound = index === 0 ? watcher.expectInbound(text, TURN_TIMEOUT_MS) : null;
          const sentAt = performance.now();
          const ok = (await send(flowDevice, phone, `Cliente ${client}`, text)) && (conversationId ??= (await inbound)?.conversationId ?? null) !== null;
          const replies = ok ? await watcher.untilReplies(conversationId!, answered + turn.replies, TURN_TIMEOUT_MS - (performance.now() - sentAt)) : null;
          if (!replies || !replies[answered + turn.replies - 1]!.content.includes(turn.last)) {
            tally.errors += 1;
            generation += 1; // the conversation is in an unknown state: go on as a new client
            break;
          }
          tally.latencies.push(replies[answered]!.at - sentAt);
          answered += turn.replies;
          // The last turn ends the conversation: the next walk opens a new one once it is closed.
          if (index === WALK.length - 1 && !(await watcher.untilInactive(conversationId!, TURN_TIMEOUT_MS))) {
            tally.errors += 1;
            generation += 1;
          }
          await think();
        }
      }
    }
    /** One client writing to the device with no flow: each message's latency to its own frame. */
    async function ingestClient(phase: number, client: number, until: number, tally: Tally) {
      const phone = phoneOf(phase, client, 0);
      for (let sequence = 1; performance.now() < until; sequence += 1) {
        const text = `Mensagem ${sequence} do cliente ${client} (fase ${phase})`;
        const inbound = watcher.expectInbound(text, TURN_TIMEOUT_MS);
        const sentAt = performance.now();
        const arrived = (await send(ingestDevice, phone, `Cliente ${client}`, text)) ? await inbound : null;
        if (arrived) tally.latencies.push(arrived.at - sentAt);
        else tally.errors += 1;
        await think();
      }
    }

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
    // PostgreSQL's share: the backends serving this run's database only (other work shares the machine).
    const backends = async () => (await db.query<{ pid: number }>('select pid from pg_stat_activity where datname = current_database()')).rows.map((row) => row.pid);
    const cpuNow = async (postgresPids: number[]) => ({
      messaging: await cpuMsOf(children.messaging!),
      flows: await cpuMsOf(children.flows!),
      notifications: await cpuMsOf(children.notifications!),
      postgres: cpuMsByPid(postgresPids),
      bench: (process.cpuUsage().user + process.cpuUsage().system) / 1000,
    });

    let phase = 0;
    async function runPhase(kind: 'flow' | 'ingest', seconds: number) {
      phase += 1;
      const tally: Tally = { latencies: [], errors: 0 };
      const pidsBefore = await backends();
      const cpuBefore = await cpuNow(pidsBefore);
      const started = performance.now();
      const until = started + seconds * 1000;
      const client = kind === 'flow' ? flowClient : ingestClient;
      // Starts spread over one think time, as people arriving do.
      await Promise.all(Array.from({ length: CLIENTS }, async (_, index) => (await sleep(Math.random() * THINK_MS), client(phase, index, until, tally))));
      const settledIn = await untilSettled(infra.config.NATS_URL!, infra.config.NATS_STREAM, db);
      const cpuAfter = await cpuNow([...new Set([...pidsBefore, ...(await backends())])]);
      const turns = tally.latencies.length;
      const sorted = tally.latencies.sort((a, b) => a - b);
      let postgresMs = 0;
      for (const [pid, ms] of cpuAfter.postgres) postgresMs += ms - (cpuBefore.postgres.get(pid) ?? 0);
      const perTurn = (ms: number) => Number((ms / Math.max(turns, 1)).toFixed(2));
      return {
        'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
        'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
        'turns/s': Math.round(turns / seconds),
        turns,
        errors: tally.errors,
        // Time the services needed after the last turn to finish the events it left (0 when they kept up).
        'backlog s': Number(settledIn.toFixed(1)),
        'CPU ms/turn: messaging': perTurn(cpuAfter.messaging - cpuBefore.messaging),
        flows: perTurn(cpuAfter.flows - cpuBefore.flows),
        notifications: perTurn(cpuAfter.notifications - cpuBefore.notifications),
        postgres: perTurn(postgresMs),
        bench: perTurn(cpuAfter.bench - cpuBefore.bench),
        // Other work on the machine shares its cores: read the figures against it.
        'machine load (1 min)': Number(loadavg()[0]!.toFixed(1)),
      };
    }

    // Warm-up of both paths (JIT, prepared statements, pools), then the reference, then the flow;
    // each phase ends once the services have caught up with what it sent.
    await runPhase('flow', WARM_UP_SECONDS);
    await runPhase('ingest', WARM_UP_SECONDS);
    const ingest = await runPhase('ingest', SECONDS);
    const flowFrom = Date.now();
    const flowRun = await runPhase('flow', SECONDS);
    const stages = await stageBreakdown(db, flowFrom, Date.now());

    console.log(`\nFlow runtime: ${CLIENTS} clients walking a 5-step flow vs the ingest path, closed loop, think time ${THINK_MS} ms on average, ${SECONDS} s each`);
    console.log('messaging (+auth), flows and notifications each in its own process; latency from the send to the reply frame (flow) or to the message frame (ingest)\n');
    console.table({ 'ingest (no flow)': ingest, 'flow (5 steps)': flowRun });
    console.log('\nWhere the flow turns went (from the services\' records, same phase):');
    console.table(stages);
    const ratio = flowRun['p99 ms'] / ingest['p99 ms'];
    console.log(`flow p99 / ingest p99: ${ratio.toFixed(2)}x (target ≤ 2x): ${ratio <= 2 ? 'met' : 'NOT met'}`);
    if (ingest.errors > 0 || flowRun.errors > 0) {
      console.error('Turns failed or went unanswered during the run: the figures are not valid.');
      process.exitCode = 1;
    }
  } finally {
    openWatcher?.close();
    socket?.terminate();
    await http?.close();
    await stopChildren();
    await db.end().catch(() => undefined);
    await infra.cleanup();
  }
}

await main();

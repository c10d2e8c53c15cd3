// Agent runtime (issue 17, 'Speed'): CLIENTS clients talk to an AI agent closed loop: send a
// question, wait for the agent's reply on an inbox WebSocket, think, ask again. The agent runs the
// real openai adapter against a fake OpenAI-compatible server answering at once, with the
// smallest response delay. Messaging (+auth), agents, notifications and the model server run
// each in its own process, on the real PostgreSQL/NATS/Redis.
// The runtime's overhead runs from the client's message stored in messaging (its
// message.received event's occurredAt) to the agent's reply handed to messaging (its
// reply-requested event published on NATS, heard by the bench), split where the fake model was
// asked (its answer ends with that moment). Reference in the same run: the
// same number of clients writing to a device with no robot, each message's latency to its own
// INBOUND frame (the ingest path). Usage: npm run bench -- agent-runtime
import { loadavg } from 'node:os';
import path from 'node:path';
import { RESPONSE_DELAY_OPTIONS } from '@balcao/contracts';
import { createTestInfra } from '@balcao/service-kit/testing';
import type { NatsConnection } from 'nats';
import pg from 'pg';
import type WebSocket from 'ws';
import { modelAskedAtOf } from './agent-runtime-model';
import {
  type Arrived,
  callService as call,
  heardEvents,
  InboxWatcher,
  linkSimulatorDevice,
  percentile,
  PostgresCpu,
  phoneOf,
  realtimeSocketUrl,
  serviceEnv,
  ServiceChildren,
  signUpBenchOffice,
  simulatorClients,
  startClients,
  thinkFor,
  untilCreated,
  untilProjected,
  untilSettled,
  withActivitySamples,
} from './bench-kit';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
/** Mean time a client takes to read a reply and type the next message (exponential). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 5000);
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 5);
/** A turn not answered by then counts as an error (and its client goes on with a new phone). */
const TURN_TIMEOUT_MS = Number(process.env.BENCH_TURN_TIMEOUT_MS ?? 60_000);
/** The smallest delay an agent allows: the runtime's overhead is what the reply takes beyond it. */
const RESPONSE_DELAY_SECONDS = Math.min(...RESPONSE_DELAY_OPTIONS);
const MODEL_ANSWER = 'Olá! Sou a assistente virtual do escritório Souza Advogados. Já verifico isso para você.';
/** Every agent client's message starts so: the observer tells them from the ingest path's. */
const QUESTION = 'Pergunta';

const think = () => thinkFor(THINK_MS);
const rounded = (ms: number) => Number(ms.toFixed(1));

/**
 * The runtime's own time, heard on NATS: a client's message stored (message.received's
 * occurredAt, written in messaging's transaction) and the agent's reply handed to messaging (the
 * moment its reply-requested event reaches this subscriber). `recordedAt` is the reply event's
 * occurredAt (written in the agent's transaction), which splits the overhead in two.
 */
class OverheadObserver {
  private readonly waiting = new Map<string, number>();
  samples: Array<{ storedAt: number; modelAskedAt: number; recordedAt: number; publishedAt: number }> = [];

  start(natsUrl: string, subjectPrefix: string) {
    return heardEvents(natsUrl, subjectPrefix, {
      'balcao.messaging.message.received': (event) => {
        const { conversationId, message: inbound } = event.payload as { conversationId: string; message: { content: string | null } };
        // A turn answers every message since the last reply: it is due from the first of them.
        if (inbound.content?.startsWith(QUESTION) && !this.waiting.has(conversationId)) this.waiting.set(conversationId, event.occurredAt);
      },
      'balcao.agents.conversation.reply-requested': (event, publishedAt) => {
        const { conversationId, messages } = event.payload as { conversationId: string; messages: Array<{ text?: string }> };
        const storedAt = this.waiting.get(conversationId);
        const modelAskedAt = modelAskedAtOf(messages[0]?.text ?? '');
        if (storedAt === undefined || modelAskedAt === undefined) return;
        this.waiting.delete(conversationId);
        this.samples.push({ storedAt, modelAskedAt, recordedAt: event.occurredAt, publishedAt });
      },
    });
  }

  /** The samples gathered since the last call. */
  take() {
    const taken = this.samples;
    this.samples = [];
    return taken;
  }
}

/** Milliseconds since the epoch in a uuid v7 (every event id here): when its service created it. */
const V7_MS = (column: string) => `('x' || substr(replace(${column}::text, '-', ''), 1, 12))::bit(48)::bigint`;

/**
 * When the agents runtime took each client message in (its handled_events row: the handling
 * transaction's start), over the phase or second by second of it (from the event's creation).
 */
async function consumedDelays(db: pg.Client, fromMs: number, toMs: number, bySecond = false) {
  const second = bySecond ? 'floor((created - $1) / 1000)' : 'null::float8';
  const { rows } = await db.query<{ second: number | null; p50: number; p99: number; count: string }>(
    `select ${second} as second, percentile_cont(0.5) within group (order by ms) as p50, percentile_cont(0.99) within group (order by ms) as p99, count(*) as count
     from (select ${V7_MS('event_id')} as created, extract(epoch from handled_at) * 1000 - ${V7_MS('event_id')} as ms from agents.handled_events
           where consumer = 'agents-runtime' and ${V7_MS('event_id')} between $1 and $2) stage
     ${bySecond ? 'group by 1 order by 1' : ''}`,
    [fromMs, toMs],
  );
  return rows.map((row) => ({ second: row.second, figures: { 'p50 ms': Math.round(row.p50), 'p99 ms': Math.round(row.p99), count: Number(row.count) } }));
}

async function main() {
  const infra = await createTestInfra({ LOG_LEVEL: 'silent' });
  const children = new ServiceChildren(path.join(import.meta.dirname, 'agent-runtime-server.ts'), serviceEnv(infra));
  const db = new pg.Client({ connectionString: infra.databaseUrl });
  const observer = new OverheadObserver();
  let nats: NatsConnection | undefined;
  let openWatcher: InboxWatcher | undefined;
  let socket: WebSocket | undefined;
  let clients: ReturnType<typeof simulatorClients> | undefined;
  try {
    const modelPort = await children.start('model', { BENCH_MODEL_ANSWER: MODEL_ANSWER });
    const messagingPort = await children.start('messaging');
    const agentsPort = await children.start('agents', { LLM_BASE_URL: `http://127.0.0.1:${modelPort}/v1`, LLM_API_KEY: 'bench', LLM_MODEL: 'bench-model' });
    const notificationsPort = await children.start('notifications');
    await db.connect();
    nats = await observer.start(infra.config.NATS_URL!, infra.config.NATS_SUBJECT_PREFIX ?? '');

    const office = await signUpBenchOffice(messagingPort, 'agent-runtime@bench.dev');
    const { token, inboxId } = office;
    const agent = await untilCreated('agent', () =>
      call<{ id: string }>(
        agentsPort,
        'POST',
        '/api/agents',
        {
          name: 'Clara',
          purpose: 'SUPORTE',
          inboxId,
          productName: 'Souza Advocacia Previdenciária',
          productDescription: 'Aposentadorias, revisões e benefícios do INSS.',
          communicationStyle: 'NORMAL',
          agentModelId: '0195f0a0-0000-7000-8000-00000000a001',
          responseDelaySeconds: RESPONSE_DELAY_SECONDS,
          maxInteractionsPerSession: 0,
        },
        token,
      ),
    );
    const agentDevice = await linkSimulatorDevice(messagingPort, office, 'WhatsApp assistente', { agentId: agent.id });
    const ingestDevice = await linkSimulatorDevice(messagingPort, office, 'WhatsApp atendimento');
    // The runtime learns which agent a device runs from messaging's events.
    await untilProjected(db, 'the device', 'select 1 from agents.integrations where id = $1 and agent_id = $2', [agentDevice, agent.id]);

    const watcher = new InboxWatcher();
    openWatcher = watcher;
    socket = await watcher.connect(await realtimeSocketUrl(notificationsPort, token), inboxId);
    clients = simulatorClients(messagingPort);
    const { send } = clients;

    interface Tally {
      latencies: number[];
      errors: number;
    }
    /** One client asking the agent again and again until `until`; a question sent before it is always waited for. */
    async function agentClient(phase: number, client: number, until: number, tally: Tally) {
      let generation = 0;
      let conversationId: string | null = null;
      let answered = 0;
      for (let sequence = 1; performance.now() < until; sequence += 1) {
        const text = `${QUESTION} ${sequence} do cliente ${client} (fase ${phase}, vez ${generation})`;
        const inbound: Promise<Arrived> | null = conversationId === null ? watcher.expectInbound(text, TURN_TIMEOUT_MS) : null;
        const sentAt = performance.now();
        const ok = (await send(agentDevice, phoneOf(phase, client, generation), `Cliente ${client}`, text)) && (conversationId ??= (await inbound)?.conversationId ?? null) !== null;
        const replies = ok ? await watcher.untilReplies(conversationId!, answered + 1, TURN_TIMEOUT_MS - (performance.now() - sentAt)) : null;
        if (!replies || !replies[answered]!.content.includes(MODEL_ANSWER)) {
          tally.errors += 1;
          // The conversation is in an unknown state: go on as a new client.
          generation += 1;
          conversationId = null;
          answered = 0;
        } else {
          tally.latencies.push(replies[answered]!.at - sentAt);
          answered += 1;
        }
        await think();
      }
    }
    /** One client writing to the device with no robot: each message's latency to its own frame. */
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

    // PostgreSQL's share: the connections serving this run's database only (other work shares the machine).
    const postgres = new PostgresCpu(db);
    const roles = ['messaging', 'agents', 'notifications', 'model'] as const;
    const cpuNow = async () => {
      const byRole: Record<string, number> = {};
      for (const role of roles) byRole[role] = await children.cpuMs(role);
      return { byRole, bench: (process.cpuUsage().user + process.cpuUsage().system) / 1000 };
    };

    let phase = 0;
    async function runPhase(kind: 'agent' | 'ingest', seconds: number) {
      phase += 1;
      const tally: Tally = { latencies: [], errors: 0 };
      await postgres.start();
      const cpuBefore = await cpuNow();
      observer.take();
      const fromMs = Date.now();
      const started = performance.now();
      const until = started + seconds * 1000;
      const client = kind === 'agent' ? agentClient : ingestClient;
      await withActivitySamples(infra.databaseUrl, `${kind} phase ${phase}`, () =>
        startClients(CLIENTS, THINK_MS, (index) => client(phase, index, until, tally)),
        children,
      );
      const settledIn = await untilSettled(infra.config.NATS_URL!, infra.config.NATS_STREAM, db, ['messaging', 'agents']);
      const cpuAfter = await cpuNow();
      const postgresMs = await postgres.stop();
      const turns = tally.latencies.length;
      const sorted = tally.latencies.sort((a, b) => a - b);
      const perTurn = (ms: number) => Number((ms / Math.max(turns, 1)).toFixed(2));
      const figures = {
        'p50 ms': rounded(percentile(sorted, 50)),
        'p99 ms': rounded(percentile(sorted, 99)),
        'turns/s': Math.round(turns / seconds),
        turns,
        errors: tally.errors,
        // Time the services needed after the last turn to finish the events it left (0 when they kept up).
        'backlog s': Number(settledIn.toFixed(1)),
        'CPU ms/turn: messaging': perTurn(cpuAfter.byRole.messaging! - cpuBefore.byRole.messaging!),
        agents: perTurn(cpuAfter.byRole.agents! - cpuBefore.byRole.agents!),
        notifications: perTurn(cpuAfter.byRole.notifications! - cpuBefore.byRole.notifications!),
        model: perTurn(cpuAfter.byRole.model! - cpuBefore.byRole.model!),
        postgres: perTurn(postgresMs),
        bench: perTurn(cpuAfter.bench - cpuBefore.bench),
        // Other work on the machine shares its cores: read the figures against it.
        'machine load (1 min)': Number(loadavg()[0]!.toFixed(1)),
      };
      return { figures, overhead: observer.take(), fromMs, toMs: Date.now() };
    }

    // Warm-up of both paths (JIT, prepared statements, pools), then the reference, then the agent;
    // each phase ends once the services have caught up with what it sent.
    await runPhase('agent', WARM_UP_SECONDS);
    await runPhase('ingest', WARM_UP_SECONDS);
    const ingest = await runPhase('ingest', SECONDS);
    const agentRun = await runPhase('agent', SECONDS);

    const spans = (of: (sample: (typeof agentRun.overhead)[number]) => number) => {
      const sorted = agentRun.overhead.map(of).sort((a, b) => a - b);
      return { 'p50 ms': rounded(percentile(sorted, 50)), 'p99 ms': rounded(percentile(sorted, 99)), count: sorted.length };
    };
    const delayMs = RESPONSE_DELAY_SECONDS * 1000;
    const overhead = spans((sample) => sample.publishedAt - sample.storedAt - delayMs);
    const overheadRate = Math.round(agentRun.overhead.length / SECONDS);
    if (process.env.BENCH_PG_ACTIVITY) {
      // Second by second (from the phase's start): how the overhead moves while clients arrive and after.
      const bySecond = new Map<number, Array<(typeof agentRun.overhead)[number]>>();
      for (const sample of agentRun.overhead) {
        const second = Math.floor((sample.storedAt - agentRun.fromMs) / 1000);
        bySecond.set(second, [...(bySecond.get(second) ?? []), sample]);
      }
      const p50p99 = (values: number[]) => {
        const sorted = values.sort((a, b) => a - b);
        return `${Math.round(percentile(sorted, 50))}/${Math.round(percentile(sorted, 99))}`;
      };
      console.log('\nAgent overhead by second of the phase (second: count, overhead p50/p99 ms = stored → recorded p50/p99 + recorded → handed p50/p99):');
      console.log(
        [...bySecond]
          .sort(([a], [b]) => a - b)
          .map(
            ([second, samples]) =>
              `${second}: ${samples.length} ${p50p99(samples.map((s) => s.publishedAt - s.storedAt - delayMs))} = ${p50p99(samples.map((s) => s.recordedAt - s.storedAt - delayMs))} + ${p50p99(samples.map((s) => s.publishedAt - s.recordedAt))}`,
          )
          .join('\n'),
      );
      console.log('\nmessaging event → agents runtime took it in, by second (second: count p50/p99 ms):');
      const consumedBySecond = await consumedDelays(db, agentRun.fromMs, agentRun.toMs, true);
      console.log(consumedBySecond.map(({ second, figures }) => `${second}: ${figures.count} ${figures['p50 ms']}/${figures['p99 ms']}`).join('  '));
    }

    console.log(`\nAgent runtime: ${CLIENTS} clients asking an AI agent (openai adapter, fake model answering at once) vs the ingest path, closed loop, think time ${THINK_MS} ms on average, ${SECONDS} s each`);
    console.log('messaging (+auth), agents, notifications and the model server each in its own process; latency from the send to the reply frame (agent) or to the message frame (ingest)\n');
    console.table({ 'ingest (no robot)': ingest.figures, 'agent, end to end': agentRun.figures });
    console.log(`\nThe agent runtime's own time (response delay ${RESPONSE_DELAY_SECONDS} s, the smallest allowed, taken off):`);
    console.table({
      'messaging event → agents runtime took it in': (await consumedDelays(db, agentRun.fromMs, agentRun.toMs))[0]!.figures,
      'inbound stored → model asked': spans((sample) => sample.modelAskedAt - sample.storedAt - delayMs),
      'model asked → reply recorded': spans((sample) => sample.recordedAt - sample.modelAskedAt),
      'reply recorded → handed to messaging': spans((sample) => sample.publishedAt - sample.recordedAt),
      'overhead: inbound stored → reply handed to messaging': overhead,
    });
    console.log(`agent overhead p50 ${overhead['p50 ms']} ms, p99 ${overhead['p99 ms']} ms at ${overheadRate} replies/s held; ingest path p99 ${ingest.figures['p99 ms']} ms (same run)`);
    const met = overhead['p99 ms'] <= ingest.figures['p99 ms'];
    console.log(`agent overhead p99 / ingest p99: ${(overhead['p99 ms'] / ingest.figures['p99 ms']).toFixed(2)}x (target ≤ 1x): ${met ? 'met' : 'NOT met'}`);
    if (ingest.figures.errors > 0 || agentRun.figures.errors > 0 || overhead.count < agentRun.figures.turns) {
      console.error('Turns failed, went unanswered or were not heard on NATS during the run: the figures are not valid.');
      process.exitCode = 1;
    }
  } finally {
    openWatcher?.close();
    socket?.terminate();
    await clients?.close();
    await nats?.close();
    await children.stopAll();
    await db.end().catch(() => undefined);
    await infra.cleanup();
  }
}

await main();

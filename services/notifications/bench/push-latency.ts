/**
 * Push latency of the realtime path: an inbound message published on the bus (what messaging's
 * outbox relay does) until its `conversation:message` frame reaches a browser socket.
 *
 *   npx tsx bench/push-latency.ts [--rate 1000] [--seconds 10] [--sockets 2000] [--replicas 1]
 *
 * Runs against this machine's PostgreSQL, NATS and Redis (a fresh database and stream). The
 * gateway replicas (src/server.ts) and the publisher (publisher.ts) run as their own processes,
 * the sockets here; 5 sockets per inbox, each subscribed to its inbox. GATEWAY_NODE_ARGS is
 * passed to the gateways' node (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { authEvents, messagingEvents } from '@balcao/contracts';
import { conversationSummary } from '../src/testing/fixtures';
import { createTestInfra, publishEvent, queryRows, signToken, waitUntil } from '../src/testing/test-app';
import { requestTicket } from '../src/testing/ws-client';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '10' },
    sockets: { type: 'string', default: '2000' },
    replicas: { type: 'string', default: '1' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const socketCount = Number(values.sockets);
const replicas = Number(values.replicas);
const SOCKETS_PER_INBOX = 5;
const CONVERSATIONS_PER_INBOX = 5;

const infra = await createTestInfra({ LOG_LEVEL: 'warn' });
const gateways: ChildProcess[] = [];

const env = {
  NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

function startGateway(port: number) {
  const gatewayEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: infra.databaseUrl,
    DATABASE_POOL_SIZE: '20',
    NATS_URL: env.NATS_URL,
    NATS_STREAM: infra.config.NATS_STREAM,
    NATS_SUBJECT_PREFIX: infra.config.NATS_SUBJECT_PREFIX,
    REDIS_URL: env.REDIS_URL,
    REDIS_KEY_PREFIX: infra.config.REDIS_KEY_PREFIX,
    JWT_PUBLIC_KEY: infra.keys.publicKey,
  };
  const nodeArgs = (process.env.GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = path.resolve(import.meta.dirname, '../src/server.ts');
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', server], { env: gatewayEnv, stdio: 'inherit' });
  gateways.push(child);
  return `ws://127.0.0.1:${port}/api/realtime`;
}

async function openSocket(url: string, token: string, subscribe: object[], onFrame: (text: string) => void) {
  const { ticket } = await requestTicket(url.replace(/^ws/, 'http').replace('/api/realtime', ''), token);
  const socket = new WebSocket(`${url}?ticket=${ticket}`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.on('message', (raw) => onFrame(raw.toString()));
  for (const frame of subscribe) socket.send(JSON.stringify(frame));
  return socket;
}

try {
  const urls = Array.from({ length: replicas }, (_, index) => startGateway(3700 + index));
  const inboxes = Array.from({ length: Math.ceil(socketCount / SOCKETS_PER_INBOX) }, () => ({
    officeId: randomUUID(),
    inboxId: randomUUID(),
    conversations: [] as ReturnType<typeof conversationSummary>[],
  }));
  const members: { officeId: string; inboxId: string; userId: string }[] = [];
  for (const inbox of inboxes) {
    for (let index = 0; index < SOCKETS_PER_INBOX; index += 1) members.push({ ...inbox, userId: randomUUID() });
    inbox.conversations = Array.from({ length: CONVERSATIONS_PER_INBOX }, () => conversationSummary({ inboxId: inbox.inboxId }));
  }
  const publishAll = async <T>(items: T[], publish: (item: T) => Promise<unknown>) => {
    for (let index = 0; index < items.length; index += 200) await Promise.all(items.slice(index, index + 200).map(publish));
  };
  await waitUntil(async () => (await fetch(urls.at(-1)!.replace('ws', 'http').replace('/api/realtime', '/health')).catch(() => null))?.ok === true, 60_000);
  await publishAll(members, (member) =>
    publishEvent(infra, authEvents.userCreated, {
      officeId: member.officeId,
      payload: { id: member.userId, name: 'Atendente', email: `${member.userId}@x.com.br`, imageUrl: null, roleId: randomUUID(), inboxIds: [member.inboxId] },
    }),
  );
  await publishAll(
    inboxes.flatMap((inbox) => inbox.conversations.map((conversation) => ({ inbox, conversation }))),
    ({ inbox, conversation }) => publishEvent(infra, messagingEvents.conversationCreated, { ...inbox, payload: { conversation } }),
  );
  const expectedConversations = inboxes.length * CONVERSATIONS_PER_INBOX;
  await waitUntil(async () => {
    const [{ members: m, conversations: c }] = await queryRows(
      infra,
      'select (select count(*) from notifications.members)::int as members, (select count(*) from notifications.conversation_inboxes)::int as conversations',
    );
    return m === members.length && c === expectedConversations;
  }, 120_000);

  const latencies: number[] = [];
  const onFrame = (text: string) => {
    const frame = JSON.parse(text) as { event: string; data: { message?: { content: string } } };
    if (frame.event === 'conversation:message') latencies.push(performance.timeOrigin + performance.now() - Number(frame.data.message!.content));
  };
  const sockets: WebSocket[] = [];
  for (let index = 0; index < members.length; index += 100) {
    const batch = members.slice(index, index + 100);
    sockets.push(
      ...(await Promise.all(
        batch.map((member, offset) =>
          openSocket(urls[(index + offset) % urls.length], signToken({ sub: member.userId, officeId: member.officeId }), [{ event: 'subscribeToInbox', data: { inboxId: member.inboxId } }], onFrame),
        ),
      )),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  console.log(`${sockets.length} sockets on ${replicas} replica(s); publishing ${rate} messages/s for ${seconds} s`);

  const planFile = path.join(mkdtempSync(path.join(tmpdir(), 'push-latency-')), 'plan.json');
  const targets = inboxes.flatMap(({ officeId, inboxId, conversations }) => conversations.map(({ id }) => ({ officeId, inboxId, conversationId: id })));
  writeFileSync(
    planFile,
    JSON.stringify({ natsUrl: env.NATS_URL, stream: infra.config.NATS_STREAM, prefix: infra.config.NATS_SUBJECT_PREFIX, rate, seconds, targets }),
  );
  const publisher = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, 'publisher.ts'), planFile], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  publisher.stdout!.on('data', (chunk) => (output += chunk));
  await new Promise((resolve) => publisher.once('exit', resolve));
  const { published } = JSON.parse(output) as { published: number };
  const expectedFrames = published * SOCKETS_PER_INBOX;
  await waitUntil(() => latencies.length >= expectedFrames, 60_000).catch(() => undefined);
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  console.log(
    JSON.stringify({
      published,
      framesExpected: expectedFrames,
      framesReceived: latencies.length,
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      max: latencies.at(-1)?.toFixed(1),
    }),
  );
  for (const socket of sockets) socket.terminate();
} finally {
  for (const gateway of gateways) gateway.kill('SIGTERM');
  await Promise.all(gateways.map((gateway) => new Promise((resolve) => (gateway.exitCode !== null ? resolve(null) : gateway.once('exit', resolve)))));
  await infra.cleanup();
}

import { createHash, createSign, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { connect, JSONCodec } from 'nats';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { authEvents, type EventDefinition, type EventEnvelope, type TokenClaims } from '@balcao/contracts';
import { closeDatabase, connectDatabase, createServiceApp, NatsEventBus, RedisStore, type Infra, type ServiceApp } from '@balcao/service-kit';
import { createTestInfra, TEST_NATS_URL, TEST_REDIS_URL, testJwtKeys, type TestInfra } from '@balcao/service-kit/testing';
import { notificationsService, type NotificationsServiceOptions } from '../app';
import type { GatewayOptions } from '../realtime/realtime-gateway';

export interface NotificationsTestApp {
  app: ServiceApp;
  /** Base URL of the listening server (http://127.0.0.1:<port>). */
  url: string;
  close(): Promise<void>;
}

/** Test timings: catch-up reads and gap waits short enough to observe. */
const testGateway: GatewayOptions = { sequencer: { pollMs: 200, gapPollMs: 50, gapTimeoutMs: 1000 } };

/** The notifications service mounted as in production, listening on a free port. */
export async function startNotificationsTestApp(
  infra: Infra,
  gateway: GatewayOptions = testGateway,
  options: Omit<NotificationsServiceOptions, 'infra' | 'gateway'> = {},
): Promise<NotificationsTestApp> {
  const app = await createServiceApp({ name: 'notifications', infra });
  await app.register(notificationsService, { ...options, infra, prefix: '/api', gateway });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/** Another replica's connections to the same database, NATS stream and Redis prefix. */
export async function replicaInfra(infra: TestInfra): Promise<Infra & { close(): Promise<void> }> {
  const bus = await NatsEventBus.connect({ url: TEST_NATS_URL, streamName: infra.config.NATS_STREAM, subjectPrefix: infra.config.NATS_SUBJECT_PREFIX });
  const database = await connectDatabase({ url: infra.databaseUrl, dataDir: '.data', poolSize: 5 });
  const store = RedisStore.connect(TEST_REDIS_URL, infra.config.REDIS_KEY_PREFIX);
  return {
    ...infra,
    bus,
    database,
    store,
    close: async () => {
      await bus.close();
      await store.close();
      await closeDatabase(database);
    },
  };
}

export { createTestInfra };

/** An RS256 token like auth's, signed with the test key pair (or another one, to be refused). */
export function signToken(claims: Partial<TokenClaims> & { sub: string; exp?: number }, privateKey = testJwtKeys().privateKey) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const body = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode({ roleId: randomUUID(), permissions: [], iat: now, exp: now + 3600, ...claims })}`;
  return `${body}.${createSign('RSA-SHA256').update(body).sign(privateKey, 'base64url')}`;
}

/** Publishes an event envelope shaped per the contracts, as a service's outbox relay would. */
export async function publishEvent<TType extends string, TPayload extends z.ZodType>(
  infra: Infra,
  definition: EventDefinition<TType, TPayload>,
  input: { officeId: string; inboxId?: string; payload: z.infer<TPayload> },
): Promise<EventEnvelope<TType, z.infer<TPayload>>> {
  const event = {
    id: uuidv7(),
    type: definition.type,
    occurredAt: new Date().toISOString(),
    officeId: input.officeId,
    ...(input.inboxId ? { inboxId: input.inboxId } : {}),
    payload: definition.payload.parse(input.payload),
  };
  await infra.bus.publish(event);
  return event;
}

/**
 * Puts the same event on the stream again without JetStream's de-duplication, as a redelivery
 * after a crash would, and resolves once `durable` has handled and acknowledged it.
 */
export async function redeliver(infra: TestInfra, event: EventEnvelope, durable: string) {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    await nc.jetstream().publish(`${infra.config.NATS_SUBJECT_PREFIX}.${event.type}`, JSONCodec().encode(event));
    // service-kit names one JetStream consumer per durable and event type.
    const consumer = `${durable}-${createHash('sha1').update(event.type).digest('hex').slice(0, 10)}`;
    const jsm = await nc.jetstreamManager();
    await waitUntil(async () => {
      const info = await jsm.consumers.info(infra.config.NATS_STREAM, consumer);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
  } finally {
    await nc.close();
  }
}

export interface TestMember {
  id: string;
  name: string;
  officeId: string;
  inboxIds: string[];
  token: string;
}

/** A user of an office, as auth announces it; resolves once the membership projection has it. */
export async function addMember(infra: Infra, input: { officeId: string; inboxIds: string[]; name?: string; isManager?: boolean }): Promise<TestMember> {
  const id = randomUUID();
  const name = input.name ?? `Atendente ${id.slice(0, 4)}`;
  await publishEvent(infra, authEvents.userCreated, {
    officeId: input.officeId,
    payload: { id, name, email: `${id}@escritorio.com.br`, imageUrl: null, roleId: randomUUID(), inboxIds: input.inboxIds, ...(input.isManager === undefined ? {} : { isManager: input.isManager }) },
  });
  await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.members where user_id = $1', [id])).length === 1);
  return { id, name, officeId: input.officeId, inboxIds: input.inboxIds, token: signToken({ sub: id, officeId: input.officeId }) };
}

/** Reads the service's tables directly. */
export async function queryRows(infra: Infra, text: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: infra.database.url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

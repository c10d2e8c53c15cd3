import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { NatsEventBus, RedisStore } from '@balcao/service-kit';
import type { MessagingDatabase } from '../../db/database';
import * as schema from '../../db/schema';
import { SimulatorChannel } from './simulator-channel';

/**
 * A simulator replica in a process of its own, for the take-over tests: SIGKILL ends it as a
 * crashed pod ends, its leases left to run out. Prints one JSON line per thing it does.
 */
export interface KillableReplicaConfig {
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  natsUrl: string;
  natsStream: string;
  natsSubjectPrefix: string;
  leaseTtlSeconds: number;
  leaseRenewMs: number;
}

const say = (line: object) => {
  process.stdout.write(`${JSON.stringify(line)}\n`);
};

async function run(config: KillableReplicaConfig) {
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 2 });
  const db = drizzle({ client: pool, schema }) as unknown as MessagingDatabase;
  const store = RedisStore.connect(config.redisUrl, config.redisKeyPrefix);
  const bus = await NatsEventBus.connect({ url: config.natsUrl, streamName: config.natsStream, subjectPrefix: config.natsSubjectPrefix });
  const log = { warn: (details: object, message: string) => say({ warn: message }), error: (details: object, message: string) => say({ error: message }) };
  const channel = new SimulatorChannel({
    db,
    log,
    store,
    requests: { request: bus.request.bind(bus), serve: bus.serve.bind(bus) },
    leaseTtlSeconds: config.leaseTtlSeconds,
    leaseRenewMs: config.leaseRenewMs,
  });
  await channel.start({
    inbound: async (integrationId, message) => say({ inbound: message.externalId, integrationId }),
    ack: async (integrationId, externalId, status) => say({ ack: externalId, status }),
    status: async () => undefined,
    qr: async () => undefined,
  });
  say({ ready: channel.leases.replicaId });
}

void run(JSON.parse(process.env.SIMULATOR_REPLICA ?? '{}') as KillableReplicaConfig).catch((error) => {
  say({ failed: String(error) });
  process.exit(1);
});

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ZBaseConfig, parseConfig, type BaseConfig } from '../config';
import { connectDatabase, closeDatabase } from '../database';
import { NatsEventBus } from '../events/nats-bus';
import { databaseTimeoutsOf, type Infra } from '../infra';
import { generateJwtKeys } from '../keys';
import { DevMailbox } from '../mailer';
import { RedisStore } from '../store';

/**
 * Real parts for integration tests (ARCHITECTURE §9): DATABASE_URL / NATS_URL / REDIS_URL when
 * set, else this machine's standard ports. Each call gets its own database, stream, subject
 * prefix and Redis key prefix, so test files never see each other's data.
 */
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let sharedKeys: ReturnType<typeof generateJwtKeys> | null = null;
export const testJwtKeys = () => (sharedKeys ??= generateJwtKeys());

async function createFreshDatabase(name: string) {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `Integration tests need PostgreSQL at ${TEST_POSTGRES_URL} (set TEST_DATABASE_URL). Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\n${String(error)}`,
    );
  }
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(TEST_POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}

export interface TestInfra extends Infra {
  bus: NatsEventBus;
  store: RedisStore;
  mailer: DevMailbox;
  keys: ReturnType<typeof generateJwtKeys>;
  databaseUrl: string;
  cleanup(): Promise<void>;
}

export async function createTestInfra(overrides: Partial<BaseConfig> = {}): Promise<TestInfra> {
  const id = `t${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const databaseName = `balcao_${id}`;
  const databaseUrl = await createFreshDatabase(databaseName);
  const config: BaseConfig = {
    ...parseConfig(ZBaseConfig, {}),
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: 5,
    NATS_URL: TEST_NATS_URL,
    NATS_STREAM: `BALCAO_${id}`,
    NATS_SUBJECT_PREFIX: id,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_KEY_PREFIX: `balcao-test:${id}:`,
    DEV_MAILBOX: true,
    // Test callers stand for the proxy: each call's X-Forwarded-For is its client's address.
    TRUST_PROXY: 1,
    ...overrides,
  };
  const database = await connectDatabase({ url: databaseUrl, dataDir: '.data', poolSize: 5, timeouts: databaseTimeoutsOf(config) });
  let bus: NatsEventBus;
  try {
    bus = await NatsEventBus.connect({ url: TEST_NATS_URL, streamName: config.NATS_STREAM, subjectPrefix: id });
  } catch (error) {
    throw new Error(`Integration tests need NATS with JetStream at ${TEST_NATS_URL} (set NATS_URL).\n${String(error)}`);
  }
  const store = RedisStore.connect(TEST_REDIS_URL, config.REDIS_KEY_PREFIX);
  await store.ping().catch((error) => {
    throw new Error(`Integration tests need Redis at ${TEST_REDIS_URL} (set REDIS_URL).\n${String(error)}`);
  });
  const keys = testJwtKeys();
  const mailer = new DevMailbox();
  return {
    config,
    database,
    bus,
    store,
    mailer,
    keys,
    databaseUrl,
    cleanup: async () => {
      await bus.deleteStream();
      await bus.close();
      const keysLeft = await store.redis.keys(`${config.REDIS_KEY_PREFIX}*`);
      if (keysLeft.length) await store.redis.del(...keysLeft.map((key) => key.slice(config.REDIS_KEY_PREFIX.length)));
      await store.close();
      await closeDatabase(database);
      await dropDatabase(databaseName);
    },
  };
}
export * from './service-caller';
export * from './test-offices';
export * from './published-events';
export * from './claims-session-check';
export * from './office-plans';

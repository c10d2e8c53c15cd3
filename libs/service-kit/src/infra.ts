import type { BaseConfig } from './config';
import { standInOn, unescapePem } from './config';
import { closeDatabase, connectDatabase, type DatabaseConnection, type DatabaseTimeouts } from './database';
import type { EventBus } from './events/bus';
import { DatabaseEventBus } from './events/database-bus';
import { NatsEventBus } from './events/nats-bus';
import { loadOrCreateJwtKeys, type JwtKeys } from './keys';
import { DevMailbox, NoMailer, SmtpMailer, type Mailer } from './mailer';
import { MemoryStore, RedisStore, type KeyValueStore } from './store';

/** The outside parts a service plugin is given: real ones when configured, local stand-ins otherwise. */
export interface Infra {
  config: BaseConfig;
  database: DatabaseConnection;
  bus: EventBus;
  store: KeyValueStore;
  mailer: Mailer;
  keys: JwtKeys;
}

export const databaseTimeoutsOf = (config: BaseConfig): DatabaseTimeouts => ({
  connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
  statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
  idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
});

export async function createInfra(config: BaseConfig, overrides: Partial<Infra> = {}): Promise<Infra> {
  const database =
    overrides.database ??
    (await connectDatabase({
      url: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      poolSize: config.DATABASE_POOL_SIZE,
      timeouts: databaseTimeoutsOf(config),
      log: (line) => {
        if (config.LOG_LEVEL === 'debug' || config.LOG_LEVEL === 'trace') console.log(`[postgres] ${line}`);
      },
    }));
  const bus =
    overrides.bus ??
    (config.NATS_URL
      ? await NatsEventBus.connect({ url: config.NATS_URL, streamName: config.NATS_STREAM, replicas: config.NATS_STREAM_REPLICAS, subjectPrefix: config.NATS_SUBJECT_PREFIX })
      : await DatabaseEventBus.open(database));
  const store = overrides.store ?? (config.REDIS_URL ? RedisStore.connect(config.REDIS_URL, config.REDIS_KEY_PREFIX) : new MemoryStore());
  const mailer = overrides.mailer ?? mailerOf(config);
  const keys =
    overrides.keys ??
    (config.JWT_PUBLIC_KEY
      ? { publicKey: unescapePem(config.JWT_PUBLIC_KEY), privateKey: config.JWT_PRIVATE_KEY ? unescapePem(config.JWT_PRIVATE_KEY) : undefined }
      : loadOrCreateJwtKeys(config.DATA_DIR));
  return { config, database, bus, store, mailer, keys };
}

/** The dev mailbox only where it may be (ARCHITECTURE §7); production without SMTP sends nothing. */
export function mailerOf(config: BaseConfig): Mailer {
  if (standInOn(config, config.DEV_MAILBOX, config.SMTP_URL !== undefined)) return new DevMailbox();
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new NoMailer();
}

export async function closeInfra(infra: Infra) {
  await infra.bus.close();
  await infra.store.close();
  await closeDatabase(infra.database);
}

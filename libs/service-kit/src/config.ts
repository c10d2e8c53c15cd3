import { z } from 'zod';

const ZFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .transform((value) => value === true || value === 'true' || value === '1');

/**
 * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): `false` (the default: the
 * socket's address is the client), a number of hops in front of the service (the chart's Ingress
 * is 1), or a comma-separated list of proxy addresses or CIDRs. `true` believes any header and
 * lets a client choose its own address (and its rate-limit key); it is refused in production.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .regex(/^(true|false|\d+|[0-9a-fA-F:./]+(\s*,\s*[0-9a-fA-F:./]+)*)$/, 'expected false, a number of hops, or proxy addresses/CIDRs separated by commas')
  .transform((value): boolean | number | string => {
    if (value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value) || false;
    return value;
  });

/** Variables every service reads. A service extends this with its own. */
export const ZBaseConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  TRUST_PROXY: ZTrustProxy.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL URL; without it a PostgreSQL embedded in the process keeps its data under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** How long a request may wait for a free database connection, for one statement, and between two statements of a transaction. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** The longest a request's handler may take before the server answers 503 (uploads and reports included). */
  HTTP_HANDLER_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** The longest a client may take to send a whole request, and a connection may stay silent. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1_000).default(120_000),
  DATA_DIR: z.string().default('.data'),
  /** NATS URL; without it the in-process bus is used. */
  NATS_URL: z.string().optional(),
  NATS_STREAM: z.string().regex(/^[A-Za-z0-9_-]+$/).default('BALCAO'),
  /**
   * Copies JetStream keeps of the stream (1 on a single server; 3 on a 3-node cluster, as the
   * chart's). An existing stream with another count is updated to it at start.
   */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5, 'JetStream keeps at most 5 replicas').default(1),
  NATS_SUBJECT_PREFIX: z.string().regex(/^[A-Za-z0-9_-]*$/).default(''),
  /** Redis URL; without it an in-memory store is used. */
  REDIS_URL: z.string().optional(),
  REDIS_KEY_PREFIX: z.string().default('balcao:'),
  /** PEM keys of auth's RS256 signature (\n may be escaped). Generated under DATA_DIR when absent in standalone. */
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_PRIVATE_KEY: z.string().optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Balcão <nao-responda@balcao.dev>'),
  /**
   * E-mails kept in a dev mailbox page instead of sent. Unset: on outside production when no
   * SMTP_URL is given; in production only when set to true (ARCHITECTURE §7).
   */
  DEV_MAILBOX: ZFlag.optional(),
  /** Bearer token a scraper sends to read /metrics. */
  METRICS_TOKEN: z.string().min(24, 'at least 24 characters (a random token)').optional(),
  /** /metrics open to anyone without a token. Unset: open outside production only (ARCHITECTURE §7). */
  METRICS_PUBLIC: ZFlag.optional(),
  /** Requests one API key may make per minute, across every service and replica (Redis). */
  API_KEY_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /** Unknown, wrong or revoked API keys one client address may present per minute before it gets 429 without asking auth. */
  API_KEY_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** How long a service waits for auth to verify an API key before answering 503. */
  API_KEY_VERIFY_TIMEOUT_MS: z.coerce.number().int().min(100).default(3_000),
});
export type BaseConfig = z.infer<typeof ZBaseConfig>;

/**
 * Whether a local stand-in (dev mailbox, payments sandbox, simulator, demo seed) is on: its own
 * variable when given; otherwise only outside production, and only when the real part it stands
 * in for is not configured. A production start never falls back to one (ARCHITECTURE §7).
 */
export const standInOn = (config: { NODE_ENV: BaseConfig['NODE_ENV'] }, explicit: boolean | undefined, realPartConfigured = false) =>
  explicit ?? (config.NODE_ENV !== 'production' && !realPartConfigured);

export class ConfigError extends Error {}

/**
 * Fastify's trustProxy for TRUST_PROXY, refusing `true` in production (any client would choose
 * its own address). A number of hops trusts that many addresses nearest the socket.
 */
export function trustedProxiesOf(config: Pick<BaseConfig, 'NODE_ENV' | 'TRUST_PROXY'>): boolean | string | ((address: string, hop: number) => boolean) {
  const trust = config.TRUST_PROXY;
  if (config.NODE_ENV === 'production' && trust === true)
    throw new ConfigError('Invalid configuration:\n  TRUST_PROXY: true would let any client choose its address; give the number of proxy hops or their addresses');
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** Parses the environment once at start; a bad variable stops the start naming it. */
export function parseConfig<T extends z.ZodType>(schema: T, env: Record<string, string | undefined> = process.env): z.infer<T> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const unescapePem = (pem: string) => pem.replace(/\\n/g, '\n');

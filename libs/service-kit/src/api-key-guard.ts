import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API_KEY_MESSAGES,
  API_KEY_PREFIX,
  API_KEY_VERIFY_SUBJECT,
  apiKeyAllows,
  apiKeyDomainOf,
  apiKeyVerification,
  ZVerifyApiKeyReply,
  type ApiKeyDomain,
  type ApiKeyPrincipal,
} from '@balcao/contracts';
import type { Principal } from './auth-guard';
import { AppError, defineErrors } from './errors';
import type { EventBus } from './events/bus';
import type { KeyValueStore } from './store';

export const apiKeyErrors = defineErrors('API_KEY', {
  INVALID: { status: 401, message: API_KEY_MESSAGES.invalidKey },
  OUT_OF_SCOPE: { status: 403, message: API_KEY_MESSAGES.outOfScope },
  UNAVAILABLE: { status: 503, message: API_KEY_MESSAGES.unavailable },
  RATE_LIMITED: { status: 429, message: API_KEY_MESSAGES.rateLimited },
  TOO_MANY_INVALID: { status: 429, message: API_KEY_MESSAGES.tooManyInvalid },
});

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** What the key's domains let its requests do inside a route that checks permission codes. */
const PERMISSIONS_OF_DOMAIN: Partial<Record<ApiKeyDomain, string>> = { crm: 'view:crm', agentes: 'view:agents', fluxos: 'view:flow' };

/**
 * The principal a key's request acts as: its own id stands for the user (nobody's membership),
 * never the Gestor, and the workspaces it reaches come with it (`apiKey.inboxIds`).
 */
export function principalOfApiKey(key: ApiKeyPrincipal): Principal {
  const domains = new Set(key.scopes.map((scope) => scope.split(':')[0] as ApiKeyDomain));
  return {
    userId: key.keyId,
    officeId: key.officeId,
    roleId: key.keyId,
    permissions: [...domains].flatMap((domain) => PERMISSIONS_OF_DOMAIN[domain] ?? []),
    isManager: false,
    apiKey: { id: key.keyId, scopes: key.scopes, inboxIds: key.inboxIds },
  };
}

export interface ApiKeyGuardOptions {
  bus: EventBus;
  store: KeyValueStore;
  ratePerMinute: number;
  /** Refused keys per client address per minute before that address gets 429 (guards auth's table from floods). */
  failuresPerMinute: number;
  verifyTimeoutMs: number;
}

/**
 * Auth answers every key on every request (no cache), so a revoked or expired key is refused by
 * every replica on its very next request; a silent auth answers 503 within the timeout, never a hang.
 * Only the key's id and hash are sent: a listener on the bus learns nothing it could call the API with.
 */
async function verify(options: ApiKeyGuardOptions, key: string): Promise<ApiKeyPrincipal | null> {
  const question = apiKeyVerification(key, (value) => createHash('sha256').update(value).digest('hex'));
  if (!question) return null;
  if (!options.bus.request) throw apiKeyErrors.UNAVAILABLE();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(apiKeyErrors.UNAVAILABLE()), options.verifyTimeoutMs);
  });
  try {
    const reply = await Promise.race([options.bus.request(API_KEY_VERIFY_SUBJECT, question, { timeoutMs: options.verifyTimeoutMs }), deadline]);
    return ZVerifyApiKeyReply.parse(reply).principal;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw apiKeyErrors.UNAVAILABLE();
  } finally {
    clearTimeout(timer);
  }
}

/** Counts one more request in a fixed one-minute window of the shared store: every replica of every service counts together. */
async function countInWindow(store: KeyValueStore, name: string, limit: number) {
  const now = Date.now();
  const window = Math.floor(now / 60_000);
  const count = await store.incr(`${name}:${window}`, 120);
  const retryAfterSeconds = Math.ceil(((window + 1) * 60_000 - now) / 1000);
  return { count, over: count > limit, retryAfterSeconds };
}

async function takeRateLimit(options: ApiKeyGuardOptions, keyId: string, reply: FastifyReply) {
  const { count, over, retryAfterSeconds } = await countInWindow(options.store, `api-key-rate:${keyId}`, options.ratePerMinute);
  reply.header('x-ratelimit-limit', options.ratePerMinute);
  reply.header('x-ratelimit-remaining', Math.max(0, options.ratePerMinute - count));
  if (over) {
    reply.header('retry-after', retryAfterSeconds);
    throw apiKeyErrors.RATE_LIMITED();
  }
}

const failuresOf = (request: FastifyRequest) => `api-key-failures:${request.ip}`;

/** An address that presented too many refused keys this minute is not heard until the next. */
async function assertNotFlooding(options: ApiKeyGuardOptions, request: FastifyRequest, reply: FastifyReply) {
  const failures = Number((await options.store.get(`${failuresOf(request)}:${Math.floor(Date.now() / 60_000)}`)) ?? 0);
  if (failures >= options.failuresPerMinute) {
    reply.header('retry-after', Math.ceil((60_000 - (Date.now() % 60_000)) / 1000));
    throw apiKeyErrors.TOO_MANY_INVALID();
  }
}

/**
 * Authenticates a request carrying an API key: verified by auth, limited to the routes of its
 * scopes' domains (a route outside every key domain answers 403), then rate limited.
 */
export async function authenticateApiKey(options: ApiKeyGuardOptions, request: FastifyRequest, reply: FastifyReply, key: string): Promise<Principal> {
  await assertNotFlooding(options, request, reply);
  const verified = await verify(options, key);
  if (!verified) {
    await countInWindow(options.store, failuresOf(request), options.failuresPerMinute);
    throw apiKeyErrors.INVALID();
  }
  const domain = apiKeyDomainOf(request.routeOptions.url ?? request.url);
  if (!domain || !apiKeyAllows(verified.scopes, domain, request.method)) throw apiKeyErrors.OUT_OF_SCOPE();
  await takeRateLimit(options, verified.keyId, reply);
  return principalOfApiKey(verified);
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@balcao/contracts';
import { commonErrors } from './errors';
import type { KeyValueStore } from './store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A repeat of this request with the same Idempotency-Key (per user, 24 h) returns the first answer. */
    idempotent?: boolean;
  }
}

const TTL_SECONDS = 24 * 60 * 60;
const IN_PROGRESS = '__in_progress__';

/**
 * How long a claim of a request still being worked on holds. A replica killed mid-request never
 * replaces it with the answer; held for the 24 h of an answer, every retry of that key got 409
 * 'em processamento' for a day (the chaos run saw an attendant stuck so). Past the handler's
 * deadline (HTTP_HANDLER_TIMEOUT_MS) the work is over, done or not: the retry may run.
 */
export const inProgressSecondsFor = (handlerTimeoutMs: number) => Math.ceil(handlerTimeoutMs / 1000) + 5;

/**
 * The request's Idempotency-Key as the hook keeps it (per user, method and route), when the route
 * is idempotent and the client sent one: a handler may key its own records by it, so a retry that
 * runs again (its claim outlived) finds what the first attempt did.
 */
export const idempotencyKeyOf = (request: FastifyRequest): string | null => (request as { idempotencyKey?: string }).idempotencyKey ?? null;

export function registerIdempotency(app: FastifyInstance, store: KeyValueStore, handlerTimeoutMs = 30_000) {
  const inProgressSeconds = inProgressSecondsFor(handlerTimeoutMs);
  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (typeof key !== 'string' || key.length === 0) return;
    // Keys are per user: a route must authenticate in onRequest for its answers to be kept.
    const owner = request.principal?.userId;
    if (!owner) return;
    const storeKey = `idem:${owner}:${request.method}:${request.routeOptions.url}:${key.slice(0, 200)}`;
    const claimed = await store.setIfAbsent(storeKey, IN_PROGRESS, inProgressSeconds);
    if (!claimed) {
      const saved = await store.get(storeKey);
      if (!saved || saved === IN_PROGRESS) throw commonErrors.IN_PROGRESS();
      const { statusCode, body } = JSON.parse(saved) as { statusCode: number; body: string };
      reply.header('idempotent-replay', 'true').header('content-type', 'application/json; charset=utf-8').status(statusCode);
      return reply.send(body);
    }
    (request as { idempotencyKey?: string }).idempotencyKey = storeKey;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const storeKey = (request as { idempotencyKey?: string }).idempotencyKey;
    if (!storeKey) return payload;
    // The work is done (or refused) whatever the store says now: a store that fails to keep the
    // answer (Redis restarting) must not turn it into an error, or the client's retry would do it
    // again (the chaos run saw an attendant's message sent twice so).
    try {
      if (reply.statusCode < 300) {
        await store.set(storeKey, JSON.stringify({ statusCode: reply.statusCode, body: String(payload) }), TTL_SECONDS);
      } else {
        await store.del(storeKey);
      }
    } catch (error) {
      request.log.warn({ err: error }, 'the answer of an idempotent request could not be kept');
    }
    return payload;
  });
}

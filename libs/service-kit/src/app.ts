import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyRateLimit from '@fastify/rate-limit';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_DOCS_DESCRIPTION, API_KEY_SECURITY_SCHEME } from './api-docs';
import { registerJwt } from './auth-guard';
import { trustedProxiesOf } from './config';
import { requestWithoutSecrets } from './log-redaction';
import { registerErrorHandling, ServiceClosingError, type NotFoundFallback } from './errors';
import { registerIdempotency } from './idempotency';
import type { Infra } from './infra';
import { registerMetrics } from './metrics';
import { createResponseSerializerCompiler } from './response-serializer';
import { registerSecurityHeaders } from './security-headers';

export type ReadinessCheck = () => Promise<void>;

const READY_DEADLINE_MS = 2_000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

declare module 'fastify' {
  interface FastifyInstance {
    infra: Infra;
    /** Services add what /ready must check (their database, the bus). */
    readinessChecks: ReadinessCheck[];
  }
}

/** How long a service's plugins may take to start (see createServiceApp). */
export const SERVICE_PLUGIN_TIMEOUT_MS = 90_000;

/**
 * The base every service (and the standalone server) is built on: zod type provider, pt-BR
 * errors, request ids, pino logs, security headers, OpenAPI at /api/docs (also at
 * /api/docs/<name>/, the path the chart's Ingress gives it with ingress.publicApiDocs),
 * /health, /ready, /metrics, JWT verification, rate limiting (Redis-backed when Redis is
 * configured) and Idempotency-Key.
 */
export async function createServiceApp(options: { name: string; infra: Infra; title?: string; bodyLimit?: number; notFoundFallback?: NotFoundFallback }) {
  const { infra } = options;
  const docsAlias = `/api/docs/${options.name}/`;
  const app = Fastify({
    logger: {
      level: infra.config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      // URLs are logged without the values of a ticket, a signed link's signature or a token.
      serializers: { req: requestWithoutSecrets },
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && given.length <= 100 ? given : randomUUID();
    },
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // A service's plugin may wait at start for the JetStream cluster to elect its leaders again (up
    // to a minute, nats-bus.ts) and for its migrations on a busy node: Fastify's 10 s made a replica
    // starting during a NATS node's restart exit (the chaos run saw it). The chart's startup probe
    // allows 120 s.
    pluginTimeout: SERVICE_PLUGIN_TIMEOUT_MS,
    // Only the configured proxies' X-Forwarded-For is believed, so a client cannot choose its address.
    trustProxy: trustedProxiesOf(infra.config),
    // No request stays unanswered: a handler still running after this answers 503.
    handlerTimeout: infra.config.HTTP_HANDLER_TIMEOUT_MS,
    // Fastify's own 503 while closing is in English; ours (below) is the API's pt-BR one.
    return503OnClosing: false,
    requestTimeout: infra.config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: infra.config.HTTP_REQUEST_TIMEOUT_MS,
    rewriteUrl: (request) => {
      const url = request.url ?? '/';
      return url.startsWith(docsAlias) ? `/api/docs/${url.slice(docsAlias.length)}` : url;
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Under vitest every answer is also written by zod's serializer, and must be the same.
  app.setSerializerCompiler(createResponseSerializerCompiler({ crossCheck: process.env.VITEST !== undefined }));
  // A replica shutting down (a rolling restart's SIGTERM) refuses what still reaches it on an open
  // connection with the API's pt-BR 503, and closes that connection: the retry goes to a replica
  // that stays (the chaos run saw Fastify's English one).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) {
      reply.header('connection', 'close');
      throw new ServiceClosingError();
    }
  });
  app.decorate('infra', infra);
  app.decorate('readinessChecks', [] as ReadinessCheck[]);

  registerErrorHandling(app, options.notFoundFallback);
  await registerSecurityHeaders(app, infra.config);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: options.title ?? `Balcão ${options.name}`, version: '1.0.0', description: API_DOCS_DESCRIPTION },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, apiKey: API_KEY_SECURITY_SCHEME } },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  // Swagger UI's links are relative to a trailing slash.
  app.get(docsAlias.slice(0, -1), { schema: { hide: true } }, async (_request, reply) => reply.redirect(docsAlias));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(infra.store.redis ? { redis: infra.store.redis, nameSpace: 'rate-limit:' } : {}),
  });
  await registerJwt(app, infra.keys, infra.config.JWT_EXPIRES_IN, {
    bus: infra.bus,
    store: infra.store,
    ratePerMinute: infra.config.API_KEY_RATE_LIMIT_PER_MINUTE,
    failuresPerMinute: infra.config.API_KEY_FAILURES_PER_MINUTE,
    verifyTimeoutMs: infra.config.API_KEY_VERIFY_TIMEOUT_MS,
  });
  registerIdempotency(app, infra.store, infra.config.HTTP_HANDLER_TIMEOUT_MS);
  registerMetrics(app, options.name, infra.config);

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  // Readiness: the store, the bus and each service's database answer within the deadline,
  // else the replica leaves the Service until they do. /health only says the event loop turns.
  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await withDeadline(Promise.all([infra.store.ping(), infra.bus.ping(), ...app.readinessChecks.map((check) => check())]), READY_DEADLINE_MS);
      return { status: 'ready' };
    } catch (error) {
      app.log.warn({ err: error }, 'not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  return app;
}

export type ServiceApp = Awaited<ReturnType<typeof createServiceApp>>;
export type { FastifyInstance };

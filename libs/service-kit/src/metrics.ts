import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { standInOn, type BaseConfig } from './config';
import { commonErrors } from './errors';

type MetricsConfig = Pick<BaseConfig, 'NODE_ENV' | 'METRICS_TOKEN' | 'METRICS_PUBLIC'>;

/**
 * Who may read /metrics: the holder of METRICS_TOKEN when one is set; otherwise anyone where
 * public metrics are on (METRICS_PUBLIC, or outside production), nobody elsewhere.
 */
export function metricsAccessOf(config: MetricsConfig): 'token' | 'public' | 'off' {
  if (config.METRICS_TOKEN) return 'token';
  return standInOn(config, config.METRICS_PUBLIC) ? 'public' : 'off';
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares digests so that the time taken tells nothing about how much of the token matched. */
function bearerMatches(request: FastifyRequest, token: string) {
  const given = request.headers.authorization;
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(`Bearer ${token}`));
}

/** Prometheus metrics at /metrics: process defaults plus request duration by route and status. */
export function registerMetrics(app: FastifyInstance, serviceName: string, config: MetricsConfig) {
  const access = metricsAccessOf(config);
  if (access === 'off') {
    // Answered here, so the standalone server's page fallback does not answer it either.
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw commonErrors.NOT_FOUND();
    });
    return undefined;
  }
  const registry = new Registry();
  registry.setDefaultLabels({ service: serviceName });
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unknown', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    if (access === 'token' && !bearerMatches(request, config.METRICS_TOKEN!)) {
      reply.header('www-authenticate', 'Bearer');
      throw commonErrors.UNAUTHORIZED();
    }
  };
  app.get('/metrics', { schema: { hide: true }, onRequest }, async (_request, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return registry;
}

import type { FastifyRequest } from 'fastify';
import { ACTOR_USER_AGENT_MAX, type ActorOrigin } from '@balcao/contracts';

/**
 * Where a request came from, for the audit log: the client's address (behind a trusted proxy, the
 * one it forwarded: TRUST_PROXY) and its browser, cut to what the log keeps.
 */
export const requestOrigin = (request: FastifyRequest): ActorOrigin => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent']?.slice(0, ACTOR_USER_AGENT_MAX) ?? null,
});

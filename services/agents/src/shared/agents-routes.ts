import type { FastifyInstance } from 'fastify';
import { requirePermission } from '@balcao/service-kit';

export const AGENTS_PERMISSION = 'view:agents';

/** Every agent route needs a signed-in user holding view:agents (SPEC-DECISIONS: Permissions). */
export function guardAgentRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requirePermission(AGENTS_PERMISSION));
}

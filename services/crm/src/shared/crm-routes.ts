import type { FastifyInstance } from 'fastify';
import { requirePermission } from '@balcao/service-kit';

export const CRM_PERMISSION = 'view:crm';

/** Every CRM and calendar route needs a signed-in user holding view:crm (SPEC-DECISIONS: Permissions). */
export function guardCrmRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requirePermission(CRM_PERMISSION));
}

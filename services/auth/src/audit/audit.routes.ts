import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_EXPORT_CONTENT_TYPE, AUDIT_EXPORT_MAX_ROWS, AUDIT_MESSAGES, auditExportFileName, ZAuditFilters, ZAuditListQuery, ZAuditPage } from '@balcao/contracts';
import { defineErrors, principalOf, requestOrigin, requireManager } from '@balcao/service-kit';
import { z } from 'zod';
import type { DataAccess } from '../db/database';
import { errorResponses, pageCount } from '../shared/http';
import { auditWorkbook } from './audit-export';
import { auditConditions, countAuditEntries, listAuditEntries, recordRequestFact } from './audit.repository';

export const auditErrors = defineErrors('AUDIT', {
  EXPORT_TOO_LARGE: { status: 400, message: AUDIT_MESSAGES.exportTooLarge },
});

/** Configurações › Auditoria: only the office's Gestor reads and exports its own audit log (a key never does). */
export const auditRoutes: FastifyPluginAsyncZod<{ data: DataAccess }> = async (app, { data }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireManager);
  const tags = ['audit'];

  app.get('/audit', { schema: { tags, summary: 'Registro de auditoria do escritório, mais recentes primeiro', querystring: ZAuditListQuery, response: { 200: ZAuditPage, ...errorResponses } } }, async (request) => {
    const { page, limit, ...filters } = request.query;
    const where = auditConditions(principalOf(request).officeId, filters);
    const totalItems = await countAuditEntries(data.db, where);
    const entries = await listAuditEntries(data.db, where, { offset: (page - 1) * limit, limit });
    return { data: entries, totalItems, totalResults: totalItems, totalPages: pageCount(totalItems, limit) };
  });

  app.get(
    '/audit/export',
    { schema: { tags, summary: 'O registro filtrado em Excel (.xlsx); a exportação fica registrada', querystring: ZAuditFilters, response: { 200: z.any(), ...errorResponses } } },
    async (request, reply) => {
      const principal = principalOf(request);
      const where = auditConditions(principal.officeId, request.query);
      const total = await countAuditEntries(data.db, where);
      if (total > AUDIT_EXPORT_MAX_ROWS) throw auditErrors.EXPORT_TOO_LARGE();
      const file = await auditWorkbook(await listAuditEntries(data.db, where, { offset: 0, limit: AUDIT_EXPORT_MAX_ROWS }));
      await recordRequestFact(
        data.db,
        principal.officeId,
        { action: 'report.exported', actorUserId: principal.userId, target: { type: 'report', id: null, label: 'Auditoria' }, details: { filters: request.query, rows: total } },
        requestOrigin(request),
      );
      const name = auditExportFileName(new Date());
      return reply.header('content-type', AUDIT_EXPORT_CONTENT_TYPE).header('content-disposition', `attachment; filename="${name}"`).send(file);
    },
  );
};

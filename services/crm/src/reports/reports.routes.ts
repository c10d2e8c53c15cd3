import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTS_PERMISSION, serviceReportFileName, ZServiceReport, ZServiceReportExportQuery, ZServiceReportFile, ZServiceReportQuery, type HomeRange } from '@balcao/contracts';
import { commonErrors, principalOf } from '@balcao/service-kit';
import type { CrmContext } from '../context';
import { errorResponses } from '../shared/http';
import { assertMember } from '../shared/tenancy';
import { serviceReport } from './reports.queries';
import { serviceReportPdf, serviceReportXlsx } from './reports-export';

const CONTENT_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const asciiFileName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * view:reports ('Relatórios'). The Gestor holds every code (SPEC-DECISIONS: Permissions), also
 * while its profile's copy here still predates the code: is_manager says so.
 */
const requireReports = async (request: FastifyRequest) => {
  const principal = principalOf(request);
  if (!principal.isManager && !principal.permissions.includes(REPORTS_PERMISSION)) throw commonErrors.FORBIDDEN();
};

/**
 * 'Relatórios' (issue 40 §5): a workspace's service levels over a period, read from the reports
 * projection, as figures or as an Excel/PDF file. Another office's or workspace's id gets 404.
 */
export const reportsRoutes: FastifyPluginAsyncZod<{ context: CrmContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireReports);
  const { db } = context;
  const tags = ['reports'];

  const reportOf = async (request: FastifyRequest, range: HomeRange) => {
    const principal = principalOf(request);
    await assertMember(db, principal, range.inboxId);
    return serviceReport(db, principal.officeId, range);
  };

  app.get(
    '/reports/service',
    { schema: { tags, summary: 'Níveis de atendimento do workspace e de cada atendente no período', querystring: ZServiceReportQuery, response: { 200: ZServiceReport, ...errorResponses } } },
    async (request) => reportOf(request, request.query),
  );

  app.get(
    '/reports/service/export',
    { schema: { tags, summary: 'Os mesmos números em Excel ou PDF', querystring: ZServiceReportExportQuery, response: { 200: ZServiceReportFile, ...errorResponses } } },
    async (request, reply) => {
      const { format, ...range } = request.query;
      const report = await reportOf(request, range);
      const heading = { generatedAt: new Date() };
      const file = format === 'pdf' ? await serviceReportPdf(report, heading) : await serviceReportXlsx(report, heading);
      const name = serviceReportFileName(range, format);
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messagingEvents, PEOPLE_REPORT_TITLE, peopleReportFileName, REPORT_EMPTY_MESSAGE, ZPeopleReportBody, ZPeopleReportFile, type PeopleReportFormat } from '@balcao/contracts';
import { defineErrors, principalOf } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { eventOf, recordEvents, runCommand, type Executor } from '../db/database';
import { errorResponses } from '../shared/http';
import { assertMember } from '../shared/tenancy';
import { pdfReport } from './pdf-report';
import { countReportPeople, reportPeopleBatches, type ReportScope } from './people-report.repository';
import { reportColumns, type ReportColumn } from './report-columns';
import { reportStream, type ReportMeta } from './report-stream';
import { columnWidths, xlsxReport } from './xlsx-report';

export const peopleReportErrors = defineErrors('PEOPLE_REPORT', {
  EMPTY: { status: 404, message: REPORT_EMPTY_MESSAGE },
});

const CONTENT_TYPES: Record<PeopleReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The name for the header's plain `filename` (ASCII only); `filename*` carries the real one. */
const asciiFileName = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');

const contentDisposition = (name: string) => `attachment; filename="${asciiFileName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;

async function* reportFile(db: Executor, scope: ReportScope, format: PeopleReportFormat, columns: ReportColumn[], meta: ReportMeta) {
  if (format === 'pdf') {
    yield* pdfReport(columns, reportPeopleBatches(db, scope), meta);
  } else {
    const widths = await columnWidths(columns, reportPeopleBatches(db, scope));
    yield* xlsxReport(columns, widths, reportPeopleBatches(db, scope), meta);
  }
}

/**
 * Customers report (spec 2 §2.6): messaging owns the contacts, so it reads them where they are
 * and streams the file as it is built. Open to every member of the workspace, like the contacts.
 */
export const peopleReportRoutes: FastifyPluginAsyncZod<{ context: MessagingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/people/report',
    {
      schema: {
        tags: ['people'],
        summary: 'Relatório de clientes em PDF ou Excel (o arquivo, transmitido enquanto é gerado)',
        body: ZPeopleReportBody,
        response: { 200: ZPeopleReportFile, ...errorResponses },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const { inboxId, format, fileName, fields } = request.body;
      await assertMember(context.db, principal, inboxId);
      const scope = { officeId: principal.officeId, inboxId };
      const total = await countReportPeople(context.db, scope);
      if (total === 0) throw peopleReportErrors.EMPTY();

      // Recorded as the export starts: a download the client abandons was still handed out.
      await runCommand(context, (tx) =>
        recordEvents(tx, [eventOf(messagingEvents.peopleReportExported, scope, { format, fileName, fields: [...fields], rows: total, actorUserId: principal.userId })]),
      );
      const meta = { title: PEOPLE_REPORT_TITLE, generatedAt: new Date(), total };
      const file = reportStream(reportFile(context.db, scope, format, reportColumns(fields), meta));
      const name = peopleReportFileName(fileName, format);
      // A batch failing once the headers are out cuts the download (Fastify logs it): that is how the browser learns it.
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
};

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAnswerTime, ZCardsInfo, ZChartSeries, ZHomeInboxQuery, ZHomeRangeQuery, ZNewLeads, ZRecentConsultations, ZRecentContacts, type HomeRange } from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { z } from 'zod';
import type { CrmContext } from '../context';
import { errorResponses } from '../shared/http';
import { assertMember } from '../shared/tenancy';
import { answerTime, attendances, attendanceStatus, cardsInfo, legalAreas, newLeads, recentConsultations, recentContacts } from './home.queries';

/**
 * The home dashboard (spec 2 §2.7, §3 'Home metrics'): reads of the projection only. Open to every
 * member of the workspace (SPEC-DECISIONS: Permissions); another workspace or office gets 404.
 */
export const homeRoutes: FastifyPluginAsyncZod<{ context: CrmContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const { db } = context;
  const tags = ['homepage'];

  const range = (response: z.ZodType) => ({ schema: { tags, querystring: ZHomeRangeQuery, response: { 200: response, ...errorResponses } } });
  /** The range after checking the caller works in its workspace. */
  const rangeOf = async (request: FastifyRequest & { query: HomeRange }) => {
    await assertMember(db, principalOf(request), request.query.inboxId);
    return request.query;
  };

  app.get('/homepage/cards-info', range(ZCardsInfo), async (request) => cardsInfo(db, await rangeOf(request)));
  app.get('/homepage/crms', range(ZChartSeries), async (request) => attendances(db, await rangeOf(request)));
  app.get('/homepage/answer-time', range(ZAnswerTime), async (request) => answerTime(db, await rangeOf(request)));
  app.get('/homepage/new-leads', range(ZNewLeads), async (request) => newLeads(db, await rangeOf(request)));
  app.get('/homepage/attendance-status', range(ZChartSeries), async (request) => attendanceStatus(db, await rangeOf(request)));
  app.get('/homepage/legal-areas', range(ZChartSeries), async (request) => legalAreas(db, await rangeOf(request)));
  app.get('/homepage/recent-consultations', range(ZRecentConsultations), async (request) => recentConsultations(db, await rangeOf(request)));

  app.get('/homepage/recent-contacts', { schema: { tags, querystring: ZHomeInboxQuery, response: { 200: ZRecentContacts, ...errorResponses } } }, async (request) => {
    await assertMember(db, principalOf(request), request.query.inboxId);
    return recentContacts(db, request.query.inboxId);
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPlanUsage } from '@balcao/contracts';
import { errorResponses, principalOf } from '@balcao/service-kit';
import type { FlowsContext } from '../context';
import { consultationsUsage } from './monthly-consultations';

/** The office's court-case consultations this month against its plan (any member may read it). */
export const caseConsultationsRoutes: FastifyPluginAsyncZod<{ context: FlowsContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  app.get('/flow/case-consultations/plan-usage', { schema: { tags: ['flows'], response: { 200: ZPlanUsage, ...errorResponses } } }, async (request) =>
    consultationsUsage(context.db, principalOf(request).officeId),
  );
};

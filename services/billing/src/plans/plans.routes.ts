import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPlanList } from '@balcao/contracts';
import { errorResponses } from '@balcao/service-kit';
import { listedPlans } from './catalogue';

/** `GET /api/subscription/plans`: every signed-in user may see them (the picker shows while inactive). */
export const plansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.get('/subscription/plans', { schema: { tags: ['billing'], response: { 200: ZPlanList, ...errorResponses } } }, async () => listedPlans());
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateFunnelBody, ZFunnel, ZFunnelList, ZIdParams, ZListFunnelsQuery, ZOk, ZUpdateFunnelBody } from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { CrmContext } from '../context';
import { guardCrmRoutes } from '../shared/crm-routes';
import { errorResponses } from '../shared/http';
import { listFunnels } from './funnels.repository';
import { createFunnel, deleteFunnel, renameFunnel } from './funnels.service';

/** Funnels of a workspace (spec 2 §7). */
export const funnelsRoutes: FastifyPluginAsyncZod<{ context: CrmContext }> = async (app, { context }) => {
  guardCrmRoutes(app);
  const tags = ['crm'];

  app.get('/funnel', { schema: { tags, querystring: ZListFunnelsQuery, response: { 200: ZFunnelList, ...errorResponses } } }, async (request) =>
    listFunnels(context.db, principalOf(request), request.query),
  );

  app.post(
    '/funnel',
    { config: { idempotent: true }, schema: { tags, body: ZCreateFunnelBody, response: { 201: ZFunnel, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createFunnel(context, principalOf(request), request.body)),
  );

  app.patch('/funnel/:id', { schema: { tags, params: ZIdParams, body: ZUpdateFunnelBody, response: { 200: ZFunnel, ...errorResponses } } }, async (request) =>
    renameFunnel(context, principalOf(request), request.params.id, request.body),
  );

  app.delete('/funnel/:id', { schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errorResponses } } }, async (request) => {
    await deleteFunnel(context, principalOf(request), request.params.id);
    return { success: true as const };
  });
};

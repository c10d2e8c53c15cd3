import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateFlowBody, ZFlow, ZFlowList, ZIdParams, ZListFlowsQuery, ZUpdateFlowBody } from '@balcao/contracts';
import { errorResponses, principalOf } from '@balcao/service-kit';
import { z } from 'zod';
import type { FlowsContext } from '../context';
import { assertMember, guardFlowRoutes } from '../shared/flows-routes';
import { listFlows } from './flows.repository';
import { createFlow, deleteFlow, getFlow, updateFlow } from './flows.service';

/** Service flows of a workspace (spec 2 §7). */
export const flowsRoutes: FastifyPluginAsyncZod<{ context: FlowsContext }> = async (app, { context }) => {
  guardFlowRoutes(app);
  const tags = ['flows'];

  app.get('/flow', { schema: { tags, querystring: ZListFlowsQuery, response: { 200: ZFlowList, ...errorResponses } } }, async (request) => {
    const principal = principalOf(request);
    await assertMember(context.db, principal, request.query.inboxId);
    return listFlows(context.db, principal, request.query.inboxId);
  });

  app.get('/flow/:id', { schema: { tags, params: ZIdParams, response: { 200: ZFlow, ...errorResponses } } }, async (request) =>
    getFlow(context, principalOf(request), request.params.id),
  );

  app.post(
    '/flow',
    { config: { idempotent: true }, schema: { tags, body: ZCreateFlowBody, response: { 201: ZFlow, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createFlow(context, principalOf(request), request.body)),
  );

  app.patch('/flow/:id', { schema: { tags, params: ZIdParams, body: ZUpdateFlowBody, response: { 200: ZFlow, ...errorResponses } } }, async (request) =>
    updateFlow(context, principalOf(request), request.params.id, request.body),
  );

  app.delete('/flow/:id', { schema: { tags, params: ZIdParams, response: { 204: z.null(), ...errorResponses } } }, async (request, reply) => {
    await deleteFlow(context, principalOf(request), request.params.id);
    return reply.status(204).send(null);
  });
};

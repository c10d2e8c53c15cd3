import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAgent, ZAgentAnswer, ZAgentList, ZCreateAgentBody, ZIdParams, ZListAgentsQuery, ZOk, ZPlanUsage, ZTestChatBody, ZUpdateAgentBody } from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { AgentsContext } from '../context';
import { guardAgentRoutes } from '../shared/agents-routes';
import { errorResponses, noCreditsResponse } from '../shared/http';
import { getAgent, listAgents } from './agents.repository';
import { agentsUsage } from './agents-limit';
import { createAgent, deleteAgent, updateAgent } from './agents.service';
import { testChat } from './test-chat';

/** AI agents of a workspace (spec 3 §7.1) and their 'Testar agente' chat. */
export const agentsRoutes: FastifyPluginAsyncZod<{ context: AgentsContext }> = async (app, { context }) => {
  guardAgentRoutes(app);
  const tags = ['agents'];

  app.get('/agents', { schema: { tags, querystring: ZListAgentsQuery, response: { 200: ZAgentList, ...errorResponses } } }, async (request) =>
    listAgents(context.db, principalOf(request), request.query),
  );

  app.get('/agents/plan-usage', { schema: { tags, response: { 200: ZPlanUsage, ...errorResponses } } }, async (request) =>
    agentsUsage(context.db, principalOf(request).officeId),
  );

  app.get('/agents/:id', { schema: { tags, params: ZIdParams, response: { 200: ZAgent, ...errorResponses } } }, async (request) =>
    getAgent(context.db, principalOf(request), request.params.id),
  );

  app.post(
    '/agents',
    { config: { idempotent: true }, schema: { tags, body: ZCreateAgentBody, response: { 201: ZAgent, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createAgent(context, principalOf(request), request.body)),
  );

  app.patch('/agents/:id', { schema: { tags, params: ZIdParams, body: ZUpdateAgentBody, response: { 200: ZAgent, ...errorResponses } } }, async (request) =>
    updateAgent(context, principalOf(request), request.params.id, request.body),
  );

  app.delete('/agents/:id', { schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errorResponses } } }, async (request) => {
    await deleteAgent(context, principalOf(request), request.params.id);
    return { success: true as const };
  });

  app.post(
    '/agents/:id/test-chat',
    { config: { idempotent: true }, schema: { tags, params: ZIdParams, body: ZTestChatBody, response: { 200: ZAgentAnswer, ...errorResponses, ...noCreditsResponse } } },
    async (request) => testChat(context, principalOf(request), request.params.id, request.body.messages),
  );
};

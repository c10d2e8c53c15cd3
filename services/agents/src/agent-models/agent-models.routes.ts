import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc } from 'drizzle-orm';
import { ZAgentModelList } from '@balcao/contracts';
import type { AgentsContext } from '../context';
import { agentModels } from '../db/schema';
import { guardAgentRoutes } from '../shared/agents-routes';
import { errorResponses } from '../shared/http';

/** `GET /agent-models`: the models an agent may run on, with their price in credits per answer. */
export const agentModelsRoutes: FastifyPluginAsyncZod<{ context: AgentsContext }> = async (app, { context }) => {
  guardAgentRoutes(app);
  app.get('/agent-models', { schema: { tags: ['agents'], response: { 200: ZAgentModelList, ...errorResponses } } }, async () =>
    context.db
      .select({ id: agentModels.id, name: agentModels.name, price: agentModels.price, description: agentModels.description })
      .from(agentModels)
      .orderBy(asc(agentModels.position)),
  );
};

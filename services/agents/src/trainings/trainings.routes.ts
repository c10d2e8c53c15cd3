import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAgentParams, ZCreateTrainingBody, ZListTrainingsQuery, ZOk, ZTraining, ZTrainingList, ZTrainingParams, ZUpdateTrainingBody } from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { AgentsContext } from '../context';
import { guardAgentRoutes } from '../shared/agents-routes';
import { errorResponses } from '../shared/http';
import { listTrainings } from './trainings.repository';
import { createTraining, deleteTraining, updateTraining } from './trainings.service';

/** An agent's question/answer trainings (spec 3 §2.1 Treinamentos, §7.1). */
export const trainingsRoutes: FastifyPluginAsyncZod<{ context: AgentsContext }> = async (app, { context }) => {
  guardAgentRoutes(app);
  const tags = ['agents'];

  app.get('/agents/:agentId/trainings', { schema: { tags, params: ZAgentParams, querystring: ZListTrainingsQuery, response: { 200: ZTrainingList, ...errorResponses } } }, async (request) =>
    listTrainings(context.db, principalOf(request), request.params.agentId, request.query),
  );

  app.post(
    '/agents/:agentId/trainings',
    { config: { idempotent: true }, schema: { tags, params: ZAgentParams, body: ZCreateTrainingBody, response: { 201: ZTraining, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createTraining(context, principalOf(request), request.params.agentId, request.body)),
  );

  app.patch(
    '/agents/:agentId/trainings/:trainingId',
    { schema: { tags, params: ZTrainingParams, body: ZUpdateTrainingBody, response: { 200: ZTraining, ...errorResponses } } },
    async (request) => updateTraining(context, principalOf(request), request.params.agentId, request.params.trainingId, request.body),
  );

  app.delete('/agents/:agentId/trainings/:trainingId', { schema: { tags, params: ZTrainingParams, response: { 200: ZOk, ...errorResponses } } }, async (request) => {
    await deleteTraining(context, principalOf(request), request.params.agentId, request.params.trainingId);
    return { success: true as const };
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAutoAssignmentQuery, ZAutoAssignmentSettings, ZAvailability, ZUpdateAutoAssignmentBody, ZUpdateAvailabilityBody } from '@balcao/contracts';
import { principalOf, requestOrigin } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { errorResponses } from '../shared/http';
import { getAutoAssignment, getAvailability, updateAutoAssignment, updateAvailability } from './auto-assignment.service';

/** A workspace's auto-assignment (Gestor changes it) and each user's own 'Disponível / Ausente' switch (issue 40 §2). */
export const autoAssignmentRoutes: FastifyPluginAsyncZod<{ context: MessagingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['auto-assignment'];
  app.get('/auto-assignment', { schema: { tags, querystring: ZAutoAssignmentQuery, response: { 200: ZAutoAssignmentSettings, ...errorResponses } } }, async (request) =>
    getAutoAssignment(context, principalOf(request), request.query.inboxId),
  );
  app.put('/auto-assignment', { schema: { tags, body: ZUpdateAutoAssignmentBody, response: { 200: ZAutoAssignmentSettings, ...errorResponses } } }, async (request) =>
    updateAutoAssignment(context, principalOf(request), request.body, requestOrigin(request)),
  );
  app.get('/availability', { schema: { tags, response: { 200: ZAvailability, ...errorResponses } } }, async (request) => getAvailability(context.db, principalOf(request)));
  app.put('/availability', { schema: { tags, body: ZUpdateAvailabilityBody, response: { 200: ZAvailability, ...errorResponses } } }, async (request) =>
    updateAvailability(context, principalOf(request), request.body),
  );
};

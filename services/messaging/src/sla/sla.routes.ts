import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZInboxSettingsQuery, ZSlaPolicy, ZUpdateSlaPolicyBody } from '@balcao/contracts';
import { principalOf, requestOrigin, requireManager } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { errorResponses } from '../shared/http';
import { getSlaPolicy, updateSlaPolicy } from './sla-policy.service';

/** A workspace's SLA policy (issue 40): read by its members, changed by the Gestor only. */
export const slaRoutes: FastifyPluginAsyncZod<{ context: MessagingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['service-levels'];

  app.get(
    '/sla-policy',
    { schema: { tags, querystring: ZInboxSettingsQuery, response: { 200: ZSlaPolicy, ...errorResponses } } },
    async (request) => getSlaPolicy(context, principalOf(request), request.query.inboxId),
  );

  app.put(
    '/sla-policy',
    { preHandler: requireManager, schema: { tags, body: ZUpdateSlaPolicyBody, response: { 200: ZSlaPolicy, ...errorResponses } } },
    async (request) => updateSlaPolicy(context, principalOf(request), request.body, requestOrigin(request)),
  );
};

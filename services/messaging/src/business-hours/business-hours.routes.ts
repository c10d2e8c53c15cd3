import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBusinessHours, ZInboxSettingsQuery, ZUpdateBusinessHoursBody } from '@balcao/contracts';
import { principalOf, requestOrigin, requireManager } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { errorResponses } from '../shared/http';
import { getBusinessHours, updateBusinessHours } from './business-hours.service';

/** A workspace's business hours (issue 40): read by its members, changed by the Gestor only. */
export const businessHoursRoutes: FastifyPluginAsyncZod<{ context: MessagingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['service-levels'];

  app.get(
    '/business-hours',
    { schema: { tags, querystring: ZInboxSettingsQuery, response: { 200: ZBusinessHours, ...errorResponses } } },
    async (request) => getBusinessHours(context, principalOf(request), request.query.inboxId),
  );

  app.put(
    '/business-hours',
    { preHandler: requireManager, schema: { tags, body: ZUpdateBusinessHoursBody, response: { 200: ZBusinessHours, ...errorResponses } } },
    async (request) => {
      const saved = await updateBusinessHours(context, principalOf(request), request.body, requestOrigin(request));
      context.calendars.forget(saved.inboxId);
      return saved;
    },
  );
};

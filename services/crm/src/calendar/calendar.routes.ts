import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCalendarEvent, ZCalendarEventList, ZCreateCalendarEventBody, ZIdParams, ZListCalendarEventsQuery, ZOk, ZUpdateCalendarEventBody } from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { CrmContext } from '../context';
import { guardCrmRoutes } from '../shared/crm-routes';
import { errorResponses } from '../shared/http';
import { createCalendarEvent, deleteCalendarEvent, getCalendarEvent, listCalendarEvents, updateCalendarEvent } from './calendar.service';

/** The workspace's calendar (spec 2 §2.3; persisted, SPEC-DECISIONS). Shown with view:crm. */
export const calendarRoutes: FastifyPluginAsyncZod<{ context: CrmContext }> = async (app, { context }) => {
  guardCrmRoutes(app);
  const tags = ['calendar'];
  const event = { response: { 200: ZCalendarEvent, ...errorResponses } };

  app.get('/calendar-event', { schema: { tags, querystring: ZListCalendarEventsQuery, response: { 200: ZCalendarEventList, ...errorResponses } } }, async (request) =>
    listCalendarEvents(context.db, principalOf(request), request.query),
  );

  app.get('/calendar-event/:id', { schema: { tags, params: ZIdParams, ...event } }, async (request) => getCalendarEvent(context.db, principalOf(request), request.params.id));

  app.post(
    '/calendar-event',
    { config: { idempotent: true }, schema: { tags, body: ZCreateCalendarEventBody, response: { 201: ZCalendarEvent, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createCalendarEvent(context, principalOf(request), request.body)),
  );

  app.patch('/calendar-event/:id', { schema: { tags, params: ZIdParams, body: ZUpdateCalendarEventBody, ...event } }, async (request) =>
    updateCalendarEvent(context, principalOf(request), request.params.id, request.body),
  );

  app.delete('/calendar-event/:id', { schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errorResponses } } }, async (request) => {
    await deleteCalendarEvent(context, principalOf(request), request.params.id);
    return { success: true as const };
  });
};

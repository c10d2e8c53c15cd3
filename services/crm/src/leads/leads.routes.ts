import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateLeadBody, ZDeleteLeadsBody, ZDeleteLeadsResponse, ZIdParams, ZLead, ZUpdateLeadBody } from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { CrmContext } from '../context';
import { guardCrmRoutes } from '../shared/crm-routes';
import { errorResponses } from '../shared/http';
import { createLead, deleteLeads, getLead, updateLead } from './leads.service';

/** Leads, the cards of the board (spec 2 §7; the drop is `PATCH {columnId}`, SPEC-DECISIONS). */
export const leadsRoutes: FastifyPluginAsyncZod<{ context: CrmContext }> = async (app, { context }) => {
  guardCrmRoutes(app);
  const tags = ['crm'];
  const lead = { response: { 200: ZLead, ...errorResponses } };

  app.post(
    '/funnel-column-card',
    { config: { idempotent: true }, schema: { tags, body: ZCreateLeadBody, response: { 201: ZLead, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createLead(context, principalOf(request), request.body)),
  );

  app.get('/funnel-column-card/:id', { schema: { tags, params: ZIdParams, ...lead } }, async (request) =>
    getLead(context, principalOf(request), request.params.id),
  );

  app.patch('/funnel-column-card/:id', { schema: { tags, params: ZIdParams, body: ZUpdateLeadBody, ...lead } }, async (request) =>
    updateLead(context, principalOf(request), request.params.id, request.body),
  );

  app.delete('/funnel-column-card', { schema: { tags, body: ZDeleteLeadsBody, response: { 200: ZDeleteLeadsResponse, ...errorResponses } } }, async (request) => ({
    deleted: await deleteLeads(context, principalOf(request), request.body.ids),
  }));
};

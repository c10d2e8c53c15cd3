import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreateCustomFieldBody, ZCustomField, ZCustomFieldList, ZIdParams, ZListCustomFieldsQuery, ZOk, ZUpdateCustomFieldBody } from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { CrmContext } from '../context';
import { guardCrmRoutes } from '../shared/crm-routes';
import { errorResponses } from '../shared/http';
import { createCustomField, deleteCustomField, listCustomFields, updateCustomField } from './custom-fields.service';

/** Custom fields of a funnel (spec 2 §3, §5, §7). */
export const customFieldsRoutes: FastifyPluginAsyncZod<{ context: CrmContext }> = async (app, { context }) => {
  guardCrmRoutes(app);
  const tags = ['crm'];
  const field = { response: { 200: ZCustomField, ...errorResponses } };

  app.get('/funnel-custom-field', { schema: { tags, querystring: ZListCustomFieldsQuery, response: { 200: ZCustomFieldList, ...errorResponses } } }, async (request) =>
    listCustomFields(context.db, principalOf(request), request.query.funnelId),
  );

  app.post(
    '/funnel-custom-field',
    { config: { idempotent: true }, schema: { tags, body: ZCreateCustomFieldBody, response: { 201: ZCustomField, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createCustomField(context, principalOf(request), request.body)),
  );

  app.patch('/funnel-custom-field/:id', { schema: { tags, params: ZIdParams, body: ZUpdateCustomFieldBody, ...field } }, async (request) =>
    updateCustomField(context, principalOf(request), request.params.id, request.body),
  );

  app.delete('/funnel-custom-field/:id', { schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errorResponses } } }, async (request) => {
    await deleteCustomField(context, principalOf(request), request.params.id);
    return { success: true as const };
  });
};

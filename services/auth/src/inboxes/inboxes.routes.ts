import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZInbox, ZInboxBody, ZOk } from '@balcao/contracts';
import { principalOf, requireManager } from '@balcao/service-kit';
import type { DataAccess } from '../db/database';
import { errorResponses } from '../shared/http';
import { createInbox, deleteInbox, listInboxes, renameInbox } from './inboxes.service';

/** Every member reads the office's workspaces (pickers); only a Gestor creates them, and renames or deletes those they belong to. */
export const inboxesRoutes: FastifyPluginAsyncZod<{ data: DataAccess }> = async (app, { data }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['inboxes'];

  app.get('/inbox', { schema: { tags, response: { 200: z.array(ZInbox), ...errorResponses } } }, async (request) =>
    listInboxes(data.db, principalOf(request).officeId),
  );

  app.post(
    '/inbox',
    { preHandler: requireManager, config: { idempotent: true }, schema: { tags, body: ZInboxBody, response: { 201: ZInbox, ...errorResponses } } },
    async (request, reply) => reply.status(201).send(await createInbox(data, principalOf(request), request.body.name)),
  );

  app.put(
    '/inbox/:id',
    { preHandler: requireManager, schema: { tags, params: ZIdParams, body: ZInboxBody, response: { 200: ZInbox, ...errorResponses } } },
    async (request) => renameInbox(data, principalOf(request), request.params.id, request.body.name),
  );

  app.delete('/inbox/:id', { preHandler: requireManager, schema: { tags, params: ZIdParams, response: { 200: ZOk, ...errorResponses } } }, async (request) => {
    await deleteInbox(data, principalOf(request), request.params.id);
    return { success: true as const };
  });
};

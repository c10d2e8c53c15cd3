import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZApiKey, ZCreateApiKeyBody, ZCreatedApiKey, ZIdParams } from '@balcao/contracts';
import { principalOf, requireManager } from '@balcao/service-kit';
import type { DataAccess } from '../db/database';
import { errorResponses } from '../shared/http';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

/** Configurações › Integrações de API: only the office's Gestor lists, creates and revokes its keys (a key never does). */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ data: DataAccess }> = async (app, { data }) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireManager);
  const tags = ['api-keys'];

  app.get('/api-key', { schema: { tags, response: { 200: z.array(ZApiKey), ...errorResponses } } }, async (request) => listApiKeys(data.db, principalOf(request).officeId));

  // Not idempotent on purpose: a replay store would keep the answer, the secret in clear, for 24 h.
  app.post('/api-key', { schema: { tags, body: ZCreateApiKeyBody, response: { 201: ZCreatedApiKey, ...errorResponses } } }, async (request, reply) =>
    reply.status(201).send(await createApiKey(data, principalOf(request), request.body)),
  );

  app.post('/api-key/:id/revoke', { schema: { tags, params: ZIdParams, response: { 200: ZApiKey, ...errorResponses } } }, async (request) =>
    revokeApiKey(data, principalOf(request), request.params.id),
  );
};

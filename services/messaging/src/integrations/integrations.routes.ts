import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZApiError,
  ZConnectIntegrationBody,
  ZCreateIntegrationBody,
  ZIdParams,
  ZIntegration,
  ZIntegrationList,
  ZIntegrationStatusResponse,
  ZIntegrationWithQrCode,
  ZListIntegrationsQuery,
  ZPlanUsage,
  ZUpdateIntegrationBody,
} from '@balcao/contracts';
import { principalOf } from '@balcao/service-kit';
import type { MessagingContext } from '../context';
import { errorResponses } from '../shared/http';
import { findVisibleIntegration, listIntegrations } from './integrations.repository';
import { connectIntegration, createIntegration, disconnectIntegration, updateIntegration } from './integrations.service';
import { numbersUsage } from './numbers-limit';

/** Devices (spec 1 §3-4, spec 3 §7.1): open to every member of the workspace. */
export const integrationsRoutes: FastifyPluginAsyncZod<{ context: MessagingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['integrations'];
  const withProviderErrors = { ...errorResponses, 502: ZApiError };

  app.get('/integration', { schema: { tags, querystring: ZListIntegrationsQuery, response: { 200: ZIntegrationList, ...errorResponses } } }, async (request) =>
    listIntegrations(context.db, principalOf(request), request.query),
  );

  app.get('/integration/plan-usage', { schema: { tags, response: { 200: ZPlanUsage, ...errorResponses } } }, async (request) =>
    numbersUsage(context.db, principalOf(request).officeId),
  );

  app.post(
    '/integration/create',
    { config: { idempotent: true }, schema: { tags, body: ZCreateIntegrationBody, response: { 201: ZIntegrationWithQrCode, ...withProviderErrors } } },
    async (request, reply) => reply.status(201).send(await createIntegration(context, principalOf(request), request.body)),
  );

  app.patch(
    '/integration/:id',
    { schema: { tags, params: ZIdParams, body: ZUpdateIntegrationBody, response: { 200: ZIntegration, ...errorResponses } } },
    async (request) => updateIntegration(context, principalOf(request), request.params.id, request.body),
  );

  app.post(
    '/integration/connect',
    { schema: { tags, body: ZConnectIntegrationBody, response: { 200: ZIntegrationWithQrCode, ...withProviderErrors } } },
    async (request) => connectIntegration(context, principalOf(request), request.body.id),
  );

  app.post(
    '/integration/:id/disconnect',
    { schema: { tags, params: ZIdParams, response: { 200: ZIntegration, ...errorResponses } } },
    async (request) => disconnectIntegration(context, principalOf(request), request.params.id),
  );

  app.get(
    '/integration/:id/status',
    { schema: { tags, params: ZIdParams, response: { 200: ZIntegrationStatusResponse, ...errorResponses } } },
    async (request) => ({ status: (await findVisibleIntegration(context.db, principalOf(request), request.params.id)).status }),
  );
};

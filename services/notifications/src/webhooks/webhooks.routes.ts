import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreatedWebhookEndpoint, ZCreateWebhookEndpointBody, ZIdParams, ZUpdateWebhookEndpointBody, ZWebhookDelivery, ZWebhookDeliveryParams, ZWebhookEndpoint, ZWebhookSecret } from '@balcao/contracts';
import { commonErrors, errorResponses, principalOf, requireManager } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { listDeliveries, resendDelivery } from './webhook-deliveries.repository';
import type { WebhookTargetPolicy } from './webhook-url';
import { createEndpoint, deleteEndpoint, endpointOfOffice, listEndpoints, queueTestDelivery, revealSecret, updateEndpoint } from './webhooks.service';

/** Configurações › Webhooks: only the office's Gestor sees and changes its endpoints (an API key never does). */
export const webhooksRoutes: FastifyPluginAsyncZod<{ db: NotificationsDatabase; policy: WebhookTargetPolicy; wakeWorker: () => void; relay: { wake(): void } }> = async (
  app,
  { db, policy, wakeWorker, relay },
) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', requireManager);
  const tags = ['webhooks'];
  const officeOf = (request: Parameters<typeof principalOf>[0]) => principalOf(request).officeId;

  app.get('/webhook-endpoint', { schema: { tags, response: { 200: z.array(ZWebhookEndpoint), ...errorResponses } } }, async (request) => listEndpoints(db, officeOf(request)));

  app.post('/webhook-endpoint', { schema: { tags, body: ZCreateWebhookEndpointBody, response: { 201: ZCreatedWebhookEndpoint, ...errorResponses } } }, async (request, reply) => {
    const created = await createEndpoint(db, principalOf(request), request.body, policy);
    relay.wake();
    return reply.status(201).send(created);
  });

  app.patch('/webhook-endpoint/:id', { schema: { tags, params: ZIdParams, body: ZUpdateWebhookEndpointBody, response: { 200: ZWebhookEndpoint, ...errorResponses } } }, async (request) => {
    const endpoint = await updateEndpoint(db, principalOf(request), request.params.id, request.body, policy);
    relay.wake();
    if (endpoint.active) wakeWorker();
    return endpoint;
  });

  app.delete('/webhook-endpoint/:id', { schema: { tags, params: ZIdParams, response: { 204: z.null(), ...errorResponses } } }, async (request, reply) => {
    await deleteEndpoint(db, principalOf(request), request.params.id);
    relay.wake();
    return reply.status(204).send(null);
  });

  app.post('/webhook-endpoint/:id/reveal-secret', { schema: { tags, params: ZIdParams, response: { 200: ZWebhookSecret, ...errorResponses } } }, async (request) =>
    revealSecret(db, officeOf(request), request.params.id),
  );

  app.post('/webhook-endpoint/:id/test', { schema: { tags, params: ZIdParams, response: { 201: ZWebhookDelivery, ...errorResponses } } }, async (request, reply) => {
    const delivery = await queueTestDelivery(db, officeOf(request), request.params.id);
    wakeWorker();
    return reply.status(201).send(delivery);
  });

  app.get('/webhook-endpoint/:id/delivery', { schema: { tags, params: ZIdParams, response: { 200: z.array(ZWebhookDelivery), ...errorResponses } } }, async (request) => {
    await endpointOfOffice(db, officeOf(request), request.params.id);
    return listDeliveries(db, request.params.id);
  });

  app.post('/webhook-endpoint/:id/delivery/:deliveryId/resend', { schema: { tags, params: ZWebhookDeliveryParams, response: { 200: ZWebhookDelivery, ...errorResponses } } }, async (request) => {
    await endpointOfOffice(db, officeOf(request), request.params.id);
    const delivery = await resendDelivery(db, request.params.id, request.params.deliveryId);
    if (!delivery) throw commonErrors.NOT_FOUND();
    wakeWorker();
    return delivery;
  });
};

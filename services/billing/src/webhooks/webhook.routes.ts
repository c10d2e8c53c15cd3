import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BillingContext } from '../context';
import { ZAsaasWebhook } from '../gateway/asaas-webhook';
import { billingErrors } from '../shared/errors';
import { billingResponses } from '../shared/http';
import { applyWebhook } from './webhook.service';

export const WEBHOOK_PATH = '/webhooks/asaas';
export const WEBHOOK_TOKEN_HEADER = 'asaas-access-token';

const sameToken = (given: string | undefined, expected: string | null) => {
  if (!given || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** `POST /api/webhooks/asaas`: public, authenticated by the token Asaas sends (the sandbox sends its own; without a gateway, none passes). */
export const webhookRoutes: FastifyPluginAsyncZod<{ context: BillingContext }> = async (app, { context }) => {
  app.post(
    WEBHOOK_PATH,
    {
      schema: { tags: ['billing'], security: [], body: ZAsaasWebhook, response: { 200: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'repeated', 'ignored']) }), ...billingResponses } },
      preValidation: async (request) => {
        const header = request.headers[WEBHOOK_TOKEN_HEADER];
        if (!sameToken(typeof header === 'string' ? header : undefined, context.gateway.webhookToken)) throw billingErrors.WEBHOOK_UNAUTHORIZED();
      },
    },
    async (request) => ({ received: true as const, outcome: await applyWebhook(context, request.body) }),
  );
};

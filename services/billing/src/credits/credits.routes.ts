import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCreditModuleList, ZCreditsSummaryResponse, ZPurchaseCreditsBody, ZPurchaseCreditsResponse } from '@balcao/contracts';
import { principalOf, requireManager } from '@balcao/service-kit';
import type { BillingContext } from '../context';
import { requirePayments } from '../shared/guards';
import { billingResponses } from '../shared/http';
import { CREDIT_MODULES, creditsSummary, purchaseCredits } from './credits.service';

/** AI credits (spec 3 §2.3, §7): every member sees the balance (the shell's banner); buying is the Gestor's. */
export const creditsRoutes: FastifyPluginAsyncZod<{ context: BillingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['billing'];

  app.get('/credits/modules', { preValidation: requireManager, schema: { tags, response: { 200: ZCreditModuleList, ...billingResponses } } }, async () => CREDIT_MODULES);

  app.post(
    '/credits/purchase',
    { preValidation: requireManager, preHandler: requirePayments(context.gateway), config: { idempotent: true }, schema: { tags, body: ZPurchaseCreditsBody, response: { 200: ZPurchaseCreditsResponse, ...billingResponses } } },
    async (request) => purchaseCredits(context, principalOf(request), request.body),
  );

  app.get('/credits/summary', { schema: { tags, response: { 200: ZCreditsSummaryResponse, ...billingResponses } } }, async (request) => creditsSummary(context, principalOf(request)));
};

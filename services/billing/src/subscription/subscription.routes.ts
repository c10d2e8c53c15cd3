import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAddCreditCardBody,
  ZCancelSubscriptionBody,
  ZChangeDefaultCardBody,
  ZCheckoutBody,
  ZCheckoutResponse,
  ZCreditCard,
  ZCreditCardList,
  ZInvoiceList,
  ZReactivateSubscriptionBody,
  ZSubscriptionDetails,
} from '@balcao/contracts';
import { principalOf, requireManager } from '@balcao/service-kit';
import { addCard, changeDefaultCard, listCards } from '../cards/cards.service';
import { checkout } from '../checkout/checkout.service';
import type { BillingContext } from '../context';
import { requirePayments } from '../shared/guards';
import { billingResponses } from '../shared/http';
import { cancelSubscription, listInvoices, reactivateSubscription, subscriptionDetails } from './subscription.service';

/**
 * The subscription area of spec 3 §7. Every member reads the office's state (the screens gate on
 * it); the invoices, the cards and every change are the Gestor's, refused before the body is
 * even read (preValidation), so a non-Gestor learns nothing from a 400.
 */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ context: BillingContext }> = async (app, { context }) => {
  app.addHook('onRequest', app.authenticate);
  const tags = ['billing'];
  const manager = { preValidation: requireManager };
  const charging = { preValidation: requireManager, preHandler: requirePayments(context.gateway) };

  app.get('/subscription/details', { schema: { tags, response: { 200: ZSubscriptionDetails, ...billingResponses } } }, async (request) => subscriptionDetails(context, principalOf(request)));

  app.get('/subscription/transactions', { ...manager, schema: { tags, response: { 200: ZInvoiceList, ...billingResponses } } }, async (request) => listInvoices(context.db, principalOf(request).officeId));

  app.post('/subscription/checkout', { ...charging, config: { idempotent: true }, schema: { tags, body: ZCheckoutBody, response: { 200: ZCheckoutResponse, ...billingResponses } } }, async (request) =>
    checkout(context, principalOf(request), request.body, request.ip),
  );

  app.post('/subscription/cancel', { ...manager, schema: { tags, body: ZCancelSubscriptionBody, response: { 200: ZSubscriptionDetails, ...billingResponses } } }, async (request) =>
    cancelSubscription(context, principalOf(request), request.body.id, request.body.message),
  );

  app.post('/subscription/reactivate', { ...manager, schema: { tags, body: ZReactivateSubscriptionBody, response: { 200: ZSubscriptionDetails, ...billingResponses } } }, async (request) =>
    reactivateSubscription(context, principalOf(request), request.body.id),
  );

  app.get('/subscription/credit-card', { ...manager, schema: { tags, response: { 200: ZCreditCardList, ...billingResponses } } }, async (request) => listCards(context.db, principalOf(request).officeId));

  app.post('/subscription/credit-card', { ...charging, config: { idempotent: true }, schema: { tags, body: ZAddCreditCardBody, response: { 201: ZCreditCard, ...billingResponses } } }, async (request, reply) =>
    reply.status(201).send(await addCard(context, principalOf(request), request.body, request.ip)),
  );

  app.patch('/subscription/credit-card/change-active', { ...manager, schema: { tags, body: ZChangeDefaultCardBody, response: { 200: ZCreditCardList, ...billingResponses } } }, async (request) =>
    changeDefaultCard(context, principalOf(request), request.body.creditCardId),
  );
};

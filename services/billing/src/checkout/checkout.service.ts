import { and, eq, isNull } from 'drizzle-orm';
import type { CheckoutResponse, ParsedCheckoutBody, Plan } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import type { BillingContext } from '../context';
import { runCommand } from '../db/database';
import { creditCards, invoices, subscriptions, type InvoiceRow } from '../db/schema';
import { isPaidStatus } from '../gateway/asaas-webhook';
import type { CardSource } from '../gateway/payment-gateway';
import { planById } from '../plans/catalogue';
import { isoDate } from '../shared/clock';
import { billingErrors } from '../shared/errors';
import { applyPaidInvoice } from '../subscription/activation';
import { accountOf, callGateway, closeFailedInvoice, customerOf, openInvoice } from './charges';
import { saveCard } from '../cards/cards.service';

type CardCheckout = Extract<ParsedCheckoutBody, { billingType: 'CREDIT_CARD' }>;

function sellablePlan(planId: string): Plan {
  const plan = planById(planId);
  if (!plan || plan.hidden) throw billingErrors.PLAN_INVALID(undefined, 'planId');
  return plan;
}

/** 0 or none means one payment; installments are for annual plans only (spec 3 §5). */
function installmentsOf(plan: Plan, requested: number | null | undefined) {
  const count = requested && requested > 0 ? requested : 1;
  if (plan.interval === 'monthly' && count > 1) throw billingErrors.INSTALLMENTS_ANNUAL_ONLY(undefined, 'installmentCount');
  if (count > plan.maxInstallments) throw billingErrors.INSTALLMENTS_INVALID(undefined, 'installmentCount');
  return count;
}

async function refuseWhenSubscribed(context: BillingContext, officeId: string, now: Date) {
  const [current] = await context.db.select().from(subscriptions).where(eq(subscriptions.officeId, officeId));
  if (current && current.status === 'active' && current.currentPeriodEnd > now) throw billingErrors.ALREADY_SUBSCRIBED();
}

const describe = (plan: Plan) => `${plan.title} (${plan.interval === 'annual' ? 'anual' : 'mensal'})`;

/**
 * `POST /api/subscription/checkout`: PIX answers the QR to pay (the plan starts when the webhook
 * confirms it); card pays now (the plan starts in the same answer).
 */
export async function checkout(context: BillingContext, principal: Principal, body: ParsedCheckoutBody, requestIp: string): Promise<CheckoutResponse> {
  const plan = sellablePlan(body.planId);
  const now = await context.clock.now(principal.officeId);
  await refuseWhenSubscribed(context, principal.officeId, now);
  const installmentCount = body.billingType === 'CREDIT_CARD' ? installmentsOf(plan, body.installmentCount) : null;
  const amount = body.billingType === 'PIX' ? plan.pixPriceCents : plan.priceCents;
  const summary = { planId: plan.id, planTitle: plan.title, interval: plan.interval, discountPercent: body.billingType === 'PIX' && plan.interval === 'annual' ? 5 : 0, amount, installmentCount };
  const account = await accountOf(context, principal);

  if (body.billingType === 'PIX') {
    const customerId = await customerOf(context, account, body.document);
    const invoice = await openInvoice(context, { officeId: principal.officeId, purpose: 'subscription', planId: plan.id, interval: plan.interval, amountCents: amount, billingType: 'PIX', installmentCount: null, description: describe(plan), dueDate: now });
    const charge = await chargeOrClose(context, invoice, () => context.gateway.createPixCharge({ customerId, valueCents: amount, dueDate: isoDate(now), description: invoice.description, externalReference: invoice.id }));
    await context.db.update(invoices).set({ gatewayPaymentId: charge.paymentId, paymentUrl: charge.invoiceUrl, pixPayload: charge.pix.payload }).where(eq(invoices.id, invoice.id));
    return { invoiceId: invoice.id, billingType: 'PIX', status: 'Pendente', success: false, summary, qrCode: charge.pix, paymentUrl: charge.invoiceUrl, transactionReceiptUrl: null };
  }
  return payByCard(context, principal, body, { plan, amount, installmentCount: installmentCount ?? 1, summary, account, requestIp, now });
}

async function payByCard(
  context: BillingContext,
  principal: Principal,
  body: CardCheckout,
  input: { plan: Plan; amount: number; installmentCount: number; summary: CheckoutResponse['summary']; account: Awaited<ReturnType<typeof accountOf>>; requestIp: string; now: Date },
): Promise<CheckoutResponse> {
  const { plan, amount, installmentCount, now } = input;
  const saved = body.creditCard ? null : await savedCardOf(context, principal.officeId, body.creditCardId);
  const card: CardSource = body.creditCard && body.creditCardHolderInfo ? { creditCard: body.creditCard, holderInfo: body.creditCardHolderInfo } : { token: saved!.gatewayToken };
  const customerId = await customerOf(context, input.account, body.document ?? body.creditCardHolderInfo?.cpfCnpj);
  const invoice = await openInvoice(context, {
    officeId: principal.officeId,
    purpose: 'subscription',
    planId: plan.id,
    interval: plan.interval,
    amountCents: amount,
    billingType: 'CREDIT_CARD',
    installmentCount,
    creditCardId: saved?.id ?? null,
    description: describe(plan),
    dueDate: now,
  });
  const remoteIp = body.remoteIp || input.requestIp;
  const charge = await chargeOrClose(context, invoice, () =>
    context.gateway.createCardCharge({ customerId, valueCents: amount, dueDate: isoDate(now), description: invoice.description, externalReference: invoice.id, card, installmentCount, remoteIp }),
  );
  const paid = isPaidStatus(charge.status);
  await runCommand(context, async (tx) => {
    // Locks in the order every payment takes (invoice, subscription, account): the gateway's webhook may be applying it now.
    await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, invoice.id)).for('update');
    const newCard = body.creditCard && charge.card ? await saveCard(tx, principal.officeId, charge.card, body.creditCard) : null;
    const creditCardId = newCard?.id ?? saved?.id ?? null;
    await tx.update(invoices).set({ gatewayPaymentId: charge.paymentId, paymentUrl: charge.invoiceUrl, creditCardId }).where(eq(invoices.id, invoice.id));
    // Under review at the gateway (PENDING): the webhook activates the plan once it is confirmed.
    if (paid) await applyPaidInvoice(tx, invoice.id, now, charge.transactionReceiptUrl);
    // The gateway's webhook may have activated the plan first, before the card was saved.
    if (creditCardId) await tx.update(subscriptions).set({ creditCardId }).where(and(eq(subscriptions.officeId, principal.officeId), isNull(subscriptions.creditCardId)));
  });
  return { invoiceId: invoice.id, billingType: 'CREDIT_CARD', status: paid ? 'Pago' : 'Pendente', success: paid, summary: input.summary, qrCode: null, paymentUrl: charge.invoiceUrl, transactionReceiptUrl: charge.transactionReceiptUrl };
}

/** The card chosen, else the default one; another office's card is not found. */
async function savedCardOf(context: BillingContext, officeId: string, creditCardId: string | undefined) {
  const where = creditCardId ? and(eq(creditCards.officeId, officeId), eq(creditCards.id, creditCardId)) : and(eq(creditCards.officeId, officeId), eq(creditCards.isDefault, true));
  const [card] = await context.db.select().from(creditCards).where(where).limit(1);
  if (!card) throw creditCardId ? commonErrors.NOT_FOUND() : billingErrors.CARD_REQUIRED(undefined, 'creditCard');
  return card;
}

/** Runs the gateway call; when it fails the invoice is closed and the error answered. */
export async function chargeOrClose<T>(context: BillingContext, invoice: InvoiceRow, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await closeFailedInvoice(context, invoice, error);
    return callGateway(() => Promise.reject(error));
  }
}

import { eq } from 'drizzle-orm';
import { AI_CREDITS_MODULE_ID, CREDIT_PRICE_CENTS, type CreditModule, type PurchaseCreditsResponse } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import type { z } from 'zod';
import type { ZPurchaseCreditsBody } from '@balcao/contracts';
import type { BillingContext } from '../context';
import { invoices } from '../db/schema';
import { runCommand } from '../db/database';
import { accountOf, customerOf, openInvoice } from '../checkout/charges';
import { chargeOrClose } from '../checkout/checkout.service';
import { isoDate } from '../shared/clock';
import { billingErrors } from '../shared/errors';
import { creditsSummaryOf } from './ledger';

export const CREDIT_MODULES: CreditModule[] = [{ id: AI_CREDITS_MODULE_ID, name: 'AI Credits', amount: CREDIT_PRICE_CENTS, billingType: 'PIX' }];

/** `POST /api/credits/purchase`: a PIX charge of R$ 0,30 per credit; the credits join the ledger when it is paid. */
export async function purchaseCredits(context: BillingContext, principal: Principal, body: z.infer<typeof ZPurchaseCreditsBody>): Promise<PurchaseCreditsResponse> {
  const module = CREDIT_MODULES.find((candidate) => candidate.id === body.creditModuleId);
  if (!module) throw billingErrors.CREDIT_MODULE_NOT_FOUND('Por favor, contate o suporte.', 'creditModuleId');
  const now = await context.clock.now(principal.officeId);
  const account = await accountOf(context, principal);
  const document = body.document?.replace(/\D/g, '') || undefined;
  if (document && (document.length < 11 || document.length > 14)) throw billingErrors.DOCUMENT_REQUIRED(undefined, 'document');
  const customerId = await customerOf(context, account, document);
  const value = body.amount * module.amount;
  const invoice = await openInvoice(context, { officeId: principal.officeId, purpose: 'credits', credits: body.amount, amountCents: value, billingType: 'PIX', description: `${body.amount} créditos de IA`, dueDate: now });
  const charge = await chargeOrClose(context, invoice, () => context.gateway.createPixCharge({ customerId, valueCents: value, dueDate: isoDate(now), description: invoice.description, externalReference: invoice.id }));
  await context.db.update(invoices).set({ gatewayPaymentId: charge.paymentId, paymentUrl: charge.invoiceUrl, pixPayload: charge.pix.payload }).where(eq(invoices.id, invoice.id));
  return { invoiceId: invoice.id, credits: body.amount, value, qrCode: charge.pix.payload, encodedImage: charge.pix.encodedImage, pix: charge.pix };
}

export async function creditsSummary(context: BillingContext, principal: Principal) {
  await accountOf(context, principal);
  const now = await context.clock.now(principal.officeId);
  return { aiCredits: await runCommand(context, (tx) => creditsSummaryOf(tx, principal.officeId, now)) };
}

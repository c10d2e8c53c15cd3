import { eq } from 'drizzle-orm';
import type { BillingContext } from '../context';
import { runCommand } from '../db/database';
import { accounts, creditCards, invoices, type InvoiceRow, type SubscriptionRow } from '../db/schema';
import { isPaidStatus } from '../gateway/asaas-webhook';
import { CardDeclinedError } from '../gateway/payment-gateway';
import { closeFailedInvoice } from '../checkout/charges';
import { isoDate } from '../shared/clock';
import { applyPaidInvoice } from '../subscription/activation';

/**
 * Charges a renewal at the gateway: by PIX it waits for the office to pay (Faturas shows Pagar),
 * by card it charges the saved card now. A refused card leaves the invoice 'Recusado' until the
 * period ends (then 'Vencido').
 */
export async function chargeRenewal(context: BillingContext, invoice: InvoiceRow, subscription: SubscriptionRow) {
  const [account] = await context.db.select().from(accounts).where(eq(accounts.officeId, invoice.officeId));
  if (!account?.gatewayCustomerId) return;
  const customerId = account.gatewayCustomerId;
  const base = { customerId, valueCents: invoice.amountCents, dueDate: isoDate(invoice.dueDate), description: invoice.description, externalReference: invoice.id };
  if (subscription.billingType === 'PIX') {
    const charge = await context.gateway.createPixCharge(base);
    await context.db.update(invoices).set({ gatewayPaymentId: charge.paymentId, paymentUrl: charge.invoiceUrl, pixPayload: charge.pix.payload }).where(eq(invoices.id, invoice.id));
    return;
  }
  const [card] = subscription.creditCardId ? await context.db.select().from(creditCards).where(eq(creditCards.id, subscription.creditCardId)) : [];
  if (!card) return;
  try {
    const charge = await context.gateway.createCardCharge({ ...base, card: { token: card.gatewayToken }, installmentCount: invoice.installmentCount, remoteIp: '127.0.0.1' });
    const now = await context.clock.now(invoice.officeId);
    await runCommand(context, async (tx) => {
      await tx.update(invoices).set({ gatewayPaymentId: charge.paymentId, paymentUrl: charge.invoiceUrl }).where(eq(invoices.id, invoice.id));
      if (isPaidStatus(charge.status)) await applyPaidInvoice(tx, invoice.id, now, charge.transactionReceiptUrl);
    });
  } catch (error) {
    if (error instanceof CardDeclinedError) await closeFailedInvoice(context, invoice, error);
    else throw error;
  }
}

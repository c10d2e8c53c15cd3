import { eq } from 'drizzle-orm';
import { billingEvents } from '@balcao/contracts';
import { eventOf, recordEvents, type BillingTx } from '../db/database';
import { invoices, subscriptions, type InvoiceRow } from '../db/schema';
import { addLedgerEntry, grantPlanCredits, publishCredits } from '../credits/ledger';
import { addMonths } from '../shared/clock';
import { refreshAccess } from './access';

const periodEndOf = (start: Date, interval: 'monthly' | 'annual') => addMonths(start, interval === 'annual' ? 12 : 1);

/**
 * Applies a paid invoice once (its row locked; a paid one is left alone): a plan period starts
 * now, or when the running one ends; credits join the ledger. Publishes the payment (the
 * browsers' `paymentReceived`), the access and the balance.
 */
export async function applyPaidInvoice(tx: BillingTx, invoiceId: string, now: Date, receiptUrl: string | null) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!invoice || invoice.status === 'Pago' || invoice.status === 'Estornado') return false;
  await tx.update(invoices).set({ status: 'Pago', paidAt: now, receiptUrl: receiptUrl ?? invoice.receiptUrl }).where(eq(invoices.id, invoice.id));

  if (invoice.purpose === 'credits') {
    await addLedgerEntry(tx, { officeId: invoice.officeId, kind: 'purchase', ref: invoice.id, delta: invoice.credits ?? 0, reason: `Compra de ${invoice.credits} créditos de IA` });
  } else {
    await startPeriod(tx, invoice, now);
  }
  await recordEvents(tx, [
    eventOf(billingEvents.paymentConfirmed, { officeId: invoice.officeId, inboxId: null }, { invoiceId: invoice.id, purpose: invoice.purpose, amount: invoice.amountCents, transactionReceiptUrl: receiptUrl ?? invoice.receiptUrl }),
  ]);
  await refreshAccess(tx, invoice.officeId, now);
  await publishCredits(tx, invoice.officeId, now);
  return true;
}

async function startPeriod(tx: BillingTx, invoice: InvoiceRow, now: Date) {
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.officeId, invoice.officeId)).for('update');
  const planId = invoice.planId ?? current?.planId;
  const interval = invoice.interval ?? current?.interval;
  if (!planId || !interval) return;
  // Paid time is never lost: a payment while a period runs (a renewal, or a second PIX of a checkout) continues after it.
  const renewing = current && current.status === 'active' && current.currentPeriodEnd > now;
  const start = renewing ? current.currentPeriodEnd : now;
  const values = {
    officeId: invoice.officeId,
    planId,
    interval,
    billingType: invoice.billingType,
    installmentCount: invoice.installmentCount,
    creditCardId: invoice.creditCardId ?? (invoice.purpose === 'renewal' ? (current?.creditCardId ?? null) : null),
    status: 'active' as const,
    currentPeriodStart: start,
    currentPeriodEnd: periodEndOf(start, interval),
    cancelledAt: null,
    cancelReason: null,
  };
  const [subscription] = await tx.insert(subscriptions).values(values).onConflictDoUpdate({ target: subscriptions.officeId, set: values }).returning();
  // A renewal paid ahead gets its credits when its period begins (the period job).
  if (!renewing) await grantPlanCredits(tx, subscription, now);
}

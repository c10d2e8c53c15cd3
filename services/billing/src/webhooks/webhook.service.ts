import { and, eq, or } from 'drizzle-orm';
import type { BillingContext } from '../context';
import { runCommand } from '../db/database';
import { invoices, webhookEvents } from '../db/schema';
import { invoiceStatusOfEvent, type AsaasWebhook } from '../gateway/asaas-webhook';
import { applyPaidInvoice } from '../subscription/activation';
import { refreshAccess } from '../subscription/access';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Applies one webhook delivery in one transaction. A delivery seen before (same event id) changes
 * nothing; a different event about a charge already paid changes nothing either (the invoice's
 * own state guards it). Unknown charges are acknowledged and ignored, so Asaas does not pause
 * its queue for them.
 */
export async function applyWebhook(context: BillingContext, webhook: AsaasWebhook): Promise<'applied' | 'repeated' | 'ignored'> {
  let status = invoiceStatusOfEvent(webhook.event);
  const payment = webhook.payment;
  return runCommand(context, async (tx) => {
    const fresh = await tx.insert(webhookEvents).values({ id: webhook.id, event: webhook.event }).onConflictDoNothing().returning({ id: webhookEvents.id });
    if (fresh.length === 0) return 'repeated';
    if (!status || !payment) return 'ignored';
    const reference = payment.externalReference && UUID.test(payment.externalReference) ? payment.externalReference : null;
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(reference ? or(eq(invoices.gatewayPaymentId, payment.id), eq(invoices.id, reference)) : eq(invoices.gatewayPaymentId, payment.id))
      .for('update');
    if (!invoice) {
      context.log.warn({ paymentId: payment.id, event: webhook.event }, 'webhook for a charge billing does not know');
      return 'ignored';
    }
    const now = await context.clock.now(invoice.officeId, tx);
    if (!invoice.gatewayPaymentId) await tx.update(invoices).set({ gatewayPaymentId: payment.id }).where(eq(invoices.id, invoice.id));
    if (status === 'Pago') return (await applyPaidInvoice(tx, invoice.id, now, payment.transactionReceiptUrl ?? null)) ? 'applied' : 'ignored';
    // Only a renewal left unpaid is a debt ('Vencido'); an abandoned checkout or credit charge just expires.
    if (status === 'Vencido' && invoice.purpose !== 'renewal') status = 'Cancelado';
    // A paid invoice only changes by refund; an open one takes the gateway's status.
    const allowed = invoice.status === 'Pago' ? status === 'Estornado' : invoice.status !== 'Estornado';
    if (!allowed || invoice.status === status) return 'ignored';
    await tx.update(invoices).set({ status }).where(and(eq(invoices.id, invoice.id)));
    await refreshAccess(tx, invoice.officeId, now);
    return 'applied';
  });
}

import { and, desc, eq } from 'drizzle-orm';
import type { Invoice, SubscriptionDetails } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import type { BillingContext } from '../context';
import { runCommand, type Executor } from '../db/database';
import { invoices, subscriptions, type InvoiceRow } from '../db/schema';
import { planById } from '../plans/catalogue';
import { accountOf } from '../checkout/charges';
import { DAY_MS } from '../shared/clock';
import { billingErrors } from '../shared/errors';
import { refreshAccess } from './access';

export const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  dateCreated: row.createdAt.toISOString(),
  dueDate: row.dueDate.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  status: row.status,
  amount: row.amountCents,
  description: row.description,
  purpose: row.purpose,
  billingType: row.billingType,
  installmentCount: row.installmentCount,
  paymentUrl: row.paymentUrl,
  transactionReceiptUrl: row.receiptUrl,
});

export async function listInvoices(db: Executor, officeId: string) {
  const rows = await db.select().from(invoices).where(eq(invoices.officeId, officeId)).orderBy(desc(invoices.createdAt), desc(invoices.id));
  return rows.map(toInvoice);
}

/** `GET /api/subscription/details`, computed at the office's billing clock (exact between period-job runs); invoices only for the Gestor. */
export async function subscriptionDetails(context: BillingContext, principal: Principal): Promise<SubscriptionDetails> {
  await accountOf(context, principal);
  const now = await context.clock.now(principal.officeId);
  const office = await runCommand(context, (tx) => refreshAccess(tx, principal.officeId, now));
  if (!office) throw commonErrors.NOT_FOUND();
  const { access, subscription, account, overdueCount } = office;
  // The office's state is every member's (the screens gate on it); its invoices are the Gestor's.
  const transactions = principal.isManager
    ? await context.db.select().from(invoices).where(eq(invoices.officeId, principal.officeId)).orderBy(desc(invoices.createdAt), desc(invoices.id))
    : [];
  const plan = subscription ? planById(subscription.planId) : undefined;
  const isTrial = access.state === 'trial';
  return {
    id: subscription?.id ?? null,
    internalSubscriptionId: subscription?.id ?? null,
    state: access.state,
    name: isTrial ? 'Período de teste' : (plan?.title ?? 'Sem assinatura'),
    planId: subscription?.planId ?? null,
    interval: subscription?.interval ?? null,
    billingType: subscription?.billingType ?? null,
    isActive: access.state !== 'inactive',
    isTrial,
    isInstallment: (subscription?.installmentCount ?? 0) > 1,
    installmentCount: subscription?.installmentCount ?? null,
    isCanceled: access.isCanceled,
    isOverdue: access.isOverdue,
    overdueCount,
    planEndIn: access.planEndIn,
    trialEndsAt: isTrial ? account.trialEndsAt.toISOString() : null,
    trialDaysLeft: isTrial ? Math.ceil((account.trialEndsAt.getTime() - now.getTime()) / DAY_MS) : null,
    isExempt: context.exemptOfficeIds.has(principal.officeId),
    transactions: transactions.filter((row) => row.purpose !== 'credits').map((row) => ({ id: row.id, status: row.status, amount: row.amountCents, dateCreated: row.createdAt.toISOString() })),
  };
}

/** Cancels the office's active subscription with a reason: access lasts until the period ends (spec 3 §4). */
export async function cancelSubscription(context: BillingContext, principal: Principal, id: string, reason: string) {
  const now = await context.clock.now(principal.officeId);
  await runCommand(context, async (tx) => {
    const [subscription] = await tx.select().from(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.officeId, principal.officeId))).for('update');
    if (!subscription) throw commonErrors.NOT_FOUND();
    if (subscription.status !== 'active' || subscription.currentPeriodEnd <= now || subscription.cancelledAt) throw billingErrors.NOT_CANCELLABLE();
    await tx.update(subscriptions).set({ cancelledAt: now, cancelReason: reason }).where(eq(subscriptions.id, id));
    await refreshAccess(tx, principal.officeId, now);
  });
  return subscriptionDetails(context, principal);
}

/** Undoes a cancellation while the paid period lasts. */
export async function reactivateSubscription(context: BillingContext, principal: Principal, id: string) {
  const now = await context.clock.now(principal.officeId);
  await runCommand(context, async (tx) => {
    const [subscription] = await tx.select().from(subscriptions).where(and(eq(subscriptions.id, id), eq(subscriptions.officeId, principal.officeId))).for('update');
    if (!subscription) throw commonErrors.NOT_FOUND();
    if (subscription.status !== 'active' || subscription.currentPeriodEnd <= now || !subscription.cancelledAt) throw billingErrors.NOT_REACTIVATABLE();
    await tx.update(subscriptions).set({ cancelledAt: null, cancelReason: null }).where(eq(subscriptions.id, id));
    await refreshAccess(tx, principal.officeId, now);
  });
  return subscriptionDetails(context, principal);
}

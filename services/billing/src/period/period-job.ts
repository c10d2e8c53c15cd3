import { and, eq, inArray, isNull, lte, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { BillingContext } from '../context';
import { runCommand } from '../db/database';
import { accounts, invoices, subscriptions, type SubscriptionRow } from '../db/schema';
import { grantPlanCredits, publishCredits } from '../credits/ledger';
import { planById } from '../plans/catalogue';
import { addDays } from '../shared/clock';
import { refreshAccess } from '../subscription/access';
import { JobLease } from './lease';
import { chargeRenewal } from './renewal-charge';

/** A renewal charge is issued this long before the period ends; unpaid at the end, it is overdue. */
export const RENEWAL_NOTICE_DAYS = 5;

export interface PeriodJobResult {
  ran: boolean;
  accessRefreshed: number;
  creditsGranted: number;
  renewalsIssued: number;
  overdue: number;
}

/**
 * Whose periods a pass looks at, and at which now: the platform's offices at its clock, and each
 * office whose (sandbox) clock runs apart at its own.
 */
interface PassScope {
  now: Date;
  only?: string;
  except?: string[];
}

const inScope = (officeId: AnyColumn, scope: PassScope): SQL | undefined =>
  scope.only ? eq(officeId, scope.only) : scope.except?.length ? notInArray(officeId, scope.except) : undefined;

/**
 * One pass of the period job at each office's billing clock: trials and cancelled plans that ended
 * become inactive, renewals are charged before the period ends and turn overdue ('Vencido') when
 * unpaid at its end, and each active plan gets its month's credits. Only the lease holder runs it;
 * the ledger's unique refs make a grant happen once even if two passes overlapped.
 */
export async function runPeriodJob(context: BillingContext, lease: JobLease): Promise<PeriodJobResult> {
  const result: PeriodJobResult = { ran: false, accessRefreshed: 0, creditsGranted: 0, renewalsIssued: 0, overdue: 0 };
  if (!(await lease.acquire())) return result;
  result.ran = true;
  try {
    const apart = await context.clock.officesApart();
    const scopes: PassScope[] = [{ now: await context.clock.now(), except: apart.map((office) => office.officeId) }, ...apart.map((office) => ({ now: office.now, only: office.officeId }))];
    for (const scope of scopes) {
      result.overdue += await markOverdue(context, scope);
      result.accessRefreshed += await refreshLapsed(context, scope);
      result.renewalsIssued += await issueRenewals(context, scope);
      result.creditsGranted += await grantMonthlyCredits(context, scope);
    }
  } finally {
    await lease.release();
  }
  return result;
}

/** Offices whose published access may be out of date: a trial or a plan whose end has passed, or one published without limits. */
async function refreshLapsed(context: BillingContext, scope: PassScope) {
  const { now } = scope;
  const rows = await context.db
    .select({ officeId: accounts.officeId })
    .from(accounts)
    .leftJoin(subscriptions, eq(subscriptions.officeId, accounts.officeId))
    .where(
      and(
        inScope(accounts.officeId, scope),
        or(
          and(sql`${accounts.access}->>'state' = 'trial'`, lte(accounts.trialEndsAt, now)),
          and(sql`${accounts.access}->>'state' = 'active'`, lte(subscriptions.currentPeriodEnd, now)),
          // Published before access carried the plan's limits (issue 37): publish it again once.
          sql`${accounts.access} is not null and not (${accounts.access} ? 'limits')`,
        ),
      ),
    );
  for (const { officeId } of rows) await runCommand(context, (tx) => refreshAccess(tx, officeId, now));
  return rows.length;
}

/** Renewal charges still open when their period ended: 'Vencido', and the plan stops. */
async function markOverdue(context: BillingContext, scope: PassScope) {
  const { now } = scope;
  const lapsed = await context.db
    .select({ id: invoices.id, officeId: invoices.officeId })
    .from(invoices)
    .where(and(inScope(invoices.officeId, scope), eq(invoices.purpose, 'renewal'), inArray(invoices.status, ['Pendente', 'Recusado']), lte(invoices.dueDate, now)));
  for (const invoice of lapsed) {
    await runCommand(context, async (tx) => {
      await tx.update(invoices).set({ status: 'Vencido' }).where(and(eq(invoices.id, invoice.id), inArray(invoices.status, ['Pendente', 'Recusado'])));
      await tx.update(subscriptions).set({ status: 'inactive' }).where(and(eq(subscriptions.officeId, invoice.officeId), lte(subscriptions.currentPeriodEnd, now)));
      await refreshAccess(tx, invoice.officeId, now);
    });
  }
  return lapsed.length;
}

/** One renewal charge per period of an active, not cancelled plan, due when the period ends. */
async function issueRenewals(context: BillingContext, scope: PassScope) {
  const due = await context.db
    .select()
    .from(subscriptions)
    .where(and(inScope(subscriptions.officeId, scope), eq(subscriptions.status, 'active'), isNull(subscriptions.cancelledAt), lte(subscriptions.currentPeriodEnd, addDays(scope.now, RENEWAL_NOTICE_DAYS))));
  let issued = 0;
  for (const subscription of due) if (await issueRenewal(context, subscription)) issued++;
  await retryUnsentRenewals(context, scope);
  return issued;
}

/** Renewal invoices whose charge the gateway did not take at the time (it was down): charged again. */
async function retryUnsentRenewals(context: BillingContext, scope: PassScope) {
  const unsent = await context.db
    .select({ invoice: invoices, subscription: subscriptions })
    .from(invoices)
    .innerJoin(subscriptions, eq(subscriptions.officeId, invoices.officeId))
    .where(and(inScope(invoices.officeId, scope), eq(invoices.purpose, 'renewal'), eq(invoices.status, 'Pendente'), isNull(invoices.gatewayPaymentId)));
  for (const { invoice, subscription } of unsent) {
    await chargeRenewal(context, invoice, subscription).catch((error: unknown) => context.log.error({ err: error, invoiceId: invoice.id }, 'renewal charge failed again; the invoice stays open'));
  }
}

async function issueRenewal(context: BillingContext, subscription: SubscriptionRow) {
  const plan = planById(subscription.planId);
  if (!plan) return false;
  const renewalKey = `${subscription.id}:${subscription.currentPeriodEnd.toISOString()}`;
  const [invoice] = await context.db
    .insert(invoices)
    .values({
      officeId: subscription.officeId,
      purpose: 'renewal',
      planId: plan.id,
      interval: plan.interval,
      amountCents: subscription.billingType === 'PIX' ? plan.pixPriceCents : plan.priceCents,
      billingType: subscription.billingType,
      installmentCount: subscription.installmentCount,
      creditCardId: subscription.creditCardId,
      status: 'Pendente',
      description: `Renovação: ${plan.title} (${plan.interval === 'annual' ? 'anual' : 'mensal'})`,
      dueDate: subscription.currentPeriodEnd,
      renewalKey,
    })
    .onConflictDoNothing({ target: invoices.renewalKey })
    .returning();
  return Boolean(invoice);
}

/** The month's plan credits of every active plan (annual plans get them month by month). */
async function grantMonthlyCredits(context: BillingContext, scope: PassScope) {
  const { now } = scope;
  const active = await context.db
    .select()
    .from(subscriptions)
    .where(and(inScope(subscriptions.officeId, scope), eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodStart, now), sql`${subscriptions.currentPeriodEnd} > ${now}`));
  let granted = 0;
  for (const subscription of active) {
    await runCommand(context, async (tx) => {
      if (await grantPlanCredits(tx, subscription, now)) {
        granted++;
        await publishCredits(tx, subscription.officeId, now);
      }
    });
  }
  return granted;
}

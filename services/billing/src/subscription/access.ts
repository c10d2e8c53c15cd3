import { and, count, eq } from 'drizzle-orm';
import { billingEvents, type OfficeAccess } from '@balcao/contracts';
import { eventOf, recordEvents, type BillingTx } from '../db/database';
import { accounts, invoices, subscriptions, type AccountRow, type SubscriptionRow } from '../db/schema';
import { planById, planLimitsOf, TRIAL_LIMITS, TRIAL_NAME } from '../plans/catalogue';

export type AccessView = Omit<OfficeAccess, 'version'>;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The plan part of the access: a subscription's plan and limits, or the trial's. */
function planOf(subscription: SubscriptionRow | null): Pick<AccessView, 'planId' | 'subscriptionId' | 'planName' | 'limits'> {
  if (!subscription) return { planId: null, subscriptionId: null, planName: TRIAL_NAME, limits: TRIAL_LIMITS };
  return { planId: subscription.planId, subscriptionId: subscription.id, planName: planById(subscription.planId)?.title ?? null, limits: planLimitsOf(subscription.planId) };
}

/**
 * The office's access at `now` (spec 3 §4): a paid period not yet ended is active (a cancelled
 * one until its end); without any subscription the trial lasts 7 days from sign-up; anything
 * else is inactive, overdue when an invoice is 'Vencido'.
 */
export function accessOf(account: Pick<AccountRow, 'trialEndsAt'>, subscription: SubscriptionRow | null, overdueCount: number, now: Date): AccessView {
  if (subscription && subscription.status === 'active' && subscription.currentPeriodEnd > now) {
    const isCanceled = subscription.cancelledAt !== null;
    return { state: 'active', accessUntil: isCanceled ? subscription.currentPeriodEnd.toISOString() : null, planEndIn: seconds(subscription.currentPeriodEnd), ...planOf(subscription), isCanceled, isOverdue: false };
  }
  if (!subscription && account.trialEndsAt > now) {
    return { state: 'trial', accessUntil: account.trialEndsAt.toISOString(), planEndIn: seconds(account.trialEndsAt), ...planOf(null), isCanceled: false, isOverdue: false };
  }
  return {
    state: 'inactive',
    accessUntil: null,
    planEndIn: subscription ? seconds(subscription.currentPeriodEnd) : null,
    ...planOf(subscription),
    isCanceled: subscription?.cancelledAt != null,
    isOverdue: overdueCount > 0,
  };
}

export async function loadOffice(tx: BillingTx, officeId: string, lock = false) {
  const accountQuery = tx.select().from(accounts).where(eq(accounts.officeId, officeId));
  const [account] = lock ? await accountQuery.for('update') : await accountQuery;
  if (!account) return null;
  const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.officeId, officeId));
  const [overdue] = await tx.select({ n: count() }).from(invoices).where(and(eq(invoices.officeId, officeId), eq(invoices.status, 'Vencido')));
  return { account, subscription: subscription ?? null, overdueCount: overdue?.n ?? 0 };
}

const sameAccess = (a: AccessView | null, b: AccessView) => a !== null && JSON.stringify(a, Object.keys(b).sort()) === JSON.stringify(b, Object.keys(b).sort());

/**
 * Recomputes the office's access (its account row locked, so changes of one office apply one at
 * a time) and publishes `access.changed` when it differs from what was last published.
 */
export async function refreshAccess(tx: BillingTx, officeId: string, now: Date) {
  const office = await loadOffice(tx, officeId, true);
  if (!office) return null;
  const access = accessOf(office.account, office.subscription, office.overdueCount, now);
  if (sameAccess(office.account.access, access)) return { ...office, access };
  const version = office.account.accessVersion + 1;
  await tx.update(accounts).set({ access, accessVersion: version }).where(eq(accounts.officeId, officeId));
  await recordEvents(tx, [eventOf(billingEvents.accessChanged, { officeId, inboxId: null }, { ...access, version })]);
  return { ...office, access };
}

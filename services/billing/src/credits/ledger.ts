import { count, eq, sql, sum } from 'drizzle-orm';
import { billingEvents, TRIAL_CREDITS, type CreditsSummary } from '@balcao/contracts';
import { eventOf, recordEvents, type BillingTx, type Executor } from '../db/database';
import { creditLedger, type LedgerKind, type SubscriptionRow } from '../db/schema';
import { planById } from '../plans/catalogue';
import { addMonths } from '../shared/clock';
import { accessOf, loadOffice } from '../subscription/access';

/** Adds an entry once: a second one with the same kind and ref changes nothing (answers false). */
export async function addLedgerEntry(tx: BillingTx, entry: { officeId: string; kind: LedgerKind; ref: string; delta: number; reason: string }) {
  const inserted = await tx.insert(creditLedger).values(entry).onConflictDoNothing({ target: [creditLedger.kind, creditLedger.ref] }).returning({ id: creditLedger.id });
  return inserted.length > 0;
}

export async function balanceOf(db: Executor, officeId: string) {
  const [row] = await db.select({ total: sum(creditLedger.delta) }).from(creditLedger).where(eq(creditLedger.officeId, officeId));
  return Number(row?.total ?? 0);
}

/** Months of the plan's period begun by `now` (0 in its first month), within the period. */
export function monthIndexOf(subscription: Pick<SubscriptionRow, 'currentPeriodStart' | 'interval'>, now: Date) {
  const last = subscription.interval === 'annual' ? 11 : 0;
  let index = 0;
  while (index < last && addMonths(subscription.currentPeriodStart, index + 1) <= now) index++;
  return index;
}

/** The plan's credits for the month of the period `now` falls in: granted once per (subscription, period, month). */
export async function grantPlanCredits(tx: BillingTx, subscription: SubscriptionRow, now: Date) {
  const plan = planById(subscription.planId);
  if (!plan) return false;
  const month = monthIndexOf(subscription, now);
  const ref = `${subscription.id}:${subscription.currentPeriodStart.toISOString()}:${month}`;
  return addLedgerEntry(tx, { officeId: subscription.officeId, kind: 'plan_grant', ref, delta: plan.monthlyCredits, reason: `${plan.title}: créditos do mês ${month + 1}` });
}

export const grantTrialCredits = (tx: BillingTx, officeId: string) =>
  addLedgerEntry(tx, { officeId, kind: 'trial_grant', ref: officeId, delta: TRIAL_CREDITS, reason: 'Período de teste' });

/**
 * The current month's figures (contracts `ZCreditsSummary`), which add up to the balance. The month
 * begins at the latest grant (the plan's month or the trial): entries written before it are the
 * carried-over balance. Entries are ordered as written (real time, then id), so a sandbox office
 * whose clock runs ahead reads the same figures. Without an active plan or trial the last grant
 * counts as carried over.
 */
export async function creditsSummaryOf(tx: BillingTx, officeId: string, now: Date): Promise<CreditsSummary> {
  const office = await loadOffice(tx, officeId);
  const state = office ? accessOf(office.account, office.subscription, office.overdueCount, now).state : 'inactive';
  // Compared in SQL: timestamps keep their microseconds there, not in a JS Date.
  const beforeMonth = sql<boolean | null>`(${creditLedger.createdAt}, ${creditLedger.id}) < (
    select grant_entry.created_at, grant_entry.id from ${creditLedger} grant_entry
    where grant_entry.office_id = ${officeId} and grant_entry.kind in ('plan_grant', 'trial_grant')
    order by grant_entry.created_at desc, grant_entry.id desc limit 1)`;
  const rows = await tx
    .select({ kind: creditLedger.kind, beforeMonth, total: sum(creditLedger.delta) })
    .from(creditLedger)
    .where(eq(creditLedger.officeId, officeId))
    .groupBy(creditLedger.kind, sql`2`);
  const figures = { carriedOver: 0, planTotal: 0, purchased: 0, used: 0 };
  for (const row of rows) {
    const total = Number(row.total ?? 0);
    if (row.beforeMonth) figures.carriedOver += total;
    else if (row.kind === 'purchase') figures.purchased += total;
    else if (row.kind === 'consumption') figures.used -= total;
    else if (state === 'inactive') figures.carriedOver += total;
    else figures.planTotal += total;
  }
  const available = Math.max(0, figures.carriedOver + figures.planTotal + figures.purchased - figures.used);
  return { ...figures, available };
}

/** Publishes the office's balance after a change (agents keep it to know whether AI may answer). */
export async function publishCredits(tx: BillingTx, officeId: string, now: Date) {
  const summary = await creditsSummaryOf(tx, officeId, now);
  const [entries] = await tx.select({ n: count() }).from(creditLedger).where(eq(creditLedger.officeId, officeId));
  const balance = { planTotal: summary.planTotal, used: summary.used, available: summary.available, version: entries?.n ?? 0 };
  await recordEvents(tx, [eventOf(billingEvents.creditsChanged, { officeId, inboxId: null }, balance)]);
  return summary;
}

/** Debits what an AI use spent, at most what is left (the ledger never goes below zero), once per event. */
export async function debitCredits(tx: BillingTx, input: { officeId: string; eventId: string; amount: number; reason: string; refId: string | null }) {
  // The office's account row is locked first, so two debits never both see the same balance.
  await tx.execute(sql`select 1 from billing.accounts where office_id = ${input.officeId} for update`);
  const available = Math.max(0, await balanceOf(tx, input.officeId));
  const delta = Math.min(input.amount, available);
  const reason = `${input.reason}${input.refId ? ` (${input.refId})` : ''}${delta < input.amount ? `: pedidos ${input.amount}, debitados ${delta}` : ''}`;
  return addLedgerEntry(tx, { officeId: input.officeId, kind: 'consumption', ref: input.eventId, delta: -delta, reason });
}

import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import { billingEvents, TRIAL_CREDITS, type CreditsSummary } from '@balcao/contracts';
import { eventOf, recordEvents, type BillingTx, type Executor } from '../db/database';
import { creditLedger, type LedgerKind, type SubscriptionRow } from '../db/schema';
import { planById } from '../plans/catalogue';
import { addMonths } from '../shared/clock';
import { loadOffice } from '../subscription/access';

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

/** planTotal: the plan's (or trial's) monthly credits; used: spent since the current month began; available: the balance. */
export async function creditsSummaryOf(tx: BillingTx, officeId: string, now: Date): Promise<CreditsSummary> {
  const office = await loadOffice(tx, officeId);
  const subscription = office?.subscription;
  const active = subscription && subscription.status === 'active' && subscription.currentPeriodEnd > now;
  const planTotal = active ? (planById(subscription.planId)?.monthlyCredits ?? 0) : office && !subscription ? TRIAL_CREDITS : 0;
  const since = subscription ? addMonths(subscription.currentPeriodStart, monthIndexOf(subscription, now)) : (office?.account.signedUpAt ?? new Date(0));
  const [spent] = await tx
    .select({ total: sum(creditLedger.delta) })
    .from(creditLedger)
    .where(and(eq(creditLedger.officeId, officeId), eq(creditLedger.kind, 'consumption'), gte(creditLedger.createdAt, since)));
  const available = Math.max(0, await balanceOf(tx, officeId));
  return { planTotal, used: -Number(spent?.total ?? 0), available };
}

/** Publishes the office's balance after a change (agents keep it to know whether AI may answer). */
export async function publishCredits(tx: BillingTx, officeId: string, now: Date) {
  const summary = await creditsSummaryOf(tx, officeId, now);
  const [entries] = await tx.select({ n: count() }).from(creditLedger).where(eq(creditLedger.officeId, officeId));
  await recordEvents(tx, [eventOf(billingEvents.creditsChanged, { officeId, inboxId: null }, { ...summary, version: entries?.n ?? 0 })]);
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

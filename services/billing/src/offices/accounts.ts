import { eq } from 'drizzle-orm';
import { authEvents, TRIAL_DAYS } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import type { BillingDatabase, BillingTx } from '../db/database';
import { accounts, handledEvents } from '../db/schema';
import { grantTrialCredits, publishCredits } from '../credits/ledger';
import { addDays, type BillingClock } from '../shared/clock';
import { refreshAccess } from '../subscription/access';

/**
 * Makes sure billing knows the office: its trial runs 7 days from sign-up (SPEC-DECISIONS) and
 * starts with the trial's credits. An office billing never heard of (it signed up before billing
 * was deployed) starts its trial when first seen.
 */
export async function ensureAccount(tx: BillingTx, input: { officeId: string; name: string; signedUpAt: Date }, now: Date) {
  const created = await tx
    .insert(accounts)
    .values({ officeId: input.officeId, name: input.name, signedUpAt: input.signedUpAt, trialEndsAt: addDays(input.signedUpAt, TRIAL_DAYS) })
    .onConflictDoNothing({ target: accounts.officeId })
    .returning({ officeId: accounts.officeId });
  if (created.length === 0) return false;
  await grantTrialCredits(tx, input.officeId);
  await refreshAccess(tx, input.officeId, now);
  await publishCredits(tx, input.officeId, now);
  return true;
}

/** Billing learns offices from auth's events (ARCHITECTURE §2). */
export function startOfficesProjection(options: { bus: EventBus; db: BillingDatabase; clock: BillingClock; relay: { wake(): void } }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    handledTable: handledEvents,
    consumer: 'billing-offices',
    events: [authEvents.officeCreated, authEvents.officeUpdated],
    relay: options.relay,
    handle: async (tx, event) => {
      const billingTx = tx as unknown as BillingTx;
      const now = await options.clock.now(event.officeId, billingTx);
      const created = await ensureAccount(billingTx, { officeId: event.officeId, name: event.payload.name, signedUpAt: new Date(event.occurredAt) }, now);
      if (!created) await billingTx.update(accounts).set({ name: event.payload.name }).where(eq(accounts.officeId, event.officeId));
    },
  });
}

import { agentsEvents } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import type { BillingDatabase, BillingTx } from '../db/database';
import { handledEvents } from '../db/schema';
import { ensureAccount } from '../offices/accounts';
import type { BillingClock } from '../shared/clock';
import { debitCredits, publishCredits } from './ledger';

/** Debits the credits the agents service reports spent, once per event id (the ledger's ref). */
export function startCreditsConsumption(options: { bus: EventBus; db: BillingDatabase; clock: BillingClock; relay: { wake(): void } }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    handledTable: handledEvents,
    consumer: 'billing-credits-consumed',
    events: [agentsEvents.creditsConsumed],
    relay: options.relay,
    handle: async (tx, event) => {
      const billingTx = tx as unknown as BillingTx;
      const now = await options.clock.now(event.officeId, billingTx);
      await ensureAccount(billingTx, { officeId: event.officeId, name: 'Escritório', signedUpAt: now }, now);
      const { amount, reason, refId } = event.payload;
      if (await debitCredits(billingTx, { officeId: event.officeId, eventId: event.id, amount, reason, refId })) await publishCredits(billingTx, event.officeId, now);
    },
  });
}

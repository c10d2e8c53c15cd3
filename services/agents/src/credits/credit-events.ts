import { agentsEvents, type CREDIT_USE_REASONS } from '@balcao/contracts';
import { eventOf, type PendingEvent } from '../db/database';

/** One use of AI credits, for billing to debit once per event id (issue 17 §3). None for a free turn. */
export function creditsUsed(scope: { officeId: string; inboxId: string | null }, amount: number, reason: (typeof CREDIT_USE_REASONS)[number], refId: string): PendingEvent[] {
  if (amount <= 0) return [];
  return [eventOf(agentsEvents.creditsConsumed, scope, { amount, reason, refId })];
}

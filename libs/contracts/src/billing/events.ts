import { z } from 'zod';
import { defineEvent } from '../common/events';
import { ZPlanLimits } from './limits';
import { ZAccessState } from './subscription';

/** What every service keeps of an office's subscription to gate its routes (ARCHITECTURE §4). */
export const ZOfficeAccess = z.object({
  state: ZAccessState,
  /** After this instant the office is inactive even before billing says so (trial end, cancelled plan end); null: no fixed end. */
  accessUntil: z.string().nullable(),
  /** Unix seconds: the trial's or the paid period's end (SPEC-DECISIONS). */
  planEndIn: z.number().int().nullable(),
  planId: z.string().nullable(),
  /** The subscription's id; null in trial (events published before it existed carry none). */
  subscriptionId: z.string().nullable().default(null),
  /** The plan's title, or 'Período de teste'. */
  planName: z.string().nullable().default(null),
  /** What the office may have (its plan's; in trial the first plan's with the trial's credits); null: not published yet. */
  limits: ZPlanLimits.nullable().default(null),
  isCanceled: z.boolean(),
  isOverdue: z.boolean(),
  /** Grows with every change of the office's access: a projection keeps the highest. */
  version: z.number().int(),
});
export type OfficeAccess = z.infer<typeof ZOfficeAccess>;

export const ZCreditsBalance = z.object({ planTotal: z.number().int(), used: z.number().int(), available: z.number().int(), version: z.number().int() });

/** Facts of the billing service; office-scoped (no inboxId). */
export const billingEvents = {
  /** The office's access changed (trial started or ended, paid, cancelled, reactivated, overdue, expired). */
  accessChanged: defineEvent('balcao.billing.access.changed', ZOfficeAccess),
  /** A charge was paid (webhook or card at checkout): the realtime gateway sends `paymentReceived` to the office. */
  paymentConfirmed: defineEvent(
    'balcao.billing.payment.confirmed',
    z.object({ invoiceId: z.string(), purpose: z.enum(['subscription', 'renewal', 'credits']), amount: z.number().int(), transactionReceiptUrl: z.string().nullable() }),
  ),
  /** A card charge was refused: `paymentReceived { success: false }`. */
  paymentFailed: defineEvent('balcao.billing.payment.failed', z.object({ invoiceId: z.string(), purpose: z.enum(['subscription', 'renewal', 'credits']), reason: z.string() })),
  /** The office's AI-credit balance changed (grant, purchase, consumption). */
  creditsChanged: defineEvent('balcao.billing.credits.changed', ZCreditsBalance),
} as const;

/** Credits are debited by `agentsEvents.creditsConsumed` (`balcao.agents.credits.consumed`, contracts/agents). */

/** The `paymentReceived` realtime frame's data (spec 3 §7.2). */
export const ZPaymentReceivedFrame = z.object({ success: z.boolean(), transactionReceiptUrl: z.string().nullable(), invoiceId: z.string(), purpose: z.enum(['subscription', 'renewal', 'credits']) });
export type PaymentReceivedFrame = z.infer<typeof ZPaymentReceivedFrame>;

import { z } from 'zod';
import { BILLING_MESSAGES as M } from './messages';
import { ZPixQrCode } from './checkout';

export const CREDIT_PRICE_CENTS = 30;
export const CREDITS_MINIMUM = 100;
export const CREDITS_STEP = 5;
export const CREDITS_MAXIMUM = 100_000;
export const CREDITS_QUICK_PICKS = [100, 300, 500, 1000] as const;
/** Credits of a new office's trial (a decision: the spec does not say). */
export const TRIAL_CREDITS = 300;
/** The one credit module sold (spec 3 §3: 'AI Credits'). */
export const AI_CREDITS_MODULE_ID = '01936f1c-0000-7000-8000-0000000000a1';

/** `GET /api/credits/modules`: `amount` is the price of one credit in cents. */
export const ZCreditModule = z.object({ id: z.string(), name: z.string(), amount: z.number().int(), billingType: z.literal('PIX') });
export type CreditModule = z.infer<typeof ZCreditModule>;
export const ZCreditModuleList = z.array(ZCreditModule);

/** `POST /api/credits/purchase`: PIX only, at least 100 credits in steps of 5; creditCardId is sent empty. */
export const ZPurchaseCreditsBody = z.object({
  amount: z.number({ error: M.creditsMinimum }).int(M.creditsStep).min(CREDITS_MINIMUM, M.creditsMinimum).max(CREDITS_MAXIMUM, M.creditsMaximum).multipleOf(CREDITS_STEP, M.creditsStep),
  creditModuleId: z.string({ error: M.creditModuleNotFound }).min(1, M.creditModuleNotFound),
  billingType: z.literal('PIX', { error: M.creditsPixOnly }),
  creditCardId: z.string().optional().nullable(),
  /** CPF/CNPJ for the charge; the office's last one is used when absent. */
  document: z.string().optional(),
  remoteIp: z.string().max(64).optional(),
});
export type PurchaseCreditsBody = z.input<typeof ZPurchaseCreditsBody>;

/** `qrCode` is the copy-paste BR Code (the spec reads a single string); `encodedImage` its QR as a data URL. */
export const ZPurchaseCreditsResponse = z.object({
  invoiceId: z.string(),
  credits: z.number().int(),
  /** Cents. */
  value: z.number().int(),
  qrCode: z.string(),
  encodedImage: z.string(),
  pix: ZPixQrCode,
});
export type PurchaseCreditsResponse = z.infer<typeof ZPurchaseCreditsResponse>;

/**
 * `GET /api/credits/summary` → `{ aiCredits }`, the figures of the current month of the plan (of
 * the trial in trial), which add up: available = carriedOver + planTotal + purchased − used.
 * carriedOver: the balance left from before this month (earlier months, the trial); planTotal: the
 * credits the plan granted this month (0 without an active plan or trial); purchased: credits
 * bought this month; used: credits spent this month; available: the ledger's balance.
 */
export const ZCreditsSummary = z.object({
  carriedOver: z.number().int(),
  planTotal: z.number().int(),
  purchased: z.number().int(),
  used: z.number().int(),
  available: z.number().int(),
});
export type CreditsSummary = z.infer<typeof ZCreditsSummary>;
export const ZCreditsSummaryResponse = z.object({ aiCredits: ZCreditsSummary });
export type CreditsSummaryResponse = z.infer<typeof ZCreditsSummaryResponse>;

/** Banner levels (spec 3 §8-9): red when nothing is left, orange at 20% or less of the plan's credits. */
export const creditsLevelOf = (summary: CreditsSummary): 'empty' | 'low' | 'ok' =>
  summary.available <= 0 ? 'empty' : summary.planTotal > 0 && summary.available <= summary.planTotal * 0.2 ? 'low' : 'ok';

import { z } from 'zod';
import { ZCreditCardHolderInfo, ZCreditCardInput, ZDocument, ZPlanId, ZRemoteIp } from './fields';
import { BILLING_MESSAGES as M } from './messages';
import { MAX_INSTALLMENTS, ZPlanInterval } from './plans';
import { ZInvoiceStatus } from './subscription';

/** The spec's payload carries it; the server applies its own rule (5% on annual PIX) and ignores what is sent. */
const ZDiscount = z.object({ month: z.number(), year: z.number() }).partial().optional();

const ZPixCheckout = z.object({
  billingType: z.literal('PIX'),
  planId: ZPlanId,
  document: ZDocument,
  remoteIp: ZRemoteIp,
  discount: ZDiscount,
});

/**
 * Card: a new card (creditCard + creditCardHolderInfo, tokenized and saved as the default) or a
 * saved one (creditCardId, else the default card). installmentCount: 0 or null on monthly plans,
 * 1 to 12 on annual ones (checked against the plan: 400 on `installmentCount`).
 */
const ZCardCheckout = z.object({
  billingType: z.literal('CREDIT_CARD'),
  planId: ZPlanId,
  document: ZDocument.optional(),
  remoteIp: ZRemoteIp,
  installmentCount: z.number({ error: M.installmentsInvalid }).int(M.installmentsInvalid).min(0, M.installmentsInvalid).max(MAX_INSTALLMENTS, M.installmentsInvalid).nullish(),
  creditCard: ZCreditCardInput.optional(),
  creditCardHolderInfo: ZCreditCardHolderInfo.optional(),
  creditCardId: z.uuid({ error: M.cardNotFound }).optional(),
  discount: ZDiscount,
}).superRefine((body, context) => {
  if (body.creditCard && !body.creditCardHolderInfo) context.addIssue({ code: 'custom', path: ['creditCardHolderInfo'], message: M.holderNameRequired });
});

/** `POST /api/subscription/checkout`. */
export const ZCheckoutBody = z.discriminatedUnion('billingType', [ZPixCheckout, ZCardCheckout], { error: M.billingTypeInvalid });
export type CheckoutBody = z.input<typeof ZCheckoutBody>;
export type ParsedCheckoutBody = z.infer<typeof ZCheckoutBody>;

/** The PIX charge: QR image as a data URL (`data:image/png;base64,…`) and the copy-paste BR Code. */
export const ZPixQrCode = z.object({ encodedImage: z.string(), payload: z.string(), expirationDate: z.string().nullable() });
export type PixQrCode = z.infer<typeof ZPixQrCode>;

/** The checkout summary: Plano, Recorrência, Desconto, Investimento (cents). */
export const ZCheckoutSummary = z.object({ planId: z.string(), planTitle: z.string(), interval: ZPlanInterval, discountPercent: z.number().int(), amount: z.number().int(), installmentCount: z.number().int().nullable() });

export const ZCheckoutResponse = z.object({
  invoiceId: z.string(),
  billingType: z.enum(['PIX', 'CREDIT_CARD']),
  status: ZInvoiceStatus,
  /** Card: paid now. PIX: always false here; confirmation arrives as the `paymentReceived` frame. */
  success: z.boolean(),
  summary: ZCheckoutSummary,
  /** PIX only. */
  qrCode: ZPixQrCode.nullable(),
  paymentUrl: z.string().nullable(),
  transactionReceiptUrl: z.string().nullable(),
});
export type CheckoutResponse = z.infer<typeof ZCheckoutResponse>;

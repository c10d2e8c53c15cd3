import { z } from 'zod';
import { ZCreditCardHolderInfo, ZCreditCardInput, ZRemoteIp } from './fields';
import { BILLING_MESSAGES as M } from './messages';

/** A saved card: only what the gateway's tokenization answered (brand, last digits, token kept server-side). */
export const ZCreditCard = z.object({
  id: z.string(),
  brand: z.string(),
  /** Last four digits. */
  number: z.string(),
  /** 'MM/AAAA'. */
  expirationDate: z.string(),
  holderName: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type CreditCard = z.infer<typeof ZCreditCard>;
export const ZCreditCardList = z.array(ZCreditCard);

/** `POST /api/subscription/credit-card`: tokenizes at the gateway; the first card becomes the default. */
export const ZAddCreditCardBody = z.object({
  remoteIp: ZRemoteIp,
  creditCard: ZCreditCardInput,
  creditCardHolderInfo: ZCreditCardHolderInfo,
});
export type AddCreditCardBody = z.input<typeof ZAddCreditCardBody>;

/** `PATCH /api/subscription/credit-card/change-active`. */
export const ZChangeDefaultCardBody = z.object({ creditCardId: z.uuid({ error: M.cardNotFound }) });
export type ChangeDefaultCardBody = z.infer<typeof ZChangeDefaultCardBody>;

import { z } from 'zod';
import { BILLING_MESSAGES as M } from './messages';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Digits only (other characters stripped, spec 3 §5), then checked. */
export const digitField = (check: (digits: string) => boolean, message: string, maxChars = 40) =>
  z
    .string({ error: message })
    .max(maxChars, message)
    .transform(digitsOf)
    .refine(check, message);

/** PIX document: CPF or CNPJ, 11 to 14 digits. */
export const ZDocument = digitField((digits) => digits.length >= 11 && digits.length <= 14, M.documentInvalid, 18);
export const ZPlanId = z.string({ error: M.planRequired }).trim().min(1, M.planRequired).max(80, M.planInvalid);
/** The client's public IP, which Asaas requires on card operations; the server's view of it is used when absent. */
export const ZRemoteIp = z.string().trim().max(64).optional();

/** Card data typed in the form; sent to the gateway once and never stored (only its token is). */
export const ZCreditCardInput = z.object({
  holderName: z.string({ error: M.cardHolderNameRequired }).trim().min(1, M.cardHolderNameRequired).max(100, M.cardHolderNameRequired),
  number: digitField((digits) => digits.length === 16, M.cardNumberInvalid, 19),
  expiryMonth: z
    .union([z.string(), z.number()], { error: M.cardExpiryMonthInvalid })
    .transform((value) => String(value).padStart(2, '0'))
    .refine((value) => /^(0[1-9]|1[0-2])$/.test(value), M.cardExpiryMonthInvalid),
  /** 'AA' or 'AAAA'; answered as four digits. */
  expiryYear: z
    .union([z.string(), z.number()], { error: M.cardExpiryYearInvalid })
    .transform((value) => String(value))
    .refine((value) => /^(\d{2}|\d{4})$/.test(value), M.cardExpiryYearInvalid)
    .transform((value) => (value.length === 2 ? `20${value}` : value)),
  ccv: digitField((digits) => digits.length === 3 || digits.length === 4, M.cardCvvInvalid, 4),
}).superRefine((card, context) => {
  const now = new Date();
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (Number(card.expiryYear) * 12 + Number(card.expiryMonth) - 1 < current) context.addIssue({ code: 'custom', path: ['expiryYear'], message: M.cardExpired });
});
export type CreditCardInput = z.infer<typeof ZCreditCardInput>;

export const ZCreditCardHolderInfo = z.object({
  name: z.string({ error: M.holderNameRequired }).trim().min(1, M.holderNameRequired).max(100, M.holderNameRequired),
  email: z.string({ error: M.holderEmailInvalid }).trim().pipe(z.email({ error: M.holderEmailInvalid })),
  cpfCnpj: digitField((digits) => digits.length === 11 || digits.length === 14, M.holderDocumentInvalid, 18),
  postalCode: digitField((digits) => digits.length === 8, M.postalCodeInvalid, 9),
  addressNumber: z.string({ error: M.addressNumberRequired }).trim().min(1, M.addressNumberRequired).max(20, M.addressNumberRequired),
  addressComplement: z.string().trim().max(100).optional(),
  phone: digitField((digits) => digits.length >= 10 && digits.length <= 11, M.phoneInvalid, 15),
});
export type CreditCardHolderInfo = z.infer<typeof ZCreditCardHolderInfo>;

import { z } from 'zod';
import {
  BILLING_MESSAGES as M,
  ZCreditCardHolderInfo,
  ZCreditCardInput,
  type CreditCardHolderInfo,
  type CreditCardInput,
} from '@balcao/contracts';
import { digitsOf } from '../../../lib/masks';

/** The card form of spec 3 §3, as typed (masked). */
export interface CardFormValues {
  cardName: string;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
  cpf: string;
  name: string;
  email: string;
  postalCode: string;
  addressNumber: string;
  phone: string;
}

export const CARD_FORM_FIELDS = ['cardName', 'cardNumber', 'expiryDate', 'cvv', 'cpf', 'name', 'email', 'postalCode', 'addressNumber', 'phone'] as const;

/** MM/AA, 5 characters, a real month, not in the past (spec 3 §5). */
export const ZExpiryDate = z
  .string({ error: M.cardExpiryMonthInvalid })
  .regex(/^\d{2}\/\d{2}$/, M.cardExpiryMonthInvalid)
  .refine((value) => /^(0[1-9]|1[0-2])$/.test(value.slice(0, 2)), M.cardExpiryMonthInvalid)
  .refine((value) => {
    const now = new Date();
    const month = Number(value.slice(0, 2));
    const year = 2000 + Number(value.slice(3));
    return year * 12 + month - 1 >= now.getFullYear() * 12 + now.getMonth();
  }, M.cardExpired);

/** One schema per field, the contracts' own, so the messages are the API's. */
export const CARD_FIELD_SCHEMAS: Record<keyof CardFormValues, z.ZodType> = {
  cardName: ZCreditCardInput.shape.holderName,
  cardNumber: ZCreditCardInput.shape.number,
  expiryDate: ZExpiryDate,
  cvv: ZCreditCardInput.shape.ccv,
  cpf: ZCreditCardHolderInfo.shape.cpfCnpj,
  name: ZCreditCardHolderInfo.shape.name,
  email: ZCreditCardHolderInfo.shape.email,
  postalCode: ZCreditCardHolderInfo.shape.postalCode,
  addressNumber: ZCreditCardHolderInfo.shape.addressNumber,
  phone: ZCreditCardHolderInfo.shape.phone,
};

/** The API's `creditCard` and `creditCardHolderInfo` from the form (digits only; MM/AA split). */
export function toCardPayload(values: CardFormValues): { creditCard: CreditCardInput; creditCardHolderInfo: CreditCardHolderInfo } {
  return {
    creditCard: {
      holderName: values.cardName.trim(),
      number: digitsOf(values.cardNumber),
      expiryMonth: values.expiryDate.slice(0, 2),
      expiryYear: `20${values.expiryDate.slice(3, 5)}`,
      ccv: digitsOf(values.cvv),
    },
    creditCardHolderInfo: {
      name: values.name.trim(),
      email: values.email.trim(),
      cpfCnpj: digitsOf(values.cpf),
      postalCode: digitsOf(values.postalCode),
      addressNumber: values.addressNumber.trim(),
      phone: digitsOf(values.phone),
    },
  };
}

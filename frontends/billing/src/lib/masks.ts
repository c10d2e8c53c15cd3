import { createMask, type FactoryArg } from 'imask';

/**
 * Formats what was typed with an imask mask (extra characters are dropped, as the field's maxLength).
 * Every mask here takes digits only, so the digits are resolved, never the formatted text: read
 * position by position, '(11) 9876-54321' would keep the 10-digit phone mask and drop the 11th
 * digit (and a CPF would never grow into a CNPJ).
 */
function masker(options: FactoryArg) {
  const masked = createMask(options);
  return (value: string) => {
    masked.resolve(digitsOf(value));
    return masked.value;
  };
}

/** Spec 3 §5 and §9: card 16 digits in groups, expiry MM/AA, CVV 3–4, CPF/CNPJ, CEP, phone. */
export const MASKS = {
  cardNumber: masker({ mask: '0000 0000 0000 0000' }),
  expiry: masker({ mask: '00/00' }),
  cvv: masker({ mask: '0000' }),
  document: masker({ mask: [{ mask: '000.000.000-00' }, { mask: '00.000.000/0000-00' }] }),
  postalCode: masker({ mask: '00000-000' }),
  phone: masker({ mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }] }),
  /** PIX document: digits only, at most 14 (spec 3 §5). */
  digits14: masker({ mask: /^\d{0,14}$/ }),
} as const;

export const digitsOf = (value: string | undefined) => (value ?? '').replace(/\D/g, '');

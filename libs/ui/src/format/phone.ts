import { COUNTRY_CODE, onlyDigits } from '@balcao/contracts';

export { COUNTRY_CODE, PHONE_MASK, formatPhone, onlyDigits } from '@balcao/contracts';

/** Progressive input mask '(99) 9 9999-9999' for phone fields while typing. */
export function maskPhoneInput(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length === 0) return '';
  let out = `(${digits.slice(0, 2)}`;
  if (digits.length >= 2) out += ') ';
  if (digits.length > 2) out += digits.slice(2, 3);
  if (digits.length > 3) out += ` ${digits.slice(3, 7)}`;
  if (digits.length > 7) out += `-${digits.slice(7)}`;
  return out;
}

/** Digits with the 55 prefix, as the API stores contact numbers (spec 1 §5). */
export function toStoredPhone(value: string): string {
  const digits = onlyDigits(value);
  return digits.startsWith(COUNTRY_CODE) && digits.length > 11 ? digits : `${COUNTRY_CODE}${digits}`;
}

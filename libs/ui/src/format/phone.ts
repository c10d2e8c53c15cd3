/** Country code kept on stored numbers (spec 3 §9). */
export const COUNTRY_CODE = '55';
/** '(99) 9 9999-9999' is 16 characters; the spec's "15 characters" check counts one less. */
export const PHONE_MASK = '(99) 9 9999-9999';

export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** One formatter for screens and server texts: it lives with the contracts. */
export { formatPhone } from '@balcao/contracts';

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

// The phone display format shared by the screens (libs/ui) and what the services print (reports).

/** Country code kept on stored numbers (spec 3 §9). */
export const COUNTRY_CODE = '55';
/** '(99) 9 9999-9999' is 16 characters; the spec's "15 characters" check counts one less. */
export const PHONE_MASK = '(99) 9 9999-9999';

export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/**
 * Brazilian display format (spec 1 §5): the 55 prefix is dropped and a 9 is added to 10-digit
 * numbers, giving '(11) 9 8765-4321'. Numbers that are not Brazilian-sized are returned as typed.
 */
export function formatPhone(value: string | null | undefined): string {
  let digits = onlyDigits(value);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith(COUNTRY_CODE)) {
    digits = digits.slice(COUNTRY_CODE.length);
  }
  if (digits.length === 10) digits = `${digits.slice(0, 2)}9${digits.slice(2)}`;
  if (digits.length !== 11) return value ?? '';
  return `(${digits.slice(0, 2)}) ${digits.slice(2, 3)} ${digits.slice(3, 7)}-${digits.slice(7)}`;
}

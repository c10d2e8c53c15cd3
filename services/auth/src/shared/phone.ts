/** Digits only, with Brazil's 55 prefix added to a 10–11 digit national number (spec 1 §5). */
export function normalizePhoneNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
}

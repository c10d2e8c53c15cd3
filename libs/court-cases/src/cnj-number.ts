/**
 * Unified case numbers of the Brazilian courts (CNJ Resolution 65/2008): NNNNNNN-DD.AAAA.J.TR.OOOO,
 * with DD the ISO 7064 mod 97-10 check digits over N, A, J, TR and O.
 */
export interface CnjNumber {
  /** The 20 digits, as DataJud stores numeroProcesso. */
  digits: string;
  /** NNNNNNN-DD.AAAA.J.TR.OOOO */
  formatted: string;
  sequence: string;
  checkDigits: string;
  year: string;
  /** J: the justice segment (8 state, 5 labour, 4 federal…). */
  justice: string;
  /** TR: the court within the segment (26 = São Paulo in state justice). */
  tribunal: string;
  origin: string;
}

const FORMATTED = /^(\d{7})-(\d{2})\.(\d{4})\.(\d)\.(\d{2})\.(\d{4})$/;
const BARE = /^(\d{7})(\d{2})(\d{4})(\d)(\d{2})(\d{4})$/;

/** The two check digits for the other parts: 98 - (N A J TR O 00 mod 97). */
export function cnjCheckDigits(sequence: string, year: string, justice: string, tribunal: string, origin: string): string {
  const remainder = BigInt(`${sequence}${year}${justice}${tribunal}${origin}00`) % 97n;
  return String(98n - remainder).padStart(2, '0');
}

/** What is wrong with a number that is not a valid case number: its shape, or only its check digits. */
export type CnjNumberProblem = 'format' | 'check_digits';

export type CnjNumberCheck =
  | { valid: true; number: CnjNumber }
  | { valid: false; problem: 'format' }
  /** Right shape, wrong DD: `formatted` is the number as typed, punctuated. */
  | { valid: false; problem: 'check_digits'; formatted: string };

/** Reads a case number typed with or without its punctuation, telling a mistyped digit from a wrong format. */
export function checkCnjNumber(text: string): CnjNumberCheck {
  const trimmed = text.trim();
  const match = FORMATTED.exec(trimmed) ?? BARE.exec(trimmed);
  if (!match) return { valid: false, problem: 'format' };
  const [, sequence, checkDigits, year, justice, tribunal, origin] = match;
  const formatted = `${sequence}-${checkDigits}.${year}.${justice}.${tribunal}.${origin}`;
  if (cnjCheckDigits(sequence, year, justice, tribunal, origin) !== checkDigits) return { valid: false, problem: 'check_digits', formatted };
  return {
    valid: true,
    number: { digits: `${sequence}${checkDigits}${year}${justice}${tribunal}${origin}`, formatted, sequence, checkDigits, year, justice, tribunal, origin },
  };
}

/** Reads a case number typed with or without its punctuation; null when the format or check digits are wrong. */
export function parseCnjNumber(text: string): CnjNumber | null {
  const checked = checkCnjNumber(text);
  return checked.valid ? checked.number : null;
}

export function isValidCnjNumber(text: string): boolean {
  return parseCnjNumber(text) !== null;
}

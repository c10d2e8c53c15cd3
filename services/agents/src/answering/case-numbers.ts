import { checkCnjNumber } from '@balcao/court-cases';

// NNNNNNN-DD.AAAA.J.TR.OOOO, with or without its punctuation.
const CNJ_PATTERN = /\d{7}[-.\s]?\d{2}[.\s]?\d{4}[.\s]?\d[.\s]?\d{2}[.\s]?\d{4}/g;

/**
 * The first CNJ case number a client wrote, formatted, or null: a valid one first; else one with a
 * mistyped check digit, so the lookup can tell the client which.
 */
export function findCaseNumber(text: string): string | null {
  const checked = (text.match(CNJ_PATTERN) ?? []).map((candidate) => checkCnjNumber(candidate.replace(/\s/g, '')));
  for (const check of checked) if (check.valid) return check.number.formatted;
  for (const check of checked) if (!check.valid && check.problem === 'check_digits') return check.formatted;
  return null;
}

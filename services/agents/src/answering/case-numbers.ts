import { parseCnjNumber } from '@balcao/court-cases';

// NNNNNNN-DD.AAAA.J.TR.OOOO, with or without its punctuation.
const CNJ_PATTERN = /\d{7}[-.\s]?\d{2}[.\s]?\d{4}[.\s]?\d[.\s]?\d{2}[.\s]?\d{4}/g;

/** The first valid CNJ case number a client wrote, formatted, or null. */
export function findCaseNumber(text: string): string | null {
  for (const candidate of text.match(CNJ_PATTERN) ?? []) {
    const parsed = parseCnjNumber(candidate.replace(/\s/g, ''));
    if (parsed) return parsed.formatted;
  }
  return null;
}

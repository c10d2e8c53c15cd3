import { ZApiError } from '@balcao/contracts';
export { errorResponses } from '@balcao/service-kit';

/** The helpers answer 503 when no model is configured or it does not answer. */
export const unavailableResponse = { 503: ZApiError } as const;

/** An AI use of an office without credits answers 402 'Limite de créditos atingido'. */
export const noCreditsResponse = { 402: ZApiError } as const;

export const toIso = (date: Date) => date.toISOString();

/** A `%text%` ILIKE pattern matching the text literally (its own % and _ escaped). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Only the keys a PATCH sent. */
export const definedOnly = <T extends Record<string, unknown>>(body: T): Partial<T> =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;

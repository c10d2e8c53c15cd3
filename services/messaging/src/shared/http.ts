export { errorResponses } from '@balcao/service-kit';

export const toIso = (date: Date) => date.toISOString();
export const toIsoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

export const pageCount = (total: number, limit: number) => Math.ceil(total / limit);

/** A `%text%` ILIKE pattern matching the text literally (its own % and _ escaped). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const brazilDateTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The last minute formatted: every message of a busy minute shows the same text (formatToParts is slow). */
let lastFormatted = { minute: NaN, text: '' };

/** dd/MM/yyyy HH:mm in Brasília time; the UI derives 'Hoje'/'Ontem' from the ISO date. */
export function formatDateTimeBr(date: Date): string {
  const minute = Math.floor(date.getTime() / 60_000);
  if (minute === lastFormatted.minute) return lastFormatted.text;
  const part = Object.fromEntries(brazilDateTime.formatToParts(date).map((p) => [p.type, p.value]));
  lastFormatted = { minute, text: `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}` };
  return lastFormatted.text;
}

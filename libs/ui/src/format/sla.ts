/** 'h' and 'min' as the product writes durations: '12 min', '1 h 5 min', '2 d 3 h'. */
export function formatDurationShort(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return hours > 0 ? `${days} d ${hours} h` : `${days} d`;
  if (hours > 0) return rest > 0 ? `${hours} h ${rest} min` : `${hours} h`;
  return `${rest} min`;
}

export type SlaState = 'ok' | 'soon' | 'late';

/** Within this much of the due time the list warns (orange) before it goes red. */
export const SLA_SOON_MS = 5 * 60_000;

/** How a conversation stands against its SLA (issue 40): 'Responder em 12 min' or 'Atrasado 1 h 5 min'. */
export function formatSla(dueAt: string, now = Date.now()): { text: string; state: SlaState } {
  const left = new Date(dueAt).getTime() - now;
  if (left <= 0) return { text: `Atrasado ${formatDurationShort(-left)}`, state: 'late' };
  // Rounded up: with 30 s left it still reads '1 min', never '0 min'.
  return { text: `Responder em ${formatDurationShort(Math.ceil(left / 60_000) * 60_000)}`, state: left <= SLA_SOON_MS ? 'soon' : 'ok' };
}

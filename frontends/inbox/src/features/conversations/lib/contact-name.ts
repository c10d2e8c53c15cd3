import type { ConversationSummary } from '@balcao/contracts';
import { dayjs, formatDayLabel, formatPhone, formatTime } from '@balcao/ui';

/** The contact's name, or the formatted phone when it has none (spec 1 §2). */
export function contactNameOf(person: Pick<ConversationSummary['person'], 'name' | 'phoneNumber'>): string {
  return person.name?.trim() || formatPhone(person.phoneNumber);
}

/** List time: HH:mm today, 'Ontem' yesterday, else dd/MM/yyyy. */
export function formatListTime(value: string | null | undefined, now: Date = new Date()): string {
  if (!value) return '';
  if (dayjs(value).isSame(now, 'day')) return formatTime(value);
  return formatDayLabel(value, now);
}

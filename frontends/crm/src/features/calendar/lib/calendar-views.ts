import type { Dayjs } from 'dayjs';

/** The calendar's four views (spec 2 §2.3) and the FullCalendar view behind each. */
export const CALENDAR_VIEWS = [
  { key: 'month', label: 'Mês', shortcut: 'M', fullCalendarView: 'dayGridMonth' },
  { key: 'week', label: 'Semana', shortcut: 'W', fullCalendarView: 'timeGridWeek' },
  { key: 'day', label: 'Dia', shortcut: 'D', fullCalendarView: 'timeGridDay' },
  { key: 'agenda', label: 'Agenda', shortcut: 'A', fullCalendarView: 'listMonth' },
] as const;

export type CalendarView = (typeof CALENDAR_VIEWS)[number]['key'];

/** Spec 2 §2.3: month unless it is the sample calendar, which this is not. */
export const DEFAULT_CALENDAR_VIEW: CalendarView = 'month';

export const fullCalendarViewOf = (view: CalendarView) =>
  CALENDAR_VIEWS.find((entry) => entry.key === view)!.fullCalendarView;

/** The view a key switches to: m, w, d, a (spec 2 §2.3). */
export function viewForKey(key: string): CalendarView | undefined {
  return CALENDAR_VIEWS.find((entry) => entry.shortcut === key.toUpperCase())?.key;
}

const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'];
/**
 * Day labels Dom to Sáb, by FullCalendar's day of the week (0 = Sunday). Not by the header's
 * date: the month grid's header dates are UTC midnights (4 Jan 1970 on), which a browser west
 * of Greenwich reads as the day before.
 */
export const weekdayLabel = (dow: number) => WEEKDAYS[dow];

/**
 * The title of each view (spec 2 §2.3): month 'novembro 2026'; week the month range
 * ('novembro – dezembro 2026'); day the full date; agenda the range of days.
 * `end` is exclusive, as FullCalendar gives it.
 */
export function calendarTitle(view: CalendarView, start: Dayjs, endExclusive: Dayjs): string {
  const title = rawTitle(view, start, endExclusive.subtract(1, 'day'));
  return title.charAt(0).toUpperCase() + title.slice(1);
}

function rawTitle(view: CalendarView, start: Dayjs, end: Dayjs): string {
  switch (view) {
    case 'month':
      return start.add(7, 'day').format('MMMM YYYY');
    case 'week':
      if (start.isSame(end, 'month')) return start.format('MMMM YYYY');
      if (start.isSame(end, 'year')) return `${start.format('MMMM')} – ${end.format('MMMM YYYY')}`;
      return `${start.format('MMMM YYYY')} – ${end.format('MMMM YYYY')}`;
    case 'day':
      return start.format('dddd, D [de] MMMM [de] YYYY');
    case 'agenda':
      return `${start.format('D [de] MMM')} – ${end.format('D [de] MMM [de] YYYY')}`;
  }
}

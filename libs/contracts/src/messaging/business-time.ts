import { WEEKDAYS, type Weekday } from '../agents/enums';
import type { WeekSchedule } from '../agents/schedule';

/**
 * Business-time math of a workspace (issue 40): pure, on the office's IANA time zone through
 * Intl (what dayjs's timezone plugin uses too; contracts depend on zod only).
 */
export interface BusinessCalendar {
  /** false: no restriction, the workspace is always open. */
  enabled: boolean;
  timeZone: string;
  schedule: WeekSchedule;
  /** Local dates 'YYYY-MM-DD' on which the workspace is closed all day. */
  holidays: readonly { date: string }[];
}

export const ALWAYS_OPEN: BusinessCalendar = {
  enabled: false,
  timeZone: 'America/Sao_Paulo',
  schedule: Object.fromEntries(WEEKDAYS.map((day) => [day, { enabled: true, startTime: '00:00', endTime: '23:59' }])) as WeekSchedule,
  holidays: [],
};

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether the zone is one Intl knows ('America/Sao_Paulo'), for validation. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock of an instant in a zone, as a UTC timestamp of the same fields. */
function wallOf(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(formatterOf(timeZone).formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The instant at which the zone's clock shows this wall time (the later one of a DST overlap). */
function instantOf(wall: number, timeZone: string): number {
  let instant = wall - (wallOf(wall, timeZone) - wall);
  instant = wall - (wallOf(instant, timeZone) - instant);
  return instant;
}

const isoDate = (wall: number) => new Date(wall).toISOString().slice(0, 10);
const weekdayOf = (wall: number): Weekday => WEEKDAYS[(new Date(wall).getUTCDay() + 6) % 7];
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The open stretch [start, end) of the local day starting at wall midnight `dayWall`, as instants; null when closed all day. */
function openingOfDay(calendar: BusinessCalendar, dayWall: number, holidays: Set<string>): [number, number] | null {
  const day = calendar.schedule[weekdayOf(dayWall)];
  if (!day?.enabled || holidays.has(isoDate(dayWall))) return null;
  // '23:59' as an end closes the whole day (the agents' grid).
  const endMinutes = day.endTime === '23:59' ? 24 * 60 : minutesOf(day.endTime);
  const start = instantOf(dayWall + minutesOf(day.startTime) * 60_000, calendar.timeZone);
  const end = instantOf(dayWall + endMinutes * 60_000, calendar.timeZone);
  return end > start ? [start, end] : null;
}

const holidaySet = (calendar: BusinessCalendar) => new Set(calendar.holidays.map((holiday) => holiday.date));
const midnightWall = (instant: number, timeZone: string) => Math.floor(wallOf(instant, timeZone) / DAY_MS) * DAY_MS;

/** Whether the workspace is open at `at`. */
export function isOpenAt(calendar: BusinessCalendar, at: Date): boolean {
  if (!calendar.enabled) return true;
  const t = at.getTime();
  const dayWall = midnightWall(t, calendar.timeZone);
  const holidays = holidaySet(calendar);
  // The previous local day too: a stretch ending at midnight may end in it on a DST day.
  return [dayWall - DAY_MS, dayWall].some((wall) => {
    const open = openingOfDay(calendar, wall, holidays);
    return open !== null && t >= open[0] && t < open[1];
  });
}

/** How far ahead openings are looked for: a workspace closed for longer has none. */
const HORIZON_DAYS = 400;

/** The open stretches overlapping [from, to) in order (to unbounded: up to the horizon). */
function* openings(calendar: BusinessCalendar, from: number, to = Infinity): Generator<[number, number]> {
  const holidays = holidaySet(calendar);
  const first = midnightWall(from, calendar.timeZone) - DAY_MS;
  for (let day = 0, wall = first; day <= HORIZON_DAYS + 1; day += 1, wall += DAY_MS) {
    const open = openingOfDay(calendar, wall, holidays);
    if (!open) continue;
    if (open[0] >= to) return;
    if (open[1] > from) yield open;
  }
}

/** `at` itself when open, else the next opening after it; null when the workspace never opens. */
export function nextOpeningAt(calendar: BusinessCalendar, at: Date): Date | null {
  if (!calendar.enabled) return at;
  const t = at.getTime();
  for (const [start] of openings(calendar, t)) return new Date(Math.max(start, t));
  return null;
}

/** Seconds of open time between two instants (0 when `to` is not after `from`). */
export function businessSecondsBetween(calendar: BusinessCalendar, from: Date, to: Date): number {
  const a = from.getTime();
  const b = to.getTime();
  if (b <= a) return 0;
  if (!calendar.enabled) return Math.floor((b - a) / 1000);
  let total = 0;
  for (const [start, end] of openings(calendar, a, b)) total += Math.min(end, b) - Math.max(start, a);
  return Math.floor(total / 1000);
}

/** The instant at which `seconds` of open time have passed since `from`; null when the workspace never opens again. */
export function addBusinessSeconds(calendar: BusinessCalendar, from: Date, seconds: number): Date | null {
  const a = from.getTime();
  if (!calendar.enabled) return new Date(a + seconds * 1000);
  let left = seconds * 1000;
  for (const [start, end] of openings(calendar, a)) {
    const begin = Math.max(start, a);
    if (end - begin >= left) return new Date(begin + left);
    left -= end - begin;
  }
  return null;
}

/** Easter Sunday of a Gregorian year (anonymous Gregorian algorithm), as a UTC date. */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * Brazil's national holidays of a year (Lei 662/1949 and later laws, Consciência Negra since
 * 2024) plus the national optional days offices close on: Carnaval (Monday and Tuesday), Sexta-feira
 * Santa and Corpus Christi, from Easter. In date order.
 */
export function brazilianHolidays(year: number): { date: string; name: string }[] {
  const easter = easterSunday(year).getTime();
  const fromEaster = (days: number) => isoDate(easter + days * DAY_MS);
  const fixed = (monthDay: string) => `${String(year).padStart(4, '0')}-${monthDay}`;
  const holidays = [
    { date: fixed('01-01'), name: 'Confraternização Universal' },
    { date: fromEaster(-48), name: 'Carnaval' },
    { date: fromEaster(-47), name: 'Carnaval' },
    { date: fromEaster(-2), name: 'Sexta-feira Santa' },
    { date: fixed('04-21'), name: 'Tiradentes' },
    { date: fixed('05-01'), name: 'Dia do Trabalho' },
    { date: fromEaster(60), name: 'Corpus Christi' },
    { date: fixed('09-07'), name: 'Independência do Brasil' },
    { date: fixed('10-12'), name: 'Nossa Senhora Aparecida' },
    { date: fixed('11-02'), name: 'Finados' },
    { date: fixed('11-15'), name: 'Proclamação da República' },
    ...(year >= 2024 ? [{ date: fixed('11-20'), name: 'Dia Nacional de Zumbi e da Consciência Negra' }] : []),
    { date: fixed('12-25'), name: 'Natal' },
  ];
  return holidays.sort((x, y) => x.date.localeCompare(y.date));
}

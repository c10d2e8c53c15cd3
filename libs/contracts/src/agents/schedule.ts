import { z } from 'zod';
import { WEEKDAYS, type ActivePeriodPreset, type Weekday } from './enums';
import { AGENT_MESSAGES } from './messages';

/** Time choices of the schedule: every 30 minutes, plus 23:59 as the end of a whole day (spec 3 §9). */
export const SCHEDULE_TIMES = [
  ...Array.from({ length: 48 }, (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`),
  '23:59',
];

export const ZScheduleTime = z.string({ error: AGENT_MESSAGES.timeInvalid }).refine((value) => SCHEDULE_TIMES.includes(value), AGENT_MESSAGES.timeInvalid);

export const ZDaySchedule = z
  .object({ enabled: z.boolean(), startTime: ZScheduleTime, endTime: ZScheduleTime })
  .refine((day) => !day.enabled || day.endTime > day.startTime, { message: AGENT_MESSAGES.endBeforeStart, path: ['endTime'] });
export type DaySchedule = z.infer<typeof ZDaySchedule>;

export const ZWeekSchedule = z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, ZDaySchedule])) as Record<Weekday, typeof ZDaySchedule>);
export type WeekSchedule = z.infer<typeof ZWeekSchedule>;

const week = (days: Weekday[], startTime: string, endTime: string): WeekSchedule =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, { enabled: days.includes(day), startTime, endTime }])) as WeekSchedule;

const WORKDAYS: Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'];

/** The schedule each preset stands for (spec 3 §9); CUSTOM starts from the default one. */
export function scheduleOfPreset(preset: ActivePeriodPreset): WeekSchedule {
  switch (preset) {
    case 'EXTENDED_HOURS':
      return week(WORKDAYS, '07:00', '22:00');
    case 'WEEKENDS_ONLY':
      return week(['saturday', 'sunday'], '08:00', '20:00');
    case 'TWENTY_FOUR_SEVEN':
      return week([...WEEKDAYS], '00:00', '23:59');
    case 'BUSINESS_HOURS':
    case 'CUSTOM':
      return week(WORKDAYS, '08:00', '18:00');
  }
}

export const sameSchedule = (a: WeekSchedule, b: WeekSchedule) =>
  WEEKDAYS.every((day) => a[day].enabled === b[day].enabled && (!a[day].enabled || (a[day].startTime === b[day].startTime && a[day].endTime === b[day].endTime)));

/**
 * Picking a preset replaces the schedule; a schedule that differs from its preset's (an edited
 * day or time) makes the preset CUSTOM (spec 3 §4).
 */
export function resolveActivePeriod(preset: ActivePeriodPreset, schedule: WeekSchedule | undefined, current?: WeekSchedule): { preset: ActivePeriodPreset; schedule: WeekSchedule } {
  if (!schedule) return { preset, schedule: preset === 'CUSTOM' ? (current ?? scheduleOfPreset('CUSTOM')) : scheduleOfPreset(preset) };
  if (preset === 'CUSTOM' || !sameSchedule(schedule, scheduleOfPreset(preset))) return { preset: 'CUSTOM', schedule };
  return { preset, schedule };
}

import { WEEKDAYS, scheduleOfPreset, type Weekday } from '@balcao/contracts';
import type { AgentRow } from '../db/schema';

/** Offices work in Brasília time unless told otherwise (issue 17). */
export const OFFICE_TIME_ZONE = 'America/Sao_Paulo';

const WEEKDAY_OF: Record<string, Weekday> = { Sun: 'sunday', Mon: 'monday', Tue: 'tuesday', Wed: 'wednesday', Thu: 'thursday', Fri: 'friday', Sat: 'saturday' };

/** The weekday and 'HH:MM' of an instant on the office's clock. */
export function officeClock(now: Date, timeZone = OFFICE_TIME_ZONE): { day: Weekday; time: string } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return { day: WEEKDAY_OF[part('weekday')] ?? WEEKDAYS[0], time: `${part('hour')}:${part('minute')}` };
}

/**
 * Whether the agent answers now (spec 3 §3): always without an active period; else within the
 * day's hours of its preset or custom schedule ('23:59' as an end covers the whole minute).
 */
export function isWithinActivePeriod(agent: Pick<AgentRow, 'activePeriodEnabled' | 'activePeriodPreset' | 'customSchedule'>, now: Date, timeZone = OFFICE_TIME_ZONE): boolean {
  if (!agent.activePeriodEnabled) return true;
  const schedule = agent.activePeriodPreset === 'CUSTOM' ? agent.customSchedule : scheduleOfPreset(agent.activePeriodPreset);
  const { day, time } = officeClock(now, timeZone);
  const today = schedule[day];
  if (!today?.enabled) return false;
  return time >= today.startTime && (time < today.endTime || (today.endTime === '23:59' && time <= '23:59'));
}

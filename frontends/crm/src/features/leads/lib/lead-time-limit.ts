/** Spec 2 §9: a lead without a column limit counts 3 days. */
export const DEFAULT_LEAD_TIME_LIMIT_DAYS = 3;
/** Spec 2 §4: a card without columnChangedAt entered its column two days ago. */
const ASSUMED_DAYS_IN_COLUMN = 2;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export type TimeLimitLevel = 'green' | 'yellow' | 'red';

export interface LeadTimeLimit {
  /** Elapsed time over the limit, 0–100. */
  percent: number;
  level: TimeLimitLevel;
  limitDays: number;
  isOverdue: boolean;
  /** How late (or, with a 0-day limit, how long since the move): whole days, else hours, else minutes (at least 1). */
  overdue: { amount: number; unit: 'days' | 'hours' | 'minutes' } | null;
  enteredAt: Date;
}

/** Spec 2 §4: green up to 33 %, yellow up to 50 %, red above. */
export function timeLimitLevel(percent: number): TimeLimitLevel {
  if (percent <= 33) return 'green';
  if (percent <= 50) return 'yellow';
  return 'red';
}

// Spec 2 §4 says days, else hours; under an hour 'Atrasado 0 horas' says nothing, so minutes.
function lateBy(ms: number): LeadTimeLimit['overdue'] {
  if (ms >= DAY_MS) return { amount: Math.floor(ms / DAY_MS), unit: 'days' };
  if (ms >= HOUR_MS) return { amount: Math.floor(ms / HOUR_MS), unit: 'hours' };
  return { amount: Math.max(1, Math.floor(ms / MINUTE_MS)), unit: 'minutes' };
}

/** Progress of a lead against its column's time limit (spec 2 §4 'Lead time limit'). */
export function leadTimeLimit(
  columnChangedAt: string | null | undefined,
  timeLimitDays: number | null | undefined,
  now: Date = new Date(),
): LeadTimeLimit {
  const limitDays = timeLimitDays ?? DEFAULT_LEAD_TIME_LIMIT_DAYS;
  const enteredAt = columnChangedAt ? new Date(columnChangedAt) : new Date(now.getTime() - ASSUMED_DAYS_IN_COLUMN * DAY_MS);
  const elapsedMs = Math.max(0, now.getTime() - enteredAt.getTime());
  const limitMs = limitDays * DAY_MS;

  if (limitDays <= 0) {
    // A 0-day limit means 'process immediately': any time in the column is late.
    return { percent: 100, level: 'red', limitDays, isOverdue: true, overdue: lateBy(elapsedMs), enteredAt };
  }
  const percent = Math.min(100, (elapsedMs / limitMs) * 100);
  const isOverdue = elapsedMs > limitMs;
  return {
    percent,
    level: timeLimitLevel(percent),
    limitDays,
    isOverdue,
    overdue: isOverdue ? lateBy(elapsedMs - limitMs) : null,
    enteredAt,
  };
}

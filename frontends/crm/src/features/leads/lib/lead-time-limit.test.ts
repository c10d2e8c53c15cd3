import { describe, expect, it } from 'vitest';
import { leadTimeLimit, timeLimitLevel } from './lead-time-limit';
import { overdueAmountText } from './overdue-text';

const now = new Date('2026-03-10T12:00:00.000Z');
const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

describe('timeLimitLevel', () => {
  it('is green up to 33 %, yellow up to 50 % and red above', () => {
    expect(timeLimitLevel(0)).toBe('green');
    expect(timeLimitLevel(33)).toBe('green');
    expect(timeLimitLevel(33.1)).toBe('yellow');
    expect(timeLimitLevel(50)).toBe('yellow');
    expect(timeLimitLevel(50.1)).toBe('red');
  });
});

describe('leadTimeLimit', () => {
  it('measures the time in the column against the limit', () => {
    const progress = leadTimeLimit(ago(24), 4, now);
    expect(progress.percent).toBe(25);
    expect(progress.level).toBe('green');
    expect(progress.isOverdue).toBe(false);
    expect(progress.overdue).toBeNull();
  });

  it('caps at 100 % and says how many days late', () => {
    const progress = leadTimeLimit(ago(24 * 5 + 3), 2, now);
    expect(progress.percent).toBe(100);
    expect(progress.level).toBe('red');
    expect(progress.overdue).toEqual({ amount: 3, unit: 'days' });
  });

  it('counts hours when less than a day late', () => {
    expect(leadTimeLimit(ago(24 + 5), 1, now).overdue).toEqual({ amount: 5, unit: 'hours' });
  });

  it('assumes two days in the column without columnChangedAt and 3 days without a limit', () => {
    const progress = leadTimeLimit(null, undefined, now);
    expect(progress.limitDays).toBe(3);
    expect(Math.round(progress.percent)).toBe(67);
  });

  it('counts minutes when less than an hour late, never 0 hours', () => {
    expect(leadTimeLimit(ago(0.25), 0, now).overdue).toEqual({ amount: 15, unit: 'minutes' });
    expect(leadTimeLimit(new Date(now.getTime() - 10_000).toISOString(), 0, now).overdue).toEqual({ amount: 1, unit: 'minutes' });
    expect(leadTimeLimit(ago(24 + 0.5), 1, now).overdue).toEqual({ amount: 30, unit: 'minutes' });
    expect(overdueAmountText({ amount: 1, unit: 'minutes' })).toBe('1 minuto');
    expect(overdueAmountText({ amount: 15, unit: 'minutes' })).toBe('15 minutos');
  });

  it('treats a 0-day limit as late since the move', () => {
    const progress = leadTimeLimit(ago(30), 0, now);
    expect(progress.isOverdue).toBe(true);
    expect(progress.overdue).toEqual({ amount: 1, unit: 'days' });
  });
});

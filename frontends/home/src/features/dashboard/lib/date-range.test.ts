import { dayjs } from '@balcao/ui';
import { describe, expect, it } from 'vitest';
import { dateRangePresets, defaultDateRange, isFutureDay, rangeQuery } from './date-range';

const now = dayjs('2026-03-10T15:30:00');
const days = (label: string) => {
  const preset = dateRangePresets(now).find((candidate) => candidate.label === label)!;
  return rangeQuery(preset.value);
};

describe('dashboard date range', () => {
  it('offers the presets of the spec in order', () => {
    expect(dateRangePresets(now).map((preset) => preset.label)).toEqual(['Hoje', 'Ontem', 'Últimos 7 dias', 'Últimos 30 dias', 'Mês atual', 'Mês passado', 'Ano atual', 'Ano passado']);
  });

  it('covers the days each preset names, both ends included', () => {
    expect(days('Hoje')).toEqual({ startDate: '2026-03-10', endDate: '2026-03-10' });
    expect(days('Ontem')).toEqual({ startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(days('Últimos 7 dias')).toEqual({ startDate: '2026-03-04', endDate: '2026-03-10' });
    expect(days('Mês atual')).toEqual({ startDate: '2026-03-01', endDate: '2026-03-10' });
    expect(days('Mês passado')).toEqual({ startDate: '2026-02-01', endDate: '2026-02-28' });
    expect(days('Ano atual')).toEqual({ startDate: '2026-01-01', endDate: '2026-03-10' });
    expect(days('Ano passado')).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' });
  });

  it('defaults to the last 30 days and disables the future', () => {
    expect(rangeQuery(defaultDateRange(now))).toEqual({ startDate: '2026-02-09', endDate: '2026-03-10' });
    expect(isFutureDay(dayjs('2026-03-11'), now)).toBe(true);
    expect(isFutureDay(dayjs('2026-03-10T23:00:00'), now)).toBe(false);
  });
});

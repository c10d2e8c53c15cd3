import type { Dayjs } from 'dayjs';
import { dayjs } from './dayjs';

export type DateRange = [Dayjs, Dayjs];

/**
 * The period pickers' presets (spec 2 §2.7), whole days up to today, in order. `withYears: false`
 * leaves out 'Ano atual' and 'Ano passado' (a log read by weeks and months).
 */
export function dateRangePresets(now: Dayjs = dayjs(), { withYears = true } = {}): Array<{ label: string; value: DateRange }> {
  const today = now.startOf('day');
  const lastMonth = today.subtract(1, 'month');
  const lastYear = today.subtract(1, 'year');
  const presets: Array<{ label: string; value: DateRange }> = [
    { label: 'Hoje', value: [today, today] },
    { label: 'Ontem', value: [today.subtract(1, 'day'), today.subtract(1, 'day')] },
    { label: 'Últimos 7 dias', value: [today.subtract(6, 'day'), today] },
    { label: 'Últimos 30 dias', value: [today.subtract(29, 'day'), today] },
    { label: 'Mês atual', value: [today.startOf('month'), today] },
    { label: 'Mês passado', value: [lastMonth.startOf('month'), lastMonth.endOf('month').startOf('day')] },
  ];
  if (withYears) {
    presets.push(
      { label: 'Ano atual', value: [today.startOf('year'), today] },
      { label: 'Ano passado', value: [lastYear.startOf('year'), lastYear.endOf('year').startOf('day')] },
    );
  }
  return presets;
}

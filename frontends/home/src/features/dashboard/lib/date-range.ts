import { dayjs } from '@balcao/ui';
import type { Dayjs } from 'dayjs';

export type DateRange = [Dayjs, Dayjs];

/** Spec 2 §2.7: the picker's presets, in order; 'Últimos 30 dias' is the default. */
export function dateRangePresets(now: Dayjs = dayjs()): Array<{ label: string; value: DateRange }> {
  const today = now.startOf('day');
  const lastMonth = today.subtract(1, 'month');
  const lastYear = today.subtract(1, 'year');
  return [
    { label: 'Hoje', value: [today, today] },
    { label: 'Ontem', value: [today.subtract(1, 'day'), today.subtract(1, 'day')] },
    { label: 'Últimos 7 dias', value: [today.subtract(6, 'day'), today] },
    { label: 'Últimos 30 dias', value: [today.subtract(29, 'day'), today] },
    { label: 'Mês atual', value: [today.startOf('month'), today] },
    { label: 'Mês passado', value: [lastMonth.startOf('month'), lastMonth.endOf('month').startOf('day')] },
    { label: 'Ano atual', value: [today.startOf('year'), today] },
    { label: 'Ano passado', value: [lastYear.startOf('year'), lastYear.endOf('year').startOf('day')] },
  ];
}

export const defaultDateRange = (now: Dayjs = dayjs()): DateRange => dateRangePresets(now)[3].value;

/** Future days cannot be picked. */
export const isFutureDay = (day: Dayjs, now: Dayjs = dayjs()) => day.isAfter(now, 'day');

/** The API's startDate/endDate (days, inclusive). */
export const rangeQuery = ([start, end]: DateRange) => ({ startDate: start.format('YYYY-MM-DD'), endDate: end.format('YYYY-MM-DD') });

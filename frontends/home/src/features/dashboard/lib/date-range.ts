import { dateRangePresets, dayjs, type DateRange } from '@balcao/ui';
import type { Dayjs } from 'dayjs';

// Spec 2 §2.7: the picker's presets, shared with the other period pickers; 'Últimos 30 dias' is the default.
export { dateRangePresets, type DateRange };

export const defaultDateRange = (now: Dayjs = dayjs()): DateRange => dateRangePresets(now)[3].value;

/** Future days cannot be picked. */
export const isFutureDay = (day: Dayjs, now: Dayjs = dayjs()) => day.isAfter(now, 'day');

/** The API's startDate/endDate (days, inclusive). */
export const rangeQuery = ([start, end]: DateRange) => ({ startDate: start.format('YYYY-MM-DD'), endDate: end.format('YYYY-MM-DD') });

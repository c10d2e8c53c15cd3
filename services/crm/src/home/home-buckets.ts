import type { HomeRange } from '@balcao/contracts';

/** Periods longer than this are charted per month instead of per day. */
const MAX_DAILY_POINTS = 62;
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

export interface Bucket {
  /** The day or month as Postgres' to_char gives it ('2026-03-05' or '2026-03'). */
  key: string;
  label: string;
}

export type BucketUnit = 'day' | 'month';

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export function bucketsOf(range: HomeRange): { unit: BucketUnit; buckets: Bucket[] } {
  const days: string[] = [];
  for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1)) days.push(day);
  if (days.length <= MAX_DAILY_POINTS) {
    return { unit: 'day', buckets: days.map((day) => ({ key: day, label: `${day.slice(8, 10)}/${day.slice(5, 7)}` })) };
  }
  const months = [...new Set(days.map((day) => day.slice(0, 7)))];
  return { unit: 'month', buckets: months.map((month) => ({ key: month, label: `${MONTHS[Number(month.slice(5, 7)) - 1]}/${month.slice(2, 4)}` })) };
}

/** The bucket of each row's key (`to_char` of its day or month), zero where none. */
export function fillBuckets(buckets: Bucket[], rows: Array<{ key: string; value: number }>) {
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  return buckets.map((bucket) => ({ name: bucket.label, value: byKey.get(bucket.key) ?? 0 }));
}

/** First day of the month of `day`, and the first and last days of the month before. */
export function monthsAround(day: string) {
  const [year, month] = day.split('-').map(Number);
  const monthStart = (y: number, m: number) => new Date(Date.UTC(y, m - 1, 1)).toISOString().slice(0, 10);
  const current = monthStart(year, month);
  const previous = monthStart(month === 1 ? year - 1 : year, month === 1 ? 12 : month - 1);
  return { current, previous, previousEnd: addDays(current, -1) };
}

export { addDays };

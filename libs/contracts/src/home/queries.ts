import { z } from 'zod';
import { HOME_MESSAGES as M } from './messages';

/** Days are counted in the offices' time zone (Brazil). */
export const HOME_TIME_ZONE = 'America/Sao_Paulo';
export const HOME_MAX_RANGE_DAYS = 731;

const dayFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: HOME_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The office's calendar day (YYYY-MM-DD) of an instant. */
export const homeDayOf = (instant: Date) => dayFormatter.format(instant);

/** A day as YYYY-MM-DD, or an instant (ISO with offset) read as its day in Brazil. */
const dayParam = (message: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: message })
    .transform((value) => (value.length === 10 ? value : homeDayOf(new Date(value))));

const daysBetween = (start: string, end: string) => (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000;

export const ZHomeInboxId = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === '' ? M.workspaceRequired : M.workspaceInvalid),
});

/** `?inboxId` only (recent contacts). */
export const ZHomeInboxQuery = z.object({ inboxId: ZHomeInboxId });
export type HomeInboxQuery = z.input<typeof ZHomeInboxQuery>;

/**
 * `?inboxId&startDate&endDate`: both days inclusive, in Brazil's time zone. Missing dates mean
 * the dashboard's default, the last 30 days up to today.
 */
export const ZHomeRangeQuery = z
  .object({
    inboxId: ZHomeInboxId,
    startDate: dayParam(M.startDateInvalid).optional(),
    endDate: dayParam(M.endDateInvalid).optional(),
  })
  .transform(({ inboxId, startDate, endDate }) => {
    const end = endDate ?? homeDayOf(new Date());
    const start = startDate ?? homeDayOf(new Date(Date.parse(`${end}T12:00:00Z`) - 29 * 86_400_000));
    return { inboxId, startDate: start, endDate: end };
  })
  .refine((range) => daysBetween(range.startDate, range.endDate) >= 0, { message: M.rangeInverted, path: ['endDate'] })
  .refine((range) => daysBetween(range.startDate, range.endDate) <= HOME_MAX_RANGE_DAYS, { message: M.rangeTooLong, path: ['endDate'] });
export type HomeRangeQuery = z.input<typeof ZHomeRangeQuery>;
export type HomeRange = z.output<typeof ZHomeRangeQuery>;

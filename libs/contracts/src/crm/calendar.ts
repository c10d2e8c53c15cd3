import { z } from 'zod';
import { ZCalendarEventColor } from './enums';
import { ZIsoDateTime, ZWorkspaceId } from './fields';
import { CRM_MESSAGES } from './messages';

const M = CRM_MESSAGES;

const ZEventTitle = z.string({ error: M.eventTitleRequired.title }).trim().min(1, M.eventTitleRequired.title).max(200, 'O título pode ter no máximo 200 caracteres');
const ZEventText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
const ZEventColor = z.enum(ZCalendarEventColor.options, { error: M.eventColorRequired.title });
const ZEventPersonId = z.uuid({ error: M.contactInvalid }).nullish();

/** A calendar event of a workspace (spec 2 §3), optionally linked to a contact. */
export const ZCalendarEvent = z.object({
  id: z.string(),
  inboxId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  color: ZCalendarEventColor,
  location: z.string().nullable(),
  personId: z.string().nullable(),
  person: z.object({ id: z.string(), name: z.string().nullable(), phoneNumber: z.string().nullable() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CalendarEvent = z.infer<typeof ZCalendarEvent>;
export const ZCalendarEventList = z.array(ZCalendarEvent);

const endNotBeforeStart = (event: { start?: string; end?: string }) => !event.start || !event.end || Date.parse(event.end) >= Date.parse(event.start);

/**
 * `POST /calendar-event`. start and end are ISO date-times (the dialog sets an all-day
 * event to 00:00 – 23:59:59.999 of its days).
 */
export const ZCreateCalendarEventBody = z
  .object({
    inboxId: ZWorkspaceId,
    title: ZEventTitle,
    description: ZEventText(5000),
    start: ZIsoDateTime,
    end: ZIsoDateTime,
    allDay: z.boolean().default(false),
    color: ZEventColor,
    location: ZEventText(300),
    personId: ZEventPersonId,
  })
  .refine(endNotBeforeStart, { message: M.eventEndBeforeStart.title, path: ['end'] });
export type CreateCalendarEventBody = z.input<typeof ZCreateCalendarEventBody>;

/** `PATCH /calendar-event/{id}`: only what is sent changes; the result must still end after it starts. */
export const ZUpdateCalendarEventBody = z
  .object({
    title: ZEventTitle.optional(),
    description: ZEventText(5000).optional(),
    start: ZIsoDateTime.optional(),
    end: ZIsoDateTime.optional(),
    allDay: z.boolean().optional(),
    color: ZEventColor.optional(),
    location: ZEventText(300).optional(),
    personId: ZEventPersonId,
  })
  .refine(endNotBeforeStart, { message: M.eventEndBeforeStart.title, path: ['end'] });
export type UpdateCalendarEventBody = z.input<typeof ZUpdateCalendarEventBody>;

/** `GET /calendar-event?inboxId&start&end`: events that overlap the period, by start. */
export const ZListCalendarEventsQuery = z
  .object({
    inboxId: ZWorkspaceId,
    start: ZIsoDateTime.optional(),
    end: ZIsoDateTime.optional(),
    personId: z.uuid({ error: M.contactInvalid }).optional(),
  })
  .refine(endNotBeforeStart, { message: M.eventRangeInvalid, path: ['end'] });
export type ListCalendarEventsQuery = z.input<typeof ZListCalendarEventsQuery>;

export const CALENDAR_LIST_MAX_EVENTS = 2000;

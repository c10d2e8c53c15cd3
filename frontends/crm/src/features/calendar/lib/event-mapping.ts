import type { EventInput } from '@fullcalendar/core';
import { dayjs } from '@balcao/ui';
import type { CalendarEvent } from '@balcao/contracts';
import { eventColorHex, type EventColor, type EventDraft } from './event-form';

/** A stored event as FullCalendar draws it; an all-day end (23:59:59.999) becomes the next midnight. */
export function toCalendarInput(event: CalendarEvent): EventInput {
  const color = eventColorHex(event.color);
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.allDay ? dayjs(event.end).endOf('day').add(1, 'ms').toDate() : event.end,
    allDay: event.allDay,
    backgroundColor: color,
    borderColor: color,
  };
}

/** The dialog's fields for a stored event. */
export function draftOf(event: CalendarEvent): EventDraft {
  const start = dayjs(event.start);
  const end = dayjs(event.end);
  return {
    title: event.title,
    description: event.description ?? '',
    personId: event.personId,
    startDate: start.startOf('day'),
    startTime: start.format('HH:mm'),
    endDate: end.startOf('day'),
    endTime: end.format('HH:mm'),
    allDay: event.allDay,
    color: event.color as EventColor,
  };
}

/** Spec 2 §2.3: events already over are struck through. */
export const isPastEvent = (end: Date | null, start: Date | null, now = new Date()) =>
  (end ?? start ?? now).getTime() < now.getTime();

import { EventCalendar } from '../features/calendar/components/EventCalendar';

/** Exposed as `crm/CalendarPage` (/calendar, SPEC-DECISIONS): the shell renders it inside its providers. */
export default function CalendarPage() {
  return <EventCalendar />;
}

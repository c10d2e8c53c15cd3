/**
 * FullCalendar's look in the app's colours; React 19 hoists the <style> into <head> once.
 * The custom properties are set from the antd theme on the calendar's container.
 */
const CSS = `
.crm-calendar .fc { --fc-border-color: var(--crm-border); --fc-today-bg-color: var(--crm-today); --fc-page-bg-color: transparent;
  --fc-neutral-bg-color: var(--crm-muted); --fc-list-event-hover-bg-color: var(--crm-muted); --fc-now-indicator-color: #ff4d4f; font-size: 13px; }
.crm-calendar .fc-event { cursor: pointer; }
.crm-calendar .fc-col-header-cell-cushion, .crm-calendar .fc-daygrid-day-number { color: inherit; text-decoration: none; }
.crm-calendar .crm-event-past .fc-event-title, .crm-calendar .crm-event-past .fc-list-event-title,
.crm-calendar .crm-event-past .fc-event-time { text-decoration: line-through; }
.crm-calendar .crm-event-past { opacity: 0.7; }
.crm-calendar .fc-timegrid-slot { height: 1.6em; }
.crm-calendar .fc-popover { background: var(--crm-surface); }
`;

export function CalendarStyles() {
  return (
    <style href="balcao-crm-calendar" precedence="default">
      {CSS}
    </style>
  );
}

import type { DatesSetArg, EventClickArg, EventDropArg } from '@fullcalendar/core';
import ptBrLocale from '@fullcalendar/core/locales/pt-br';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { dayjs } from '@balcao/ui';
import { App, theme } from 'antd';
import { useCallback, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { CalendarEvent } from '@balcao/contracts';
import { useCalendarEvents, useUpdateCalendarEvent } from '../api/calendar-events';
import { useMorePopoverEscape } from '../hooks/use-more-popover-escape';
import { useViewShortcuts } from '../hooks/use-view-shortcuts';
import {
  CALENDAR_VIEWS,
  calendarTitle,
  DEFAULT_CALENDAR_VIEW,
  fullCalendarViewOf,
  weekdayLabel,
  type CalendarView,
} from '../lib/calendar-views';
import { draftFromSlot, type EventDraft } from '../lib/event-form';
import { draftOf, isPastEvent, toCalendarInput } from '../lib/event-mapping';
import { CalendarStyles } from './CalendarStyles';
import { CalendarToolbar } from './CalendarToolbar';
import { EventDialogHost, type EventDialogState } from './EventDialogHost';

const viewOfType = (type: string): CalendarView =>
  CALENDAR_VIEWS.find((entry) => entry.fullCalendarView === type)?.key ?? DEFAULT_CALENDAR_VIEW;

/** A new event where the user clicked; the month grid and the all-day band have no time. */
function draftAt(date: Date, allDay: boolean, isMonth: boolean): EventDraft {
  if (isMonth) return draftFromSlot(dayjs(date).hour(9).toDate());
  if (!allDay) return draftFromSlot(date);
  return { ...draftFromSlot(date), allDay: true };
}

/** The calendar of spec 2 §2.3 on FullCalendar: four views, 15-minute slots, drag to move. */
export function EventCalendar() {
  const { token } = theme.useToken();
  const { notification } = App.useApp();
  const calendarRef = useRef<FullCalendar>(null);
  const [view, setView] = useState<CalendarView>(DEFAULT_CALENDAR_VIEW);
  const [range, setRange] = useState<{ start: string; end: string } | null>(null);
  const [title, setTitle] = useState('');
  const [dialog, setDialog] = useState<EventDialogState | null>(null);
  const events = useCalendarEvents(range);
  const update = useUpdateCalendarEvent();

  const api = () => calendarRef.current?.getApi();
  const changeView = useCallback((next: CalendarView) => {
    setView(next);
    calendarRef.current?.getApi().changeView(fullCalendarViewOf(next));
  }, []);
  useViewShortcuts(changeView, dialog !== null);
  useMorePopoverEscape();

  const byId = useMemo(() => new Map((events.data ?? []).map((event) => [event.id, event])), [events.data]);
  const inputs = useMemo(() => (events.data ?? []).map(toCalendarInput), [events.data]);

  const onDatesSet = (arg: DatesSetArg) => {
    const current = viewOfType(arg.view.type);
    setView(current);
    setTitle(calendarTitle(current, dayjs(arg.start), dayjs(arg.end)));
    setRange({ start: arg.start.toISOString(), end: arg.end.toISOString() });
  };

  const onDateClick = (arg: DateClickArg) =>
    setDialog({ editing: null, draft: draftAt(arg.date, arg.allDay, arg.view.type === 'dayGridMonth') });

  const onEventClick = (arg: EventClickArg) => {
    const event = byId.get(arg.event.id);
    if (event) setDialog({ editing: event, draft: draftOf(event) });
  };

  const onEventDrop = (arg: EventDropArg) => {
    const stored = byId.get(arg.event.id);
    const newStart = arg.event.start;
    if (!stored || !newStart) {
      console.error('Evento arrastado sem dados', arg.event.id);
      arg.revert();
      return;
    }
    if (dayjs(newStart).isSame(stored.start) && arg.event.allDay === stored.allDay) return;
    const move = movedRange(stored, newStart, arg.event.end, arg.event.allDay);
    update.mutate(
      { id: stored.id, ...move },
      {
        onSuccess: () =>
          notification.success({ title: `Evento "${stored.title}" movido`, placement: 'bottomLeft', duration: 3 }),
        onError: () => arg.revert(),
      },
    );
  };

  const cssVars = {
    '--crm-border': token.colorBorderSecondary,
    '--crm-today': token.colorPrimaryBg,
    '--crm-muted': token.colorFillQuaternary,
    '--crm-surface': token.colorBgElevated,
  } as CSSProperties;

  return (
    <div className="crm-calendar" style={cssVars}>
      <CalendarStyles />
      <CalendarToolbar
        title={title}
        view={view}
        onView={changeView}
        onPrev={() => api()?.prev()}
        onNext={() => api()?.next()}
        onToday={() => api()?.today()}
        onNewEvent={() => setDialog({ editing: null, draft: draftFromSlot(new Date()) })}
      />
      <FullCalendar
        ref={calendarRef}
        plugins={[dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin]}
        locale={ptBrLocale}
        initialView={fullCalendarViewOf(DEFAULT_CALENDAR_VIEW)}
        headerToolbar={false}
        height="calc(100dvh - 200px - var(--balcao-notices-height, 0px))"
        firstDay={0}
        dayHeaderContent={(arg) => (arg.view.type === 'dayGridMonth' ? weekdayLabel(arg.dow) : `${weekdayLabel(arg.dow)} ${arg.date.getDate()}`)}
        slotDuration="00:15:00"
        snapDuration="00:15:00"
        slotLabelInterval="01:00"
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        scrollTime="08:00:00"
        allDayText="Todo o dia"
        nowIndicator
        dayMaxEvents
        moreLinkContent={(arg) => `+ ${arg.num} mais`}
        noEventsContent={<NoEventsText />}
        editable
        eventDurationEditable={false}
        events={inputs}
        eventClassNames={(arg) => (isPastEvent(arg.event.end, arg.event.start) ? ['crm-event-past'] : [])}
        datesSet={onDatesSet}
        dateClick={onDateClick}
        eventClick={onEventClick}
        eventDrop={onEventDrop}
      />
      {dialog && <EventDialogHost state={dialog} onClose={() => setDialog(null)} />}
    </div>
  );
}

/** SPEC-DECISIONS: the agenda's empty state in pt-BR. */
function NoEventsText() {
  return (
    <div style={{ textAlign: 'center', padding: 24 }}>
      <strong>Nenhum evento encontrado</strong>
      <div>Não há eventos agendados neste período.</div>
    </div>
  );
}

/** New start and end after a drop, keeping the duration (spec 2 §4); all-day spans whole days. */
function movedRange(stored: CalendarEvent, start: Date, end: Date | null, allDay: boolean) {
  if (allDay) {
    const first = dayjs(start).startOf('day');
    const last = end ? dayjs(end).subtract(1, 'ms') : first.endOf('day');
    return { start: first.toISOString(), end: last.endOf('day').toISOString(), allDay };
  }
  const duration = stored.allDay ? 60 * 60_000 : dayjs(stored.end).diff(stored.start);
  return { start: start.toISOString(), end: (end ? dayjs(end) : dayjs(start).add(duration, 'ms')).toISOString(), allDay };
}

import type { Dayjs } from 'dayjs';
import { dayjs } from '@balcao/ui';

/** The dialog's colours (spec 2 §3 'Calendar event'). */
export const EVENT_COLORS = [
  { value: 'blue', label: 'Azul', hex: '#3B82F6' },
  { value: 'violet', label: 'Violeta', hex: '#8B5CF6' },
  { value: 'rose', label: 'Rosa', hex: '#F43F5E' },
  { value: 'emerald', label: 'Esmeralda', hex: '#10B981' },
  { value: 'orange', label: 'Laranja', hex: '#F97316' },
] as const;
export type EventColor = (typeof EVENT_COLORS)[number]['value'];
/** Colours outside the palette show as sky (spec 2 §3). */
const SKY = '#0EA5E9';
export const eventColorHex = (color: string | null | undefined) =>
  EVENT_COLORS.find((entry) => entry.value === color)?.hex ?? SKY;

/** The calendar's first and last hour; the grid shows the whole day. */
export const CALENDAR_HOURS = { start: 0, end: 24 } as const;
/** Spec 2 §9: a 15-minute grid. */
export const SLOT_MINUTES = 15;
export const NEW_EVENT_MINUTES = 60;

/** 00:00, 00:15 … 23:45 (spec 2 §5: time options every 15 minutes). */
export const TIME_OPTIONS: string[] = Array.from({ length: (24 * 60) / SLOT_MINUTES }, (_, index) => {
  const minutes = index * SLOT_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export interface EventDraft {
  title: string;
  description: string;
  personId: string | null;
  startDate: Dayjs;
  startTime: string;
  endDate: Dayjs;
  endTime: string;
  allDay: boolean;
  color: EventColor | '';
}

/** A validation failure, shown as a destructive toast with title and description (spec 2 §5). */
export interface DraftError {
  title: string;
  description: string;
}

const at = (date: Dayjs, time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return date.hour(hours).minute(minutes).second(0).millisecond(0);
};

/** Start and end of a draft; all-day runs from 00:00 to 23:59:59.999 (spec 2 §5). */
export function draftRange(draft: EventDraft): { start: Dayjs; end: Dayjs } {
  if (draft.allDay) return { start: draft.startDate.startOf('day'), end: draft.endDate.endOf('day') };
  return { start: at(draft.startDate, draft.startTime), end: at(draft.endDate, draft.endTime) };
}

const hourOf = (time: string) => Number(time.split(':')[0]) + Number(time.split(':')[1]) / 60;

/** The first rule a draft breaks, in the spec's order, or null. */
export function validateDraft(draft: EventDraft): DraftError | null {
  if (!draft.allDay) {
    const outside = (time: string) => hourOf(time) < CALENDAR_HOURS.start || hourOf(time) > CALENDAR_HOURS.end;
    if (outside(draft.startTime) || outside(draft.endTime)) {
      return {
        title: `O horário selecionado deve estar entre ${CALENDAR_HOURS.start}:00 e ${CALENDAR_HOURS.end}:00`,
        description: 'Por favor, selecione um horário válido',
      };
    }
  }
  const { start, end } = draftRange(draft);
  if (end.isBefore(start)) {
    return { title: 'A data de término não pode ser antes da data de início', description: 'Por favor, selecione uma data válida' };
  }
  if (!draft.title.trim()) return { title: 'O título é obrigatório', description: 'Por favor, insira um título para o evento' };
  if (!draft.color) return { title: 'A cor é obrigatória', description: 'Por favor, selecione uma cor para o evento' };
  return null;
}

/** Minutes rounded to the nearest quarter hour (spec 2 §4). */
export function roundToSlot(date: Dayjs): Dayjs {
  const rounded = Math.round(date.minute() / SLOT_MINUTES) * SLOT_MINUTES;
  return date.minute(0).second(0).millisecond(0).add(rounded, 'minute');
}

/** A new event from a clicked slot: starts there, lasts one hour (spec 2 §4). */
export function draftFromSlot(clicked: Date): EventDraft {
  const start = roundToSlot(dayjs(clicked));
  const end = start.add(NEW_EVENT_MINUTES, 'minute');
  return {
    title: '',
    description: '',
    personId: null,
    startDate: start.startOf('day'),
    startTime: start.format('HH:mm'),
    endDate: end.startOf('day'),
    endTime: end.format('HH:mm'),
    allDay: false,
    color: 'blue',
  };
}

import type { Dayjs } from 'dayjs';
import { dayjs } from './dayjs';

type DateInput = string | number | Date | Dayjs | null | undefined;

function parse(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** dd/MM/yyyy */
export function formatDate(value: DateInput): string {
  return parse(value)?.format('DD/MM/YYYY') ?? '';
}

/** dd/MM/yyyy HH:mm (notes, spec 1 §9) */
export function formatDateTime(value: DateInput): string {
  return parse(value)?.format('DD/MM/YYYY HH:mm') ?? '';
}

/** HH:mm */
export function formatTime(value: DateInput): string {
  return parse(value)?.format('HH:mm') ?? '';
}

/** Long pt-BR date, e.g. '5 de março de 2025'. */
export function formatLongDate(value: DateInput): string {
  return parse(value)?.format('D [de] MMMM [de] YYYY') ?? '';
}

/** 'Hoje', 'Ontem' or dd/MM/yyyy, used to group messages by day. */
export function formatDayLabel(value: DateInput, now: DateInput = new Date()): string {
  const date = parse(value);
  const today = parse(now) ?? dayjs();
  if (!date) return '';
  if (date.isSame(today, 'day')) return 'Hoje';
  if (date.isSame(today.subtract(1, 'day'), 'day')) return 'Ontem';
  return date.format('DD/MM/YYYY');
}

/** 'Agora', 'N min', 'N h', 'N d' (spec 1 §9). Future times read 'Agora'. */
export function formatRelative(value: DateInput, now: DateInput = new Date()): string {
  const date = parse(value);
  const reference = parse(now) ?? dayjs();
  if (!date) return '';
  const minutes = Math.floor(reference.diff(date, 'minute', true));
  if (minutes < 1) return 'Agora';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

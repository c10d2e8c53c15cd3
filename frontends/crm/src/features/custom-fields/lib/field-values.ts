import { splitCustomFieldOptions, type CustomFieldType } from '@balcao/contracts';
import { dayjs, formatDate, formatDateTime } from '@balcao/ui';
import type { Dayjs } from 'dayjs';

/** What an input of each type holds while the form is open. */
export type FieldInputValue = string | number | string[] | Dayjs | null | undefined;

/** A stored value (always text) as its input holds it (spec 2 §3: multiselect comma-joined). */
export function toInputValue(type: CustomFieldType, stored: string | null): FieldInputValue {
  if (stored === null || stored === '') return type === 'multiselect' ? [] : undefined;
  switch (type) {
    case 'number':
      return Number.isNaN(Number(stored)) ? undefined : Number(stored);
    case 'date':
    case 'datetime':
      return dayjs(stored).isValid() ? dayjs(stored) : undefined;
    case 'time':
      return dayjs(`2000-01-01T${stored}`).isValid() ? dayjs(`2000-01-01T${stored}`) : undefined;
    case 'multiselect':
      return splitCustomFieldOptions(stored);
    default:
      return stored;
  }
}

/** An input's value as the API stores it: date YYYY-MM-DD, time HH:mm, datetime ISO; empty is null. */
export function toStoredValue(type: CustomFieldType, value: FieldInputValue): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) {
    if (type === 'date') return value.format('YYYY-MM-DD');
    if (type === 'time') return value.format('HH:mm');
    return value.toISOString();
  }
  if (Array.isArray(value)) return value.length ? value.join(',') : null;
  const text = String(value).trim();
  return text || null;
}

/** A value as the detail modal shows it; null when not filled ('Não preenchido'). */
export function displayValue(type: string, stored: string | null): string | null {
  if (stored === null || stored.trim() === '') return null;
  if (type === 'date') return formatDate(stored) || stored;
  if (type === 'datetime') return formatDateTime(stored) || stored;
  if (type === 'multiselect') return splitCustomFieldOptions(stored).join(', ');
  return stored;
}

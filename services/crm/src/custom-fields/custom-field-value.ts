import { splitCustomFieldOptions, type CustomFieldType } from '@balcao/contracts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
const MAX_TEXT: Partial<Record<CustomFieldType, number>> = { text: 500, longtext: 10_000 };

const isRealDate = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/**
 * The value stored for a field of this type, or null when it does not fit the type. Numbers
 * accept a decimal comma; multiselect values are comma-joined options, kept in the field's order.
 */
export function normalizeCustomFieldValue(field: { type: CustomFieldType; options: string }, value: string): string | null {
  switch (field.type) {
    case 'text':
    case 'longtext':
      return value.length <= (MAX_TEXT[field.type] ?? 0) ? value : null;
    case 'number': {
      const number = Number(value.replace(',', '.'));
      return value !== '' && Number.isFinite(number) ? String(number) : null;
    }
    case 'date':
      return isRealDate(value) ? value : null;
    case 'time':
      return TIME.test(value) ? value.slice(0, 5) : null;
    case 'datetime': {
      const time = Date.parse(value);
      return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(time) ? new Date(time).toISOString() : null;
    }
    case 'select':
      return splitCustomFieldOptions(field.options).includes(value) ? value : null;
    case 'multiselect': {
      const options = splitCustomFieldOptions(field.options);
      const chosen = new Set(splitCustomFieldOptions(value));
      if (chosen.size === 0 || [...chosen].some((option) => !options.includes(option))) return null;
      return options.filter((option) => chosen.has(option)).join(',');
    }
  }
}

import { dayjs } from '@balcao/ui';
import { describe, expect, it } from 'vitest';
import { displayValue, toInputValue, toStoredValue } from './field-values';

describe('custom field values', () => {
  it('keeps multiselect values comma-joined when stored and a list while edited', () => {
    expect(toInputValue('multiselect', 'Trabalhista,Cível')).toEqual(['Trabalhista', 'Cível']);
    expect(toStoredValue('multiselect', ['Trabalhista', 'Cível'])).toBe('Trabalhista,Cível');
    expect(toStoredValue('multiselect', [])).toBeNull();
  });

  it('stores dates as days, times as HH:mm and numbers as text', () => {
    expect(toStoredValue('date', dayjs('2026-03-10T15:00:00'))).toBe('2026-03-10');
    expect(toStoredValue('time', dayjs('2026-03-10T09:45:00'))).toBe('09:45');
    expect(toStoredValue('number', 12.5)).toBe('12.5');
    expect(toStoredValue('text', '   ')).toBeNull();
    expect((toInputValue('time', '09:45') as ReturnType<typeof dayjs>).format('HH:mm')).toBe('09:45');
  });

  it('shows values in pt-BR and null when empty', () => {
    expect(displayValue('date', '2026-03-10')).toBe('10/03/2026');
    expect(displayValue('multiselect', 'A,B')).toBe('A, B');
    expect(displayValue('text', null)).toBeNull();
    expect(displayValue('unknown', 'texto')).toBe('texto');
  });
});

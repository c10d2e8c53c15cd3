import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayLabel, formatLongDate, formatRelative, formatTime } from './date';

// Local-time dates so the expectations hold in any timezone.
const now = new Date(2025, 2, 5, 14, 30, 0);

describe('formatDate / formatDateTime', () => {
  it('formats as dd/MM/yyyy and dd/MM/yyyy HH:mm', () => {
    const value = new Date(2025, 0, 9, 8, 5).toISOString();
    expect(formatDate(value)).toBe('09/01/2025');
    expect(formatDateTime(value)).toBe('09/01/2025 08:05');
    expect(formatTime(value)).toBe('08:05');
  });

  it('writes the long date in Portuguese', () => {
    expect(formatLongDate(new Date(2025, 2, 5))).toBe('5 de março de 2025');
  });

  it('returns an empty string for missing or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime('não é data')).toBe('');
  });
});

describe('formatDayLabel', () => {
  it('says Hoje, Ontem or the date', () => {
    expect(formatDayLabel(new Date(2025, 2, 5, 0, 1), now)).toBe('Hoje');
    expect(formatDayLabel(new Date(2025, 2, 4, 23, 59), now)).toBe('Ontem');
    expect(formatDayLabel(new Date(2025, 2, 3, 12, 0), now)).toBe('03/03/2025');
  });

  it('handles the turn of a month', () => {
    expect(formatDayLabel(new Date(2025, 1, 28, 9, 0), new Date(2025, 2, 1, 9, 0))).toBe('Ontem');
  });
});

describe('formatRelative', () => {
  it('reads Agora under a minute, then minutes, hours and days', () => {
    expect(formatRelative(new Date(2025, 2, 5, 14, 29, 30), now)).toBe('Agora');
    expect(formatRelative(new Date(2025, 2, 5, 14, 25), now)).toBe('5 min');
    expect(formatRelative(new Date(2025, 2, 5, 13, 31), now)).toBe('59 min');
    expect(formatRelative(new Date(2025, 2, 5, 11, 30), now)).toBe('3 h');
    expect(formatRelative(new Date(2025, 2, 2, 14, 30), now)).toBe('3 d');
  });

  it('treats a time slightly in the future as Agora', () => {
    expect(formatRelative(new Date(2025, 2, 5, 14, 31), now)).toBe('Agora');
  });
});

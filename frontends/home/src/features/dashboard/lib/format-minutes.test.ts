import { describe, expect, it } from 'vitest';
import { formatChange, formatMinutes } from './format-minutes';

describe('answer time text', () => {
  it('reads seconds, minutes and hours', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(0.75)).toBe('45 s');
    expect(formatMinutes(3.5)).toBe('3,5 min');
    expect(formatMinutes(130)).toBe('2 h 10 min');
    expect(formatMinutes(120)).toBe('2 h');
  });

  it('signs a month-over-month change', () => {
    expect(formatChange(200)).toBe('+200%');
    expect(formatChange(-12.5)).toBe('-12,5%');
    expect(formatChange(0)).toBe('0%');
  });
});

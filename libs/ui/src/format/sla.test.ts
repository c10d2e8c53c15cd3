import { describe, expect, it } from 'vitest';
import { formatDurationShort, formatSla } from './sla';

describe('SLA texts', () => {
  const now = Date.UTC(2026, 11, 2, 12, 0, 0);
  const at = (ms: number) => new Date(now + ms).toISOString();

  it('says how long is left, rounded up, and warns in the last 5 minutes', () => {
    expect(formatSla(at(12 * 60_000), now)).toEqual({ text: 'Responder em 12 min', state: 'ok' });
    expect(formatSla(at(11 * 60_000 + 1), now)).toEqual({ text: 'Responder em 12 min', state: 'ok' });
    expect(formatSla(at(30_000), now)).toEqual({ text: 'Responder em 1 min', state: 'soon' });
    expect(formatSla(at(5 * 60_000), now).state).toBe('soon');
  });

  it('says how late, once due', () => {
    expect(formatSla(at(-(65 * 60_000)), now)).toEqual({ text: 'Atrasado 1 h 5 min', state: 'late' });
    expect(formatSla(at(0), now)).toEqual({ text: 'Atrasado 0 min', state: 'late' });
  });

  it('writes hours and days short', () => {
    expect(formatDurationShort(60 * 60_000)).toBe('1 h');
    expect(formatDurationShort((2 * 1440 + 3 * 60 + 10) * 60_000)).toBe('2 d 3 h');
  });
});

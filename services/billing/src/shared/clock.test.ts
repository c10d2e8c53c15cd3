import { describe, expect, it } from 'vitest';
import { isoDate } from './clock';

describe('isoDate', () => {
  it("is the day in São Paulo, where the office and Asaas live", () => {
    // 01:30 UTC on 3 December is still 2 December, 22:30, in São Paulo.
    expect(isoDate(new Date('2026-12-03T01:30:00Z'))).toBe('2026-12-02');
    expect(isoDate(new Date('2026-12-03T03:00:00Z'))).toBe('2026-12-03');
  });
});

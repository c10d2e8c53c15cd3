import { describe, expect, it } from 'vitest';
import { pickAttendant } from './pick-attendant';

const a = '018f0000-0000-7000-8000-00000000000a';
const b = '018f0000-0000-7000-8000-00000000000b';
const c = '018f0000-0000-7000-8000-00000000000c';

describe('who gets the next conversation', () => {
  it('round-robin takes the next in turn after the last one assigned, wrapping around', () => {
    const team = [{ userId: c, open: 0 }, { userId: a, open: 3 }, { userId: b, open: 0 }];
    expect(pickAttendant('round-robin', team, 5, null)).toBe(a);
    expect(pickAttendant('round-robin', team, 5, a)).toBe(b);
    expect(pickAttendant('round-robin', team, 5, b)).toBe(c);
    expect(pickAttendant('round-robin', team, 5, c)).toBe(a);
    // Whoever got the last one may have left the team: the turn goes on from where they were.
    expect(pickAttendant('round-robin', [{ userId: a, open: 0 }, { userId: c, open: 0 }], 5, b)).toBe(c);
  });

  it('round-robin skips whoever is full', () => {
    expect(pickAttendant('round-robin', [{ userId: a, open: 0 }, { userId: b, open: 2 }, { userId: c, open: 1 }], 2, a)).toBe(c);
  });

  it('least-busy takes the one holding fewest, ties in turn', () => {
    expect(pickAttendant('least-busy', [{ userId: a, open: 2 }, { userId: b, open: 1 }, { userId: c, open: 4 }], 5, null)).toBe(b);
    expect(pickAttendant('least-busy', [{ userId: a, open: 1 }, { userId: b, open: 1 }, { userId: c, open: 1 }], 5, a)).toBe(b);
    expect(pickAttendant('least-busy', [{ userId: a, open: 1 }, { userId: b, open: 1 }], 5, b)).toBe(a);
  });

  it('nobody when nobody has room, or nobody is there', () => {
    expect(pickAttendant('least-busy', [{ userId: a, open: 2 }, { userId: b, open: 3 }], 2, null)).toBeNull();
    expect(pickAttendant('round-robin', [], 2, null)).toBeNull();
  });
});

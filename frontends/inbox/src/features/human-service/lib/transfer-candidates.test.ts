import { describe, expect, it } from 'vitest';
import { attendant } from '../../../test/fixtures';
import { matchesAttendant, randomPoolSize, transferCandidates } from './transfer-candidates';


describe('transfer candidates', () => {
  const team = [attendant({ id: 'ana', name: 'Ana Souza' }), attendant({ id: 'bruno' }), attendant({ id: 'edu', name: 'Édson Alves' }), attendant({ id: 'carla', name: 'Carla Dias' })];

  it('leaves out whoever holds the conversation and lists the online ones first, then by name', () => {
    const list = transferCandidates(team, new Set(['carla', 'ana']), 'ana');
    expect(list.map((c) => [c.id, c.online])).toEqual([
      ['carla', true],
      ['bruno', false],
      ['edu', false],
    ]);
  });

  it('marks nobody online while presence is unknown', () => {
    expect(transferCandidates(team, null, null).every((c) => !c.online)).toBe(true);
  });

  it('counts for the random choice only the online who are neither the caller nor the responsible', () => {
    expect(randomPoolSize(new Set(['ana', 'bruno', 'carla']), 'ana', 'bruno')).toBe(1);
    expect(randomPoolSize(new Set(['ana']), 'ana', null)).toBe(0);
    expect(randomPoolSize(null, 'ana', null)).toBeNull();
  });

  it('finds attendants by name or e-mail ignoring accents and case', () => {
    expect(matchesAttendant({ name: 'Édson Alves', email: 'edu@x.com' }, 'edson')).toBe(true);
    expect(matchesAttendant({ name: 'Édson Alves', email: 'edu@x.com' }, 'EDU@')).toBe(true);
    expect(matchesAttendant({ name: 'Édson Alves', email: 'edu@x.com' }, 'bruno')).toBe(false);
    expect(matchesAttendant({ name: 'Édson Alves', email: 'edu@x.com' }, '  ')).toBe(true);
  });
});

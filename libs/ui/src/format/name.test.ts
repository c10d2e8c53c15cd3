import { describe, expect, it } from 'vitest';
import { formatFirstName } from './name';

describe('formatFirstName', () => {
  it('keeps the first word of a name', () => {
    expect(formatFirstName('Ana Atendente Silva')).toBe('Ana');
    expect(formatFirstName('  Bruno  ')).toBe('Bruno');
  });

  it('is empty for a missing or blank name', () => {
    expect(formatFirstName(null)).toBe('');
    expect(formatFirstName('   ')).toBe('');
  });
});

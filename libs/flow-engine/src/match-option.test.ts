import { describe, expect, it } from 'vitest';
import { matchOption } from './match-option';

const options = [{ title: 'Petição inicial' }, { title: 'Audiência' }];

describe('matching the client answer to an option', () => {
  it('accepts the number, with or without punctuation', () => {
    expect(matchOption(options, '2')).toBe(options[1]);
    expect(matchOption(options, ' 1. ')).toBe(options[0]);
    expect(matchOption(options, '1)')).toBe(options[0]);
  });

  it('accepts the title without caring for case, accents or spaces', () => {
    expect(matchOption(options, 'peticao   INICIAL')).toBe(options[0]);
    expect(matchOption(options, 'audiencia')).toBe(options[1]);
  });

  it('matches nothing for a number out of range or another text', () => {
    expect(matchOption(options, '3')).toBeUndefined();
    expect(matchOption(options, '0')).toBeUndefined();
    expect(matchOption(options, 'audiência amanhã')).toBeUndefined();
  });
});

import { NOTE_MAX_LENGTH, NOTE_REQUIRED_MESSAGE, NOTE_TOO_LONG_MESSAGE } from '@balcao/contracts';
import { describe, expect, it } from 'vitest';
import { noteErrorOf } from './note-rules';

describe('noteErrorOf', () => {
  it('refuses an empty or blank note', () => {
    expect(noteErrorOf('')).toBe(NOTE_REQUIRED_MESSAGE);
    expect(noteErrorOf(' \n\t ')).toBe(NOTE_REQUIRED_MESSAGE);
  });

  it('refuses a note past the maximum length, counting it without surrounding spaces', () => {
    expect(noteErrorOf('a'.repeat(NOTE_MAX_LENGTH + 1))).toBe(NOTE_TOO_LONG_MESSAGE);
    expect(noteErrorOf(`  ${'a'.repeat(NOTE_MAX_LENGTH)}  `)).toBeNull();
  });

  it('accepts a written note', () => {
    expect(noteErrorOf('Cliente enviou os documentos por e-mail')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeMovementName } from './explain-movement';
import { NAMED_MOVEMENT_EXPLANATIONS, TPU_MOVEMENT_EXPLANATIONS } from './movement-explanations';

const allEntries = [...TPU_MOVEMENT_EXPLANATIONS, ...NAMED_MOVEMENT_EXPLANATIONS];
const allLines = allEntries.flatMap((entry) => [entry.explanation, ...(entry.details ?? []).map(([, line]) => line)]);

// Words a Portuguese sentence of this table cannot do without; an English or empty line has none.
const PORTUGUESE_WORDS = /\b(o|a|os|as|de|do|da|dos|das|um|uma|que|e|foi|para|no|na|ao)\b/;

describe('the table of movement explanations', () => {
  it('covers at least the 60 most frequent TPU movements, each code once', () => {
    const codes = TPU_MOVEMENT_EXPLANATIONS.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(60);
    // The movements every case goes through (DataJud's most frequent codes).
    for (const code of [26, 51, 11010, 60, 85, 581, 92, 1061, 1051, 123, 132, 970, 848, 22, 246, 861, 893, 36, 219, 220, 221, 466, 11382, 3, 11009]) {
      expect(codes).toContain(code);
    }
  });

  it('says each thing in one short plain pt-BR sentence, fit for WhatsApp', () => {
    for (const line of allLines) {
      expect(line.length, line).toBeLessThanOrEqual(110);
      expect(line, line).toMatch(/^[A-ZÁÉÍÓÚÂÊÔÃÕÇ]/);
      expect(line, line).toMatch(/\.$/);
      expect(line, line).not.toMatch(/[*_|#`\n]/);
      expect(normalizeMovementName(line), line).toMatch(PORTUGUESE_WORDS);
    }
  });

  it('gives every alias to one movement only, already written as names are compared', () => {
    const aliases = allEntries.flatMap((entry) => entry.aliases ?? []);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const alias of aliases) expect(normalizeMovementName(alias)).toBe(alias);
    for (const entry of allEntries) for (const [word] of entry.details ?? []) expect(normalizeMovementName(word)).toBe(word);
  });
});

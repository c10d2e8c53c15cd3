import type { CourtCaseMovement } from './court-case-lookup';
import { NAMED_MOVEMENT_EXPLANATIONS, TPU_MOVEMENT_EXPLANATIONS, type MovementExplanation } from './movement-explanations';

/** Lower case, no accents, words separated by one space: 'Não-Provimento' → 'nao provimento'. */
export function normalizeMovementName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BY_CODE = new Map(TPU_MOVEMENT_EXPLANATIONS.map((entry) => [entry.code, entry]));

/**
 * Normalised names and aliases to their explanation. A TPU name several codes share with different
 * meanings ('Liminar': granted, refused, revoked) is left out, so a bare name never guesses; an
 * alias is always explicit and wins.
 */
function buildNameIndex(): Map<string, MovementExplanation> {
  const index = new Map<string, MovementExplanation>();
  const ambiguous = new Set<string>();
  for (const entry of TPU_MOVEMENT_EXPLANATIONS) {
    const key = normalizeMovementName(entry.name);
    const known = index.get(key);
    if (known && known.explanation !== entry.explanation) ambiguous.add(key);
    else index.set(key, entry);
  }
  for (const key of ambiguous) index.delete(key);
  for (const entry of NAMED_MOVEMENT_EXPLANATIONS) index.set(normalizeMovementName(entry.name), entry);
  for (const entry of [...TPU_MOVEMENT_EXPLANATIONS, ...NAMED_MOVEMENT_EXPLANATIONS]) {
    for (const alias of entry.aliases ?? []) index.set(normalizeMovementName(alias), entry);
  }
  return index;
}

const BY_NAME = buildNameIndex();
/** No known name is longer than this many words, so a huge name costs no more than a short one. */
const LONGEST_NAME_WORDS = Math.max(...[...BY_NAME.keys()].map((key) => key.split(' ').length));

/** The entry whose name or alias is the longest whole-word prefix of the name. */
function byName(name: string): MovementExplanation | undefined {
  const words = normalizeMovementName(name.slice(0, 500)).split(' ');
  for (let length = Math.min(words.length, LONGEST_NAME_WORDS); length > 0; length--) {
    const entry = BY_NAME.get(words.slice(0, length).join(' '));
    if (entry) return entry;
  }
  return undefined;
}

function detailOf(entry: MovementExplanation, movement: Pick<CourtCaseMovement, 'name' | 'complements'>): string | undefined {
  if (!entry.details) return undefined;
  const text = ` ${normalizeMovementName([movement.name, ...movement.complements].join(' ').slice(0, 1000))} `;
  return entry.details.find(([word]) => text.includes(` ${word} `))?.[1];
}

/**
 * One plain-Portuguese line of what a movement means for the client, or null when the table does
 * not know it (never a guess). By the TPU code first; by the name when the code is missing or not
 * in the table (sample data, tribunals' own names); refined by its complements ('designada').
 */
export function explainMovement(movement: Pick<CourtCaseMovement, 'code' | 'name' | 'complements'>): string | null {
  const entry = (movement.code === undefined ? undefined : BY_CODE.get(movement.code)) ?? byName(movement.name);
  if (!entry) return null;
  return detailOf(entry, movement) ?? entry.explanation;
}

import { isDeepStrictEqual } from 'node:util';

/**
 * The fields whose value a save changed, compared as data: a schedule read back from jsonb has
 * its keys in PostgreSQL's order, not the form's, and is still the same schedule.
 */
export function changedFields<T extends object>(before: T, after: T, fields: readonly (keyof T & string)[]): string[] {
  return fields.filter((field) => !isDeepStrictEqual(before[field], after[field]));
}

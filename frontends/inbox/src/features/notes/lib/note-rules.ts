import { ZCreateNoteBody } from '@balcao/contracts';

/** What is wrong with a note before it is sent, by the same rule the server applies; null when it can go. */
export function noteErrorOf(text: string): string | null {
  const result = ZCreateNoteBody.shape.note.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

import { z } from 'zod';
import { requiredId } from './fields';

export const NOTE_REQUIRED_MESSAGE = 'A nota não pode ficar vazia';
export const NOTE_MAX_LENGTH = 5000;
export const NOTE_TOO_LONG_MESSAGE = `A nota pode ter no máximo ${NOTE_MAX_LENGTH} caracteres`;

/** An internal note on a conversation (spec 1 §3): seen by the office only, never sent to the client. */
export const ZNote = z.object({
  id: z.string(),
  conversationId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  /** Who wrote it; the name is '' once the user is gone. */
  user: z.object({ id: z.string(), name: z.string() }),
});
export type Note = z.infer<typeof ZNote>;
/** Newest first. */
export const ZNoteList = z.array(ZNote);

export const ZListNotesQuery = z.object({ conversationId: requiredId('Conversa inválida') });
export type ListNotesQuery = z.infer<typeof ZListNotesQuery>;

export const ZCreateNoteBody = z.object({
  conversationId: requiredId('Conversa inválida'),
  note: z.string({ error: NOTE_REQUIRED_MESSAGE }).trim().min(1, NOTE_REQUIRED_MESSAGE).max(NOTE_MAX_LENGTH, NOTE_TOO_LONG_MESSAGE),
});
export type CreateNoteBody = z.infer<typeof ZCreateNoteBody>;

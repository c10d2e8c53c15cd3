import type { ConversationSummary, Note } from '@balcao/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { notesQueryKey } from '../api/notes';

/**
 * No frame carries a note itself, but every `changed` summary carries the notes count: when it
 * differs from the notes read here, someone else wrote one, so the list is read again.
 */
export function refreshNotesOnCountChange(queryClient: QueryClient, conversation: ConversationSummary) {
  const notes = queryClient.getQueryData<Note[]>(notesQueryKey(conversation.id));
  if (!notes || conversation.notesCount === undefined || conversation.notesCount === notes.length) return;
  void queryClient.invalidateQueries({ queryKey: notesQueryKey(conversation.id), exact: true });
}

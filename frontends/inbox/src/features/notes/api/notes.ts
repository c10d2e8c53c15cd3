import type { Note } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { conversationDetailQueryKey, type ConversationPages } from '../../messages/api/get-conversation';

/** Internal notes of a conversation (never sent to the client), newest first. */
export const notesQueryKey = (conversationId: string) => ['conversation-notes', conversationId] as const;

export const getNotesQueryOptions = (conversationId: string) =>
  queryOptions({
    queryKey: notesQueryKey(conversationId),
    queryFn: ({ signal }) => api.get<Note[]>('/conversation/notes', { conversationId }, { signal }),
  });

export const useNotes = (conversationId: string) => useQuery(getNotesQueryOptions(conversationId));

export const addNote = (conversationId: string, note: string) => api.post<Note>('/conversation/note', { conversationId, note });

/**
 * A note this user just added: on top of the notes read here, and the conversation's count
 * taken from that list, never counted up. The realtime frame of the same note may arrive
 * before the answer (it carries the count already); counting up then showed one note too many.
 * Without the list here, the count is left to the frame.
 */
export function applyAddedNote(queryClient: QueryClient, conversationId: string, note: Note) {
  const notes = queryClient.setQueryData<Note[]>(notesQueryKey(conversationId), (current) =>
    current ? [note, ...current.filter((each) => each.id !== note.id)] : current,
  );
  if (!notes) return;
  queryClient.setQueryData<ConversationPages>(conversationDetailQueryKey(conversationId), (pages) => {
    if (!pages) return pages;
    const [first, ...rest] = pages.pages;
    return { ...pages, pages: [{ ...first, notesCount: Math.max(first.notesCount ?? 0, notes.length) }, ...rest] };
  });
}

/**
 * Adds a note from the side panel or the composer's 'Anotações internas' tab: the note goes
 * on top of the list and the conversation's notes count follows at once (applyAddedNote).
 */
export function useAddNote(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => addNote(conversationId, note),
    onSuccess: (note) => {
      applyAddedNote(queryClient, conversationId, note);
      void queryClient.invalidateQueries({ queryKey: notesQueryKey(conversationId) });
    },
  });
}

import type { Note } from '@balcao/contracts';
import { api } from '@balcao/ui';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
 * Adds a note from the side panel or the composer's 'Anotações internas' tab: the note goes
 * on top of the list and the conversation's notes count rises at once (the realtime frame
 * that follows carries the same count).
 */
export function useAddNote(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => addNote(conversationId, note),
    onSuccess: (note) => {
      queryClient.setQueryData<Note[]>(notesQueryKey(conversationId), (notes) => (notes ? [note, ...notes.filter((n) => n.id !== note.id)] : notes));
      queryClient.setQueryData<ConversationPages>(conversationDetailQueryKey(conversationId), (pages) => {
        if (!pages) return pages;
        const [first, ...rest] = pages.pages;
        return { ...pages, pages: [{ ...first, notesCount: (first.notesCount ?? 0) + 1 }, ...rest] };
      });
      void queryClient.invalidateQueries({ queryKey: notesQueryKey(conversationId) });
    },
  });
}

import type { Note } from '@balcao/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { conversationDetailQueryKey, type ConversationPages } from '../../messages/api/get-conversation';
import { applyAddedNote, notesQueryKey } from './notes';

const note = (id: string): Note => ({ id, conversationId: 'c1', content: 'Nota', createdAt: '2025-03-05T12:00:00.000Z', user: { id: 'u1', name: 'Ana' } });

function cacheWith(notes: Note[] | undefined, notesCount: number) {
  const queryClient = new QueryClient();
  if (notes) queryClient.setQueryData(notesQueryKey('c1'), notes);
  queryClient.setQueryData<ConversationPages>(conversationDetailQueryKey('c1'), {
    pages: [{ notesCount } as ConversationPages['pages'][number]],
    pageParams: [null],
  });
  return queryClient;
}
const countOf = (queryClient: QueryClient) => queryClient.getQueryData<ConversationPages>(conversationDetailQueryKey('c1'))?.pages[0].notesCount;

describe('applyAddedNote', () => {
  it('puts the note on top and counts the notes listed', () => {
    const queryClient = cacheWith([note('n1')], 1);
    applyAddedNote(queryClient, 'c1', note('n2'));
    expect(queryClient.getQueryData<Note[]>(notesQueryKey('c1'))?.map((each) => each.id)).toEqual(['n2', 'n1']);
    expect(countOf(queryClient)).toBe(2);
  });

  it('counts the note once when its realtime frame came first (count and list already have it)', () => {
    const queryClient = cacheWith([note('n2'), note('n1')], 2);
    applyAddedNote(queryClient, 'c1', note('n2'));
    expect(queryClient.getQueryData<Note[]>(notesQueryKey('c1'))).toHaveLength(2);
    expect(countOf(queryClient)).toBe(2);

    const countOnly = cacheWith([note('n1')], 2); // the frame's count arrived, the list not yet read again
    applyAddedNote(countOnly, 'c1', note('n2'));
    expect(countOf(countOnly)).toBe(2);
  });

  it('leaves the count to the frame when the notes were never read here', () => {
    const queryClient = cacheWith(undefined, 1);
    applyAddedNote(queryClient, 'c1', note('n2'));
    expect(countOf(queryClient)).toBe(1);
  });
});

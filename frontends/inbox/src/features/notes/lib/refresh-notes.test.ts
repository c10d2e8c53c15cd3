import type { Note } from '@balcao/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { conversation } from '../../../test/fixtures';
import { notesQueryKey } from '../api/notes';
import { refreshNotesOnCountChange } from './refresh-notes';

const note = (id: string): Note => ({ id, conversationId: 'c1', content: 'Nota', createdAt: '2025-03-05T12:00:00.000Z', user: { id: 'u1', name: 'Ana' } });

function cacheWith(notes: Note[] | undefined) {
  const queryClient = new QueryClient();
  if (notes) queryClient.setQueryData(notesQueryKey('c1'), notes);
  return queryClient;
}
const isStale = (queryClient: QueryClient) => queryClient.getQueryState(notesQueryKey('c1'))?.isInvalidated ?? false;

describe('refreshNotesOnCountChange', () => {
  it('reads the notes again when the conversation counts more than are shown here', () => {
    const queryClient = cacheWith([note('n1')]);
    refreshNotesOnCountChange(queryClient, conversation({ id: 'c1', notesCount: 2 }));
    expect(isStale(queryClient)).toBe(true);
  });

  it('leaves them when the count matches, or when it is unknown', () => {
    const matching = cacheWith([note('n1')]);
    refreshNotesOnCountChange(matching, conversation({ id: 'c1', notesCount: 1 }));
    expect(isStale(matching)).toBe(false);

    const unknown = cacheWith([note('n1')]);
    refreshNotesOnCountChange(unknown, conversation({ id: 'c1', notesCount: undefined }));
    expect(isStale(unknown)).toBe(false);
  });

  it('does nothing for notes nobody has read here', () => {
    const queryClient = cacheWith(undefined);
    refreshNotesOnCountChange(queryClient, conversation({ id: 'c1', notesCount: 3 }));
    expect(queryClient.getQueryState(notesQueryKey('c1'))).toBeUndefined();
  });
});

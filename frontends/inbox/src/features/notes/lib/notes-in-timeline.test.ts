import type { Note } from '@balcao/contracts';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_ID, message, ownMessage } from '../../../test/fixtures';
import { withNotes } from './notes-in-timeline';

const note = (id: string, createdAt: string): Note => ({
  id,
  conversationId: 'conversation-1',
  content: `Nota ${id}`,
  createdAt,
  user: { id: CURRENT_USER_ID, name: 'Ana Souza' },
});

describe('withNotes', () => {
  const first = message({ id: 'm1', messageAt: '2025-03-05T12:00:00.000Z' });
  const second = ownMessage({ id: 'm2', messageAt: '2025-03-05T12:10:00.000Z' });

  it('places each note among the messages at its time, as an internal note', () => {
    const notes = [note('n2', '2025-03-05T12:20:00.000Z'), note('n1', '2025-03-05T12:05:00.000Z')];
    const timeline = withNotes([first, second], notes, false);
    expect(timeline.map((entry) => entry.id)).toEqual(['m1', 'n1', 'm2', 'n2']);
    expect(timeline[1]).toMatchObject({ type: 'note', content: 'Nota n1', user: { id: CURRENT_USER_ID, name: 'Ana Souza' } });
  });

  it('keeps notes older than the loaded messages for when their page loads', () => {
    const notes = [note('n1', '2025-03-05T11:00:00.000Z')];
    expect(withNotes([first, second], notes, true).map((entry) => entry.id)).toEqual(['m1', 'm2']);
    expect(withNotes([first, second], notes, false).map((entry) => entry.id)).toEqual(['n1', 'm1', 'm2']);
  });

  it('shows notes of a conversation without messages', () => {
    expect(withNotes([], [note('n1', '2025-03-05T11:00:00.000Z')], false).map((entry) => entry.id)).toEqual(['n1']);
  });
});

import type { Note } from '@balcao/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@balcao/ui/testing';
import { CURRENT_USER_ID } from '../../../test/fixtures';
import { carlos, note, renderOpenConversation } from '../../conversation-details/test/open-conversation';

const timeline = async () => within(await screen.findByTestId('message-timeline'));

describe('internal notes in the conversation timeline', () => {
  it("shows the conversation's notes among its messages, marked as internal", async () => {
    renderOpenConversation({ conversations: [carlos({ notesCount: 1 })], notes: [note()] });
    const entry = (await (await timeline()).findByText('Cliente pediu retorno amanhã')).closest('[data-testid="message"]') as HTMLElement;
    expect(within(entry).getByText(/Anotação interna · Bruno Lima/)).toBeTruthy();
    expect(within(entry).queryByRole('button', { name: /Responder/ })).toBeNull();
  });

  it("shows a note added from the composer's 'Anotações internas' tab in the timeline too", async () => {
    const notes: Note[] = [];
    const added: Note = { ...note({ id: 'n2', content: 'Ligar na segunda', createdAt: new Date().toISOString() }), user: { id: CURRENT_USER_ID, name: 'Ana Souza' } };
    renderOpenConversation({
      conversations: [carlos({ status: 'HUMAN_INTERACTIVE' })],
      routes: {
        'GET /conversation/notes': () => ok(notes),
        'POST /conversation/note': () => {
          notes.unshift(added);
          return ok(added, 201);
        },
      },
    });
    fireEvent.click(await screen.findByRole('tab', { name: /Anotações internas/ }));
    fireEvent.change(await screen.findByLabelText('Anotação interna'), { target: { value: 'Ligar na segunda' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar anotação' }));

    const entry = await waitFor(async () => (await timeline()).getByText('Ligar na segunda'));
    expect(within(entry.closest('[data-testid="message"]') as HTMLElement).getByText(/Anotação interna · Ana Souza/)).toBeTruthy();
  });
});

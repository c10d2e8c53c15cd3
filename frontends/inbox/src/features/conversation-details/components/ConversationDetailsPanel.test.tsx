import type { Note, UpdateConversationBody } from '@balcao/contracts';
import { NOTE_REQUIRED_MESSAGE } from '@balcao/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok, type FakeRequest } from '@balcao/ui/testing';
import { attendant, CURRENT_USER_ID, message, ownMessage } from '../../../test/fixtures';
import { DETAILS_PANEL_KEY } from '../hooks/use-details-panel';
import { carlos, chooseConversationOption, chooseOption, findDialog, note, renderOpenConversation, selectedValue } from '../test/open-conversation';

const openPanel = async () => {
  await chooseConversationOption('Dados da conversa');
  return screen.findByTestId('conversation-details-panel');
};

/** A PATCH that answers the conversation with the change applied, like the server. */
const patchAnswers = (base: ReturnType<typeof carlos>) => (request: FakeRequest) => {
  const body = request.body as UpdateConversationBody;
  const user = body.userId === undefined ? base.user : body.userId === null ? null : { id: body.userId, name: 'Bruno Lima' };
  return ok({ ...base, ...body, user });
};

describe('conversation details panel', () => {
  it("shows the client's rating in the timeline, after their answer, and in the panel", async () => {
    const answeredAt = '2025-03-05T15:30:00.000Z';
    const finished = carlos({ status: 'INACTIVE' });
    const answer = message({ conversationId: 'c1', content: '5', messageAt: answeredAt });
    const messages = [ownMessage({ conversationId: 'c1', content: 'Como você avalia o nosso atendimento? Responda de 1 a 5.', messageAt: '2025-03-05T15:00:00.000Z' }), answer];
    renderOpenConversation({
      conversations: [finished],
      routes: { 'GET /conversation/c1': () => ok({ ...finished, messages, nextCursor: null, evaluation: { score: 5, answeredAt } }) },
    });
    const line = await screen.findByTestId('evaluation-line', {}, { timeout: 20_000 });
    expect(line.textContent).toBe('Avaliação do cliente: 5 de 5');
    // Right after the client's answer.
    expect(document.getElementById(`message-${answer.id}`)!.compareDocumentPosition(line) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const panel = await openPanel();
    const section = within(panel).getByRole('region', { name: 'Avaliação do cliente' });
    expect(within(section).getByText('5 de 5')).toBeTruthy();
  }, 60_000);

  it('shows the contact, priority, responsible and tags, and stays open as the user left it', async () => {
    const open = carlos({
      priority: 'MEDIUM',
      user: { id: CURRENT_USER_ID, name: 'Ana Souza' },
      tags: [{ id: 't1', name: 'Trabalhista', color: '#0296F9' }],
    });
    const first = renderOpenConversation({ conversations: [open], attendants: [attendant({ id: CURRENT_USER_ID, name: 'Ana Souza' })] });
    expect(screen.queryByTestId('conversation-details-panel')).toBeNull();

    const panel = await openPanel();
    expect(within(panel).getByText('Carlos Pereira')).toBeTruthy();
    expect(within(panel).getByText('(11) 9 1234-5678')).toBeTruthy();
    expect(selectedValue(panel, 'Prioridade')).toBe('Média');
    await waitFor(() => expect(selectedValue(panel, 'Atendente responsável')).toBe('Ana Souza'));
    expect(within(panel).getByText('Trabalhista')).toBeTruthy();
    expect(window.localStorage.getItem(DETAILS_PANEL_KEY)).toBe('open');
    first.unmount();

    renderOpenConversation({ conversations: [open] });
    expect(await screen.findByTestId('conversation-details-panel')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar dados da conversa' }));
    await waitFor(() => expect(screen.queryByTestId('conversation-details-panel')).toBeNull());
    expect(window.localStorage.getItem(DETAILS_PANEL_KEY)).toBe('closed');
  });

  it('opens as a drawer under 1024 px, not remembered, since it covers the conversation', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: /max-width/.test(query) });
    try {
      renderOpenConversation();
      await chooseConversationOption('Dados da conversa');
      const drawer = await findDialog('Dados da conversa');
      expect(within(drawer).getByText('Prioridade')).toBeTruthy();
      expect(screen.queryByTestId('conversation-details-panel')).toBeNull();
      expect(window.localStorage.getItem(DETAILS_PANEL_KEY)).toBeNull();
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('saves the priority as soon as it is chosen', async () => {
    const open = carlos();
    const { backend } = renderOpenConversation({ conversations: [open], routes: { 'PATCH /conversation/c1': patchAnswers(open) } });
    const panel = await openPanel();

    await chooseOption(panel, 'Prioridade', 'Máxima');

    await waitFor(() => expect(backend.requestsTo('PATCH', '/conversation/c1').map((r) => r.body)).toEqual([{ priority: 'HIGH' }]));
    await waitFor(() => expect(selectedValue(panel, 'Prioridade')).toBe('Máxima'));
  });

  it('puts the priority back and says so when saving fails', async () => {
    renderOpenConversation({ routes: { 'PATCH /conversation/c1': () => apiError(500, 'Erro interno no servidor') } });
    const panel = await openPanel();

    await chooseOption(panel, 'Prioridade', 'Média');

    expect(await screen.findByText('Não foi possível salvar a prioridade')).toBeTruthy();
    await waitFor(() => expect(selectedValue(panel, 'Prioridade')).toBe('Baixa'));
  });

  it('sets and clears the responsible attendant at once', async () => {
    const open = carlos();
    const bruno = attendant({ id: '0195f0a0-0000-7000-8000-0000000000c9' });
    const { backend } = renderOpenConversation({
      conversations: [open],
      attendants: [attendant({ id: CURRENT_USER_ID, name: 'Ana Souza' }), bruno],
      routes: { 'PATCH /conversation/c1': patchAnswers(open) },
    });
    const panel = await openPanel();

    await chooseOption(panel, 'Atendente responsável', 'Bruno Lima');
    await waitFor(() => expect(backend.requestsTo('PATCH', '/conversation/c1').map((r) => r.body)).toEqual([{ userId: bruno.id }]));
    await waitFor(() => expect(selectedValue(panel, 'Atendente responsável')).toBe('Bruno Lima'));

    fireEvent.mouseDown(panel.querySelector('.ant-select-clear')!);
    fireEvent.click(panel.querySelector('.ant-select-clear')!);
    await waitFor(() => expect(backend.requestsTo('PATCH', '/conversation/c1').at(-1)?.body).toEqual({ userId: null }));
    await waitFor(() => expect(selectedValue(panel, 'Atendente responsável')).toBe(''));
    expect(within(panel).getByText('Sem responsável')).toBeTruthy();
  });

  it('adds a note: the count rises and the note is listed with its author', async () => {
    const notes: Note[] = [note({ id: 'n1', content: 'Cliente pediu retorno amanhã' })];
    const { backend } = renderOpenConversation({
      conversations: [carlos({ notesCount: 1 })],
      notes,
      routes: {
        'POST /conversation/note': (request) => {
          const body = request.body as { note: string };
          const added = note({ id: 'n2', content: body.note, user: { id: CURRENT_USER_ID, name: 'Ana Souza' }, createdAt: new Date().toISOString() });
          notes.unshift(added);
          return ok(added, 201);
        },
      },
    });
    const panel = await openPanel();
    expect(within(panel).getByTestId('notes-count').textContent).toBe('1');
    expect(await within(panel).findByText('Cliente pediu retorno amanhã')).toBeTruthy();
    expect(within(panel).getByText('Bruno Lima')).toBeTruthy();

    fireEvent.change(within(panel).getByLabelText('Nova nota'), { target: { value: '  Enviar a procuração até sexta  ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Adicionar nota' }));

    await waitFor(() => expect(backend.requestsTo('POST', '/conversation/note').map((r) => r.body)).toEqual([{ conversationId: 'c1', note: 'Enviar a procuração até sexta' }]));
    await waitFor(() => expect(within(panel).getByTestId('notes-count').textContent).toBe('2'));
    const items = within(panel).getAllByTestId('note-item');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('Enviar a procuração até sexta')).toBeTruthy();
    expect(within(items[0]).getByText('Ana Souza')).toBeTruthy();
    expect((within(panel).getByLabelText('Nova nota') as HTMLTextAreaElement).value).toBe('');
  });

  it('explains why a blank note cannot be added and does not send it', async () => {
    const { backend } = renderOpenConversation();
    const panel = await openPanel();
    expect(await within(panel).findByText(/Nenhuma nota ainda/)).toBeTruthy();
    const button = within(panel).getByRole('button', { name: 'Adicionar nota' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);

    fireEvent.change(within(panel).getByLabelText('Nova nota'), { target: { value: 'a' } });
    expect(button.disabled).toBe(false);
    fireEvent.change(within(panel).getByLabelText('Nova nota'), { target: { value: '   ' } });

    expect(within(panel).getByText(NOTE_REQUIRED_MESSAGE)).toBeTruthy();
    expect(button.disabled).toBe(true);
    fireEvent.keyDown(within(panel).getByLabelText('Nova nota'), { key: 'Enter', ctrlKey: true });
    expect(backend.requestsTo('POST', '/conversation/note')).toHaveLength(0);
    expect(within(panel).getByTestId('notes-count').textContent).toBe('0');
  });

  it('keeps the text and says so when the note cannot be saved', async () => {
    renderOpenConversation({ routes: { 'POST /conversation/note': () => apiError(500, 'Erro interno no servidor') } });
    const panel = await openPanel();
    fireEvent.change(within(panel).getByLabelText('Nova nota'), { target: { value: 'Ligar amanhã' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Adicionar nota' }));

    expect(await screen.findByText('Não foi possível adicionar a nota interna')).toBeTruthy();
    expect((within(panel).getByLabelText('Nova nota') as HTMLTextAreaElement).value).toBe('Ligar amanhã');
    expect(within(panel).getByTestId('notes-count').textContent).toBe('0');
  });
});

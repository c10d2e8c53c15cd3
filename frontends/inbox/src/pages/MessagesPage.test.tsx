import type { ConversationDetail, ConversationSummary, Message } from '@balcao/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, ok, type FakeRequest, type FakeRoutes } from '@balcao/ui/testing';
import { conversation, CURRENT_USER_ID, device, DEVICE_ID, INBOX_ID, message, OTHER_DEVICE_ID, ownMessage, page } from '../test/fixtures';
import { renderPage } from '../test/render';
import MessagesPage from './MessagesPage';

const now = () => new Date().toISOString();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const carlos = conversation({
  id: 'c1',
  unreadCount: 3,
  lastMessageAt: minutesAgo(5),
  person: { id: 'p1', name: 'Carlos Pereira', imageUrl: null, phoneNumber: '5511912345678' },
  lastMessage: { content: 'Preciso falar sobre o processo', direction: 'INBOUND', type: 'text' },
  tags: [
    { id: 't1', name: 'Trabalhista', color: '#0296F9' },
    { id: 't2', name: 'Urgente', color: '#f5222d' },
    { id: 't3', name: 'Novo cliente', color: '#52c41a' },
    { id: 't4', name: 'Indicação', color: '#faad14' },
  ],
});
const semNome = conversation({
  id: 'c2',
  isFixed: true,
  lastMessageAt: minutesAgo(60),
  person: { id: 'p2', name: null, imageUrl: null, phoneNumber: '5521987654321' },
});

const detailOf = (summary: ConversationSummary, messages: Message[]): ConversationDetail => ({ ...summary, messages, nextCursor: null });

function backend(extra: FakeRoutes = {}, conversations = [carlos, semNome]): FakeRoutes {
  return {
    'GET /integration': () => ok([device({ id: OTHER_DEVICE_ID, name: 'Antigo', status: 'disconnected' }), device({ id: DEVICE_ID, name: 'Recepção' })]),
    'GET /conversation': () => ok(page(conversations)),
    'POST /conversation/c1/read': () => ok({ success: true }),
    ...extra,
  };
}

const listRequests = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === '/conversation');

describe('/messages conversation list', () => {
  it('lists the first connected device’s conversations with name or phone, preview, unread count, pin and tags', async () => {
    const { backend: api } = renderPage(<MessagesPage />, { routes: backend() });

    const items = await screen.findAllByTestId('conversation-item');
    expect(items).toHaveLength(2);
    const request = listRequests(api.requests)[0];
    expect(Object.fromEntries(request.query)).toMatchObject({ limit: '100', page: '1', inboxId: INBOX_ID, integrationId: DEVICE_ID, status: 'ALL' });

    const first = within(items[0]);
    expect(first.getByText('Carlos Pereira')).toBeTruthy();
    expect(first.getByText('Preciso falar sobre o processo')).toBeTruthy();
    expect(first.getByText('3')).toBeTruthy();
    expect(first.getByText('Trabalhista')).toBeTruthy();
    expect(first.queryByText('Indicação')).toBeNull();
    expect(first.getByText('+1')).toBeTruthy();
    expect(within(items[1]).getByText('(21) 9 8765-4321')).toBeTruthy();
    expect(within(items[1]).getByLabelText('Fixada no topo')).toBeTruthy();
    expect(screen.getByText('Selecione uma conversa')).toBeTruthy();
  });

  it('shows the search hint when exactly 100 conversations come back, and not for 99', async () => {
    const hundred = Array.from({ length: 100 }, (_, index) => conversation({ id: `h${index}` }));
    const first = renderPage(<MessagesPage />, { routes: backend({}, hundred) });
    expect(await screen.findByText(/Exibindo as 100 conversas mais recentes/)).toBeTruthy();
    first.unmount();

    renderPage(<MessagesPage />, { routes: backend({}, hundred.slice(0, 99)) });
    expect(await screen.findAllByTestId('conversation-item')).toHaveLength(99);
    expect(screen.queryByText(/Exibindo as 100 conversas mais recentes/)).toBeNull();
  });

  it('says when no conversation is found', async () => {
    renderPage(<MessagesPage />, { routes: backend({}, []) });
    expect(await screen.findByText('Nenhuma conversa encontrada')).toBeTruthy();
  });

  it('asks for a device, with a way to /integrations, when the workspace has none', async () => {
    const { router } = renderPage(<MessagesPage />, { routes: { 'GET /integration': () => ok([]) } });
    expect(await screen.findByText('Selecione um dispositivo')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Conectar dispositivo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/integrations'));
  });

  it('searches 800 ms after typing stops and ignores a single character', async () => {
    const { backend: api } = renderPage(<MessagesPage />, { routes: backend() });
    await screen.findAllByTestId('conversation-item');
    const search = screen.getByPlaceholderText('Pesquisar contato ou mensagem');

    fireEvent.change(search, { target: { value: ' c ' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(listRequests(api.requests).some((r) => r.query.has('content'))).toBe(false);

    fireEvent.change(search, { target: { value: 'carl' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(listRequests(api.requests).some((r) => r.query.has('content'))).toBe(false);
    await waitFor(() => expect(listRequests(api.requests).at(-1)?.query.get('content')).toBe('carl'));
  });

  it('opens the tab the address names, as the dashboard cards link to it', async () => {
    const { backend: api } = renderPage(<MessagesPage />, { routes: backend(), path: '/messages?status=WAITING_HUMAN' });
    await screen.findAllByTestId('conversation-item');
    expect(listRequests(api.requests).map((request) => request.query.get('status'))).toEqual(['WAITING_HUMAN']);
    expect(screen.getByRole('tab', { name: 'Aguardando' }).getAttribute('aria-selected')).toBe('true');
  });

  it("lists the open conversation's device when it is not the one chosen, so its row is in the list", async () => {
    const elsewhere = conversation({ id: 'c9', integrationId: OTHER_DEVICE_ID, person: { id: 'p9', name: 'Lia Prado', imageUrl: null, phoneNumber: '5511955554444' } });
    const { backend: api } = renderPage(<MessagesPage />, {
      path: '/messages?id=c9',
      routes: backend({
        'GET /conversation': (request) => ok(page(request.query.get('integrationId') === OTHER_DEVICE_ID ? [elsewhere] : [carlos, semNome])),
        'GET /conversation/c9': () => ok(detailOf(elsewhere, [])),
        'POST /conversation/c9/read': () => ok({ success: true }),
      }),
    });
    await screen.findByTestId('conversation-header');
    await waitFor(() => expect(listRequests(api.requests).at(-1)?.query.get('integrationId')).toBe(OTHER_DEVICE_ID));
    const item = await screen.findByTestId('conversation-item');
    expect(within(item).getByText('Lia Prado')).toBeTruthy();
  });

  it('asks for the chosen status tab', async () => {
    const { backend: api } = renderPage(<MessagesPage />, { routes: backend() });
    await screen.findAllByTestId('conversation-item');
    fireEvent.click(screen.getByRole('tab', { name: 'Aguardando' }));
    await waitFor(() => expect(listRequests(api.requests).at(-1)?.query.get('status')).toBe('WAITING_HUMAN'));
  });
});

describe('/messages?id= conversation view', () => {
  const human = { ...carlos, status: 'HUMAN_INTERACTIVE' as const, user: { id: CURRENT_USER_ID, name: 'Ana Souza' } };

  it('marks the conversation read and shows its header and messages grouped by day', async () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const messages = [
      message({ conversationId: 'c1', content: 'Mensagem de ontem', messageAt: yesterday }),
      message({ conversationId: 'c1', content: 'Linha 1\nLinha 2', messageAt: now(), reactions: [{ emoji: '👍', count: 2 }] }),
      ownMessage({ conversationId: 'c1', content: 'Lida pelo cliente', status: 'READ', messageAt: now() }),
      ownMessage({ conversationId: 'c1', content: null, status: 'SENT', messageAt: now(), metadata: { isDeleted: true } }),
    ];
    const { backend: api } = renderPage(<MessagesPage />, {
      path: '/messages?id=c1',
      routes: backend({ 'GET /conversation/c1': () => ok(detailOf(human, messages)) }),
    });

    const header = await screen.findByTestId('conversation-header');
    expect(within(header).getByText('Carlos Pereira')).toBeTruthy();
    expect(within(header).getByText('Atendido por Ana Souza')).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Encerrar atendimento humano' })).toBeTruthy();
    expect(screen.getByRole('separator', { name: 'Ontem' })).toBeTruthy();
    expect(screen.getByRole('separator', { name: 'Hoje' })).toBeTruthy();
    const multiline = screen.getByText((_, element) => Boolean(element?.classList.contains('inbox-message-text')) && element?.textContent === 'Linha 1\nLinha 2');
    expect((multiline as HTMLElement).style.whiteSpace).toBe('pre-wrap');
    expect(screen.getByLabelText('👍 2 reações')).toBeTruthy();
    expect(screen.getByLabelText('Lida')).toBeTruthy();
    expect(screen.getByText('Mensagem apagada')).toBeTruthy();

    await waitFor(() => expect(api.requestsTo('POST', '/conversation/c1/read')).toHaveLength(1));
    const item = (await screen.findAllByTestId('conversation-item'))[0];
    expect(within(item).queryByText('3')).toBeNull();
  });

  it('shows a sent message at once as pending, then as the server stored it', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => undefined;
    const stored = ownMessage({ conversationId: 'c1', content: 'Bom dia, Carlos', status: 'SENT', messageAt: now() });
    const { backend: api } = renderPage(<MessagesPage />, {
      path: '/messages?id=c1',
      routes: backend({
        'GET /conversation/c1': () => ok(detailOf(human, [message({ conversationId: 'c1', messageAt: now() })])),
        'POST /conversation/send-message': () => new Promise((resolve) => (answer = resolve)),
      }),
    });

    const textbox = await screen.findByLabelText('Mensagem');
    fireEvent.change(textbox, { target: { value: 'Bom dia, Carlos' } });
    fireEvent.keyDown(textbox, { key: 'Enter' });

    const timeline = screen.getByTestId('message-timeline');
    expect(await within(timeline).findByText('Bom dia, Carlos')).toBeTruthy();
    expect(within(timeline).getByLabelText('Enviando')).toBeTruthy();

    await waitFor(() => expect(api.requestsTo('POST', '/conversation/send-message')).toHaveLength(1));
    const request = api.requestsTo('POST', '/conversation/send-message')[0];
    expect(request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const form = request.body as FormData;
    expect(form.get('conversationId')).toBe('c1');
    expect(form.get('type')).toBe('text');
    expect(form.get('message')).toBe('Bom dia, Carlos');

    await act(async () => answer(ok(stored, 201)));
    await waitFor(() => expect(within(timeline).getByLabelText('Enviada')).toBeTruthy());
    expect(within(timeline).queryByLabelText('Enviando')).toBeNull();
    expect(within(timeline).getAllByText('Bom dia, Carlos')).toHaveLength(1);
  });

  it('says when a message could not be sent and keeps it to try again', async () => {
    renderPage(<MessagesPage />, {
      path: '/messages?id=c1',
      routes: backend({
        'GET /conversation/c1': () => ok(detailOf(human, [])),
        'POST /conversation/send-message': () => apiError(502, 'Não foi possível enviar a mensagem'),
      }),
    });
    const textbox = await screen.findByLabelText('Mensagem');
    fireEvent.change(textbox, { target: { value: 'Tudo certo?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Erro ao enviar')).toBeTruthy();
    expect(screen.getAllByText('Não foi possível enviar a mensagem').length).toBeGreaterThan(0);
    expect(await screen.findByText('Não enviada')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeTruthy();
  });

  it('replies to a client message from its menu, in human attendance', async () => {
    const question = message({ conversationId: 'c1', content: 'Qual o prazo?', messageAt: now() });
    renderPage(<MessagesPage />, {
      path: '/messages?id=c1',
      routes: backend({ 'GET /conversation/c1': () => ok(detailOf(human, [question])) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Mais opções' }));
    fireEvent.click(await screen.findByText('Responder'));
    const reply = await screen.findByTestId('reply-preview');
    expect(reply.textContent).toMatch('Respondendo a Carlos Pereira');
    expect(reply.textContent).toMatch('Qual o prazo?');
  });

  it('returns to /messages when the conversation cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = renderPage(<MessagesPage />, {
      path: '/messages?id=missing',
      routes: backend({
        'GET /conversation/missing': () => apiError(404, 'Conversa não encontrada'),
        'POST /conversation/missing/read': () => apiError(404, 'Conversa não encontrada'),
      }),
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/messages');
  });

  it('opens the finish modal when starting finds it already human; finishing updates the badge and reloads the list', async () => {
    const waiting = { ...carlos, status: 'WAITING_HUMAN' as const };
    const { backend: api } = renderPage(<MessagesPage />, {
      path: '/messages?id=c1',
      routes: backend({
        'GET /conversation/c1': () => ok(detailOf(waiting, [])),
        'POST /conversation/c1/start-human-support': () => apiError(409, 'A conversa já está em atendimento humano'),
        'POST /conversation/c1/finish': () => ok({ ...carlos, status: 'INACTIVE' }),
      }),
    });
    expect(await screen.findByText('Aguardando atendimento humano')).toBeTruthy();
    expect(screen.getByText('Inicie a conversa com este contato')).toBeTruthy();
    const listLoads = listRequests(api.requests).length;
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar atendimento humano' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Apenas finalizar', 'Resposta rápida', 'Solicitar avaliação']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Finalizar conversa' }));
    await waitFor(() => expect(api.requestsTo('POST', '/conversation/c1/finish')).toHaveLength(1));
    expect(api.requestsTo('POST', '/conversation/c1/finish')[0].body).toEqual({ mode: 'end' });
    expect(await within(screen.getByTestId('conversation-header')).findByText('Finalizado')).toBeTruthy();
    await waitFor(() => expect(listRequests(api.requests).length).toBeGreaterThan(listLoads));
  });
});

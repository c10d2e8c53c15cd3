import type { ConversationDetail } from '@balcao/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, ok, type FakeRequest, type FakeRoutes } from '@balcao/ui/testing';
import { conversation, device, DEVICE_ID, INBOX_ID, OTHER_DEVICE_ID, page } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { OutboxProvider } from '../../composer/hooks/outbox-store';
import { person, peoplePage } from '../../contacts/test/fixtures';
import { MessagesWorkspace } from '../../conversations/components/MessagesWorkspace';
import { tag } from '../../tags/test/fixtures';

const joana = person({ name: 'Joana Lima', phoneNumber: '5511987654321' });
const semNome = person({ name: null, phoneNumber: '5521912345678' });
const secondPage = person({ name: 'Zeca Pagodinho', phoneNumber: '5521900000000' });

const started = conversation({ id: 'c9', person: { id: joana.id, name: 'Joana Lima', imageUrl: null, phoneNumber: joana.phoneNumber } });
const detail: ConversationDetail = { ...started, messages: [], nextCursor: null };

function routes(extra: FakeRoutes = {}): FakeRoutes {
  return {
    // The second device is the connected one, so the list (and a new conversation) uses it.
    'GET /integration': () => ok([device({ id: OTHER_DEVICE_ID, name: 'Antigo', status: 'disconnected' }), device({ id: DEVICE_ID })]),
    'GET /conversation': () => ok(page([])),
    'GET /people': (request) =>
      request.query.get('page') === '2' ? ok(peoplePage([secondPage], { total: 3, totalPages: 2 })) : ok(peoplePage([joana, semNome], { total: 3, totalPages: 2 })),
    'POST /conversation': () => ok({ id: 'c9' }, 201),
    'GET /conversation/c9': () => ok(detail),
    'POST /conversation/c9/read': () => ok({ success: true }),
    'GET /tag': () => ok([tag({ name: 'Cliente ativo', modules: ['pessoas'] })]),
    ...extra,
  };
}

const renderWorkspace = (extra: FakeRoutes = {}, path = '/messages') =>
  renderPage(
    <OutboxProvider>
      <MessagesWorkspace />
    </OutboxProvider>,
    { path, routes: routes(extra) },
  );

const peopleRequests = (requests: FakeRequest[]) => requests.filter((r) => r.method === 'GET' && r.path === '/people');

async function openPicker() {
  fireEvent.click(await screen.findByRole('button', { name: 'Nova conversa' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Nova conversa')).toBeTruthy();
  return dialog;
}

describe('Nova conversa', () => {
  it('lists unblocked contacts, starts the conversation with the picked one on the list’s device and opens it', async () => {
    const { backend, router } = renderWorkspace();
    const dialog = await openPicker();

    const option = await within(dialog).findByRole('button', { name: /Joana Lima/ });
    expect(within(option).getByText('(11) 9 8765-4321')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: /\(21\) 9 1234-5678/ })).toBeTruthy();
    expect(Object.fromEntries(peopleRequests(backend.requests)[0].query)).toMatchObject({ inboxId: INBOX_ID, page: '1', isBlocked: 'false' });

    fireEvent.click(option);
    await waitFor(() => expect(router.state.location.search).toBe('?id=c9'));
    expect(backend.requestsTo('POST', '/conversation')[0].body).toEqual({ inboxId: INBOX_ID, personId: joana.id, integrationId: DEVICE_ID });
    expect(await screen.findByTestId('conversation-header')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('searches by name or number and loads the next page when the list is scrolled to its end', async () => {
    const { backend } = renderWorkspace({
      'GET /people': (request) => {
        if (request.query.get('name') === 'zz') return ok(peoplePage([]));
        return request.query.get('page') === '2'
          ? ok(peoplePage([secondPage], { total: 3, totalPages: 2 }))
          : ok(peoplePage([joana, semNome], { total: 3, totalPages: 2 }));
      },
    });
    const dialog = await openPicker();
    await within(dialog).findByRole('button', { name: /Joana Lima/ });
    expect(peopleRequests(backend.requests).some((r) => r.query.get('page') === '2')).toBe(false);

    fireEvent.scroll(within(dialog).getByTestId('contact-picker-scroll'));
    expect(await within(dialog).findByRole('button', { name: /Zeca Pagodinho/ })).toBeTruthy();
    expect(peopleRequests(backend.requests).at(-1)?.query.get('page')).toBe('2');

    fireEvent.change(within(dialog).getByLabelText('Buscar contato'), { target: { value: 'zz' } });
    expect(await within(dialog).findByText('Nenhum contato encontrado')).toBeTruthy();
    expect(peopleRequests(backend.requests).at(-1)?.query.get('name')).toBe('zz');
    // 'Novo contato' stays offered when nothing matches.
    expect(within(dialog).getByRole('button', { name: /Novo contato/ })).toBeTruthy();
  });

  it("creates a contact from 'Novo contato' and continues with it", async () => {
    const created = person({ name: 'Maria Oliveira', phoneNumber: '5511955554444' });
    const { backend, router } = renderWorkspace({ 'POST /people': () => ok(created, 201) });
    const picker = await openPicker();
    fireEvent.click(await within(picker).findByRole('button', { name: /Novo contato/ }));

    const form = await screen.findByRole('dialog');
    expect(within(form).getByText('Adicionar contato')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Nome'), { target: { value: 'Maria Oliveira' } });
    fireEvent.change(within(form).getByLabelText('Contato'), { target: { value: '11955554444' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(router.state.location.search).toBe('?id=c9'));
    expect(backend.requestsTo('POST', '/people')[0].body).toMatchObject({ name: 'Maria Oliveira', phoneNumber: '11955554444', inboxId: INBOX_ID });
    expect(backend.requestsTo('POST', '/conversation')[0].body).toEqual({ inboxId: INBOX_ID, personId: created.id, integrationId: DEVICE_ID });
  });

  it('keeps the picker open when the conversation cannot be started', async () => {
    const { router } = renderWorkspace({ 'POST /conversation': () => apiError(404, 'Registro não encontrado') });
    const dialog = await openPicker();
    fireEvent.click(await within(dialog).findByRole('button', { name: /Joana Lima/ }));
    expect(await screen.findByText('Registro não encontrado')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(within(dialog).getByRole('button', { name: /Joana Lima/ })).toBeTruthy();
  });
});

describe('/messages?personId=', () => {
  it("finds or starts the contact's conversation on the list’s device and replaces the address with ?id=", async () => {
    const { backend, router } = renderWorkspace({}, `/messages?personId=${joana.id}`);
    await waitFor(() => expect(router.state.location.search).toBe('?id=c9'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(backend.requestsTo('POST', '/conversation')).toHaveLength(1);
    expect(backend.requestsTo('POST', '/conversation')[0].body).toEqual({ inboxId: INBOX_ID, personId: joana.id, integrationId: DEVICE_ID });
    expect(await screen.findByTestId('conversation-header')).toBeTruthy();
  });

  it('falls back to /messages when the contact cannot be reached', async () => {
    const { router } = renderWorkspace({ 'POST /conversation': () => apiError(404, 'Registro não encontrado') }, '/messages?personId=unknown');
    expect(await screen.findByText('Registro não encontrado')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Selecione uma conversa')).toBeTruthy();
  });
});

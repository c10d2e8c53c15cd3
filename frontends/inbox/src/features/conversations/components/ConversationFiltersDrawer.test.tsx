import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type FakeRequest, type FakeRoutes } from '@balcao/ui/testing';
import { attendant, conversation, CURRENT_USER_ID, device, DEVICE_ID, INBOX_ID, OTHER_USER_ID, page } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { tag } from '../../tags/test/fixtures';
import { MessagesWorkspace } from './MessagesWorkspace';

const urgent = tag({ name: 'Urgente', color: '#f5222d', modules: ['conversas'] });
const crmOnly = tag({ name: 'Lead quente', modules: ['crm'] });

const tagged = conversation({
  id: 'c1',
  person: { id: 'p1', name: 'Carlos Pereira', imageUrl: null, phoneNumber: '5511912345678' },
  tags: [{ id: urgent.id, name: urgent.name, color: urgent.color }],
});
const plain = conversation({
  id: 'c2',
  unreadCount: 2,
  person: { id: 'p2', name: 'Beatriz Rocha', imageUrl: null, phoneNumber: '5511900000003' },
});

const attendants = [attendant({ id: CURRENT_USER_ID, name: 'Ana Souza' }), attendant()];

/** Answers the list the way the server filters it: by tag, responsible and unread. */
function listAnswer(request: FakeRequest) {
  const tags = request.query.get('tags')?.split(',') ?? [];
  const userId = request.query.get('userId');
  const unreadOnly = request.query.get('showOnlyUnread') === 'true';
  return ok(
    page(
      [tagged, plain].filter(
        (item) =>
          (tags.length === 0 || item.tags.some((t) => tags.includes(t.id))) &&
          (!userId || item.user?.id === userId) &&
          (!unreadOnly || item.unreadCount > 0),
      ),
    ),
  );
}

const routes = (extra: FakeRoutes = {}): FakeRoutes => ({
  'GET /integration': () => ok([device({ id: DEVICE_ID, name: 'Recepção' })]),
  'GET /conversation': listAnswer,
  'GET /tag': () => ok([urgent, crmOnly]),
  'GET /user': () => ok({ data: attendants, totalItems: 2, totalResults: 2, totalPages: 1 }),
  ...extra,
});

const lastListQuery = (requests: FakeRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.path === '/conversation').at(-1)?.query;
const names = () => screen.getAllByTestId('conversation-item').map((item) => item.getAttribute('aria-label'));
const filterDot = () => screen.getByTestId('conversation-filters-badge').querySelector('.ant-badge-dot');

async function openFilters() {
  fireEvent.click(await screen.findByRole('button', { name: 'Filtros' }));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('Filtros de conversas')).toBeTruthy();
  return drawer;
}

describe('Filtros de conversas', () => {
  it('filters the list by a conversation tag, shows the dot, remembers it and clears it', async () => {
    const { backend } = renderPage(<MessagesWorkspace />, { routes: routes() });
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(filterDot()).toBeNull();
    // Tags and attendants are read when the drawer opens, not on every visit to /messages.
    expect(backend.requestsTo('GET', '/tag')).toHaveLength(0);
    expect(backend.requestsTo('GET', '/user')).toHaveLength(0);

    const drawer = await openFilters();
    expect(within(drawer).queryByRole('checkbox', { name: 'Lead quente' })).toBeNull();
    fireEvent.click(await within(drawer).findByRole('checkbox', { name: 'Urgente' }));

    await waitFor(() => expect(lastListQuery(backend.requests)?.get('tags')).toBe(urgent.id));
    await waitFor(() => expect(names()).toEqual(['Carlos Pereira']));
    expect(within(drawer).getByRole('checkbox', { name: 'Urgente' }).getAttribute('aria-checked')).toBe('true');
    expect(filterDot()).not.toBeNull();
    expect(JSON.parse(window.localStorage.getItem(`filters:messages:${INBOX_ID}:drawer`)!)).toMatchObject({ tags: [urgent.id] });

    fireEvent.click(within(drawer).getByRole('button', { name: /Limpar filtros/ }));
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(lastListQuery(backend.requests)?.has('tags')).toBe(false);
    expect(within(drawer).getByRole('checkbox', { name: 'Urgente' }).getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(filterDot()).toBeNull());
  });

  it('asks for the chosen responsible and for unread conversations only', async () => {
    const { backend } = renderPage(<MessagesWorkspace />, { routes: routes() });
    const drawer = await openFilters();

    fireEvent.click(within(drawer).getByRole('switch', { name: 'Somente não lidas' }));
    await waitFor(() => expect(lastListQuery(backend.requests)?.get('showOnlyUnread')).toBe('true'));
    await waitFor(() => expect(names()).toEqual(['Beatriz Rocha, 2 não lidas']));
    expect(filterDot()).not.toBeNull();

    fireEvent.mouseDown(within(drawer).getByRole('combobox', { name: 'Responsável' }));
    fireEvent.click(await screen.findByTitle('Bruno Lima'));
    await waitFor(() => expect(lastListQuery(backend.requests)?.get('userId')).toBe(OTHER_USER_ID));
    expect(lastListQuery(backend.requests)?.get('showOnlyUnread')).toBe('true');
    expect(await screen.findByText('Nenhuma conversa encontrada')).toBeTruthy();

    // The empty list offers the way back.
    fireEvent.click(within(screen.getByRole('complementary', { name: 'Lista de conversas' })).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(names()).toHaveLength(2));
  });

  it("applies this workspace's saved filters on arrival, leaving out a tag deleted since", async () => {
    window.localStorage.setItem(`filters:messages:${INBOX_ID}:drawer`, JSON.stringify({ tags: [urgent.id], showOnlyUnread: false }));
    window.localStorage.setItem('filters:messages:another-inbox:drawer', JSON.stringify({ tags: [], showOnlyUnread: true }));
    const first = renderPage(<MessagesWorkspace />, { routes: routes() });
    await waitFor(() => expect(names()).toEqual(['Carlos Pereira']));
    expect(lastListQuery(first.backend.requests)?.get('tags')).toBe(urgent.id);
    expect(lastListQuery(first.backend.requests)?.has('showOnlyUnread')).toBe(false);
    expect(filterDot()).not.toBeNull();
    first.unmount();

    const { backend } = renderPage(<MessagesWorkspace />, { routes: routes({ 'GET /tag': () => ok([crmOnly]) }) });
    await waitFor(() => expect(lastListQuery(backend.requests)?.has('tags')).toBe(false));
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(filterDot()).toBeNull();
  });
});

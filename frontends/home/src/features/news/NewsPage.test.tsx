import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewsItem } from '@balcao/contracts';
import { apiError, ok } from '@balcao/ui/testing';
import { CURRENT_USER_ID } from '../../test/fixtures';
import { renderPage } from '../../test/render';
import NewsPage from './NewsPage';

// antd's first render in jsdom takes seconds when the machine is busy.
configure({ asyncUtilTimeout: 10_000 });

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();
const bell: NewsItem = { id: '0195f0a0-0000-7000-8000-0000000000f2', title: 'Notificações no sino', date: daysAgo(3), descriptionHtml: '<p>O sino agora <strong>avisa</strong> transferências.</p>' };
const agenda: NewsItem = { id: '0195f0a0-0000-7000-8000-0000000000f1', title: 'Agenda do escritório', date: daysAgo(10), descriptionHtml: '<p>A agenda chegou.</p>' };

function renderNews(options: { unread?: NewsItem[]; markRead?: () => ReturnType<typeof ok> } = {}) {
  let unread = options.unread ?? [bell, agenda];
  return renderPage(<NewsPage />, {
    path: '/news',
    route: '/news',
    routes: {
      'GET /features/news': () => ok([bell, agenda]),
      'GET /features/unread': () => ok(unread),
      'POST /features/mark-read': (request) => {
        const response = options.markRead?.() ?? ok({ marked: 1 });
        if (response.status === 200) {
          const ids = (request.body as { featureIds: string[] }).featureIds;
          unread = unread.filter((item) => !ids.includes(item.id));
        }
        return response;
      },
    },
  });
}

describe('/news', () => {
  it('lists the items with unread badges and asks to select one', async () => {
    const { backend } = renderNews({ unread: [bell] });
    expect(await screen.findByText('Selecione uma novidade')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Marcar todas como lidas \(1\)/ })).toBeTruthy();
    const carousel = screen.getByRole('list', { name: 'Carrossel de novidades' });
    expect(within(carousel).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByLabelText('Não lida')).toHaveLength(1);
    expect(backend.requestsTo('GET', '/features/unread')[0].headers.get('x-user-id')).toBe(CURRENT_USER_ID);
  });

  it('opens an item with its long and relative dates and HTML body, marking it read', async () => {
    const { backend } = renderNews();
    fireEvent.click(await screen.findByRole('listitem', { name: 'Notificações no sino' }));
    expect(await screen.findByText('avisa')).toBeTruthy();
    expect(screen.getByText(/há 3 d/)).toBeTruthy();
    await waitFor(() => expect(backend.requestsTo('POST', '/features/mark-read')[0]?.body).toEqual({ featureIds: [bell.id], userId: CURRENT_USER_ID }));
    expect(await screen.findByRole('button', { name: /Marcar todas como lidas \(1\)/ })).toBeTruthy();
  });

  it('marks all as read', async () => {
    const { backend } = renderNews();
    fireEvent.click(await screen.findByRole('button', { name: /Marcar todas como lidas \(2\)/ }));
    await waitFor(() => expect(backend.requestsTo('POST', '/features/mark-read')[0]?.body).toEqual({ featureIds: [bell.id, agenda.id], userId: CURRENT_USER_ID }));
    expect(await screen.findByRole('button', { name: /Marcar todas como lidas \(0\)/ })).toBeTruthy();
  });

  it('tells when marking all failed', async () => {
    renderNews({ markRead: () => apiError(500, 'Erro interno no servidor') });
    fireEvent.click(await screen.findByRole('button', { name: /Marcar todas como lidas \(2\)/ }));
    expect(await screen.findByText('Não foi possível marcar todas as novidades como lidas')).toBeTruthy();
  });
});

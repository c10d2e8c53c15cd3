import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NewsItem } from '@balcao/contracts';
import { ok, renderPage } from '@balcao/ui/testing';
import { testUser } from '../notifications/testing';
import { NewsButton } from './NewsButton';
import { newsForPopup } from './news-popup-rules';
import { NewsPopup } from './NewsPopup';

const longText = 'O sino no topo da tela agora avisa quando um atendimento é transferido para você e quando uma conversa está aguardando atendimento humano. Clique para abrir a conversa.';
const news = (overrides: Partial<NewsItem> = {}): NewsItem => ({
  id: '0195f0a0-0000-7000-8000-0000000000f1',
  title: 'Notificações no sino',
  date: '2026-11-18T00:00:00.000Z',
  descriptionHtml: `<p>${longText}</p>`,
  ...overrides,
});

function renderPopup(unread: NewsItem[], options: { path?: string; createdAt?: string; hasDebt?: boolean } = {}) {
  const path = options.path ?? '/home';
  return renderPage(
    <>
      <NewsButton />
      <NewsPopup hasDebt={options.hasDebt} />
    </>,
    { user: testUser({ createdAt: options.createdAt ?? '2025-03-05T12:00:00.000Z' }), path, route: path, routes: { 'GET /features/unread': () => ok(unread) } },
  );
}

beforeEach(() => window.localStorage.clear());

describe('the news popup', () => {
  it('shows the newest unread item with a 150-character preview, once: “Talvez depois” hides it for good', async () => {
    const { unmount, backend } = renderPopup([news({ id: 'velha', title: 'Agenda do escritório', date: '2026-11-10T00:00:00.000Z' }), news()]);
    expect(await screen.findByText('Notificações no sino')).toBeTruthy();
    expect(screen.getByText('Novidades no Balcão (2)')).toBeTruthy();
    expect(screen.getByText(`${longText.slice(0, 150).trimEnd()}…`)).toBeTruthy();
    expect(screen.getByText('18 de novembro de 2026')).toBeTruthy();
    expect(backend.requestsTo('GET', '/features/unread')[0].headers.get('x-user-id')).toBe(testUser().id);
    expect(screen.getByRole('button', { name: 'Novidades não lidas' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Talvez depois' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();

    renderPopup([news()]);
    expect(await screen.findByRole('button', { name: 'Novidades não lidas' })).toBeTruthy();
    expect(screen.queryByText('Ver Novidades')).toBeNull();
  });

  it('“Ver Novidades” goes to /news', async () => {
    const { router } = renderPopup([news()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Ver Novidades' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/news'));
  });

  it('remembers “Não mostrar novamente”, even for a newer item', async () => {
    const { unmount } = renderPopup([news()]);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Não mostrar novamente' }));
    fireEvent.click(screen.getByRole('button', { name: 'Talvez depois' }));
    unmount();
    renderPopup([news({ id: 'nova', title: 'Outra novidade', date: '2026-11-24T00:00:00.000Z' })]);
    expect(await screen.findByRole('button', { name: 'Novidades não lidas' })).toBeTruthy();
    expect(screen.queryByText('Outra novidade')).toBeNull();
  });

  it('does not show on /news, without unread items, or for items older than the account', async () => {
    renderPopup([news()], { path: '/news' });
    expect(await screen.findByRole('button', { name: 'Novidades não lidas' })).toBeTruthy();
    expect(screen.queryByText('Ver Novidades')).toBeNull();
  });

  it('follows every rule of spec 1 §4', () => {
    const state = { unread: [news()], signedIn: true, pathname: '/home', dontShowAgain: false, hasDebt: false, userCreatedAt: '2025-01-01T00:00:00.000Z', lastShownId: null };
    expect(newsForPopup(state)?.id).toBe(news().id);
    expect(newsForPopup({ ...state, unread: [] })).toBeNull();
    expect(newsForPopup({ ...state, signedIn: false })).toBeNull();
    expect(newsForPopup({ ...state, pathname: '/news' })).toBeNull();
    expect(newsForPopup({ ...state, pathname: '/onboarding' })).toBeNull();
    expect(newsForPopup({ ...state, dontShowAgain: true })).toBeNull();
    expect(newsForPopup({ ...state, hasDebt: true })).toBeNull();
    expect(newsForPopup({ ...state, userCreatedAt: '2026-12-01T00:00:00.000Z' })).toBeNull();
    expect(newsForPopup({ ...state, lastShownId: news().id })).toBeNull();
  });
});

describe('the news button', () => {
  it('has no red dot when everything was read', async () => {
    const { backend } = renderPopup([]);
    await waitFor(() => expect(backend.requestsTo('GET', '/features/unread')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Novidades' })).toBeTruthy();
    expect(document.querySelector('.ant-badge-dot')).toBeNull();
  });
});

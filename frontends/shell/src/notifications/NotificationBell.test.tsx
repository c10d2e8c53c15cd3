import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationGroup } from '@balcao/contracts';
import { RealtimeProvider } from '@balcao/ui';
import { ok, renderPage, useFakeGateway } from '@balcao/ui/testing';
import { createNotificationSound } from './notification-sound';
import { NotificationBell } from './NotificationBell';
import { INBOX_ID, testUser } from './testing';

const gateway = useFakeGateway();
const CONVERSATION_ID = '0195f0a0-0000-7000-8000-0000000000d1';

const group = (overrides: Partial<NotificationGroup> = {}): NotificationGroup => ({
  id: '0195f0a0-0000-7000-8000-0000000000e1',
  itemId: CONVERSATION_ID,
  unreadCount: 2,
  latestNotification: {
    id: '0195f0a0-0000-7000-8000-0000000000e1',
    title: 'Atendimento transferido',
    message: 'Ana Souza transferiu um atendimento para você',
    module: 'conversation',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  },
  ...overrides,
});

function renderBell(counts: number[], groups: NotificationGroup[] = [group()]) {
  let call = 0;
  return renderPage(
    <RealtimeProvider url={gateway.url()} getTicket={() => 'bilhete'}>
      <NotificationBell />
    </RealtimeProvider>,
    {
      user: testUser(),
      path: '/home',
      route: '/home',
      routes: {
        'GET /notifications/unread-count': () => ok({ count: counts[Math.min(call++, counts.length - 1)] }),
        'GET /notifications': () => ok({ data: groups, totalItems: groups.length, totalResults: groups.length, totalPages: 1, unreadCount: 2 }),
        'PATCH /notifications/0195f0a0-0000-7000-8000-0000000000e1/read': () => ok({ updated: 2 }),
        'PATCH /notifications/mark-multiple-read': () => ok({ updated: 2 }),
      },
    },
  );
}

afterEach(() => vi.useRealTimers());

describe('the notification bell', () => {
  it.each([
    [3, '3'],
    [10, '9+'],
    [120, '99+'],
  ])('shows %i unread as %s', async (count, shown) => {
    renderBell([count]);
    expect(await screen.findByRole('button', { name: `Notificações: ${count} não lidas` })).toBeTruthy();
    expect(await screen.findByText(shown)).toBeTruthy();
  });

  it('shows no badge without unread notifications', async () => {
    const { backend } = renderBell([0]);
    await waitFor(() => expect(backend.requestsTo('GET', '/notifications/unread-count')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Notificações' })).toBeTruthy();
    expect(document.querySelector('.ant-badge-count')).toBeNull();
  });

  it('fetches the groups on open; a click marks the group read and opens the conversation', async () => {
    const { backend, router } = renderBell([2, 0]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' }));
    expect(await screen.findByText('Ana Souza transferiu um atendimento para você')).toBeTruthy();
    expect(screen.getByText('5 min')).toBeTruthy();
    expect(backend.requestsTo('GET', '/notifications')[0].query.get('inboxId')).toBe(INBOX_ID);

    fireEvent.click(screen.getByRole('button', { name: 'Atendimento transferido' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(`/messages?id=${CONVERSATION_ID}`));
    expect(backend.requestsTo('PATCH', '/notifications/0195f0a0-0000-7000-8000-0000000000e1/read')).toHaveLength(1);
  });

  it('marks all unread groups read at once', async () => {
    const { backend } = renderBell([2], [group(), group({ id: '0195f0a0-0000-7000-8000-0000000000e2', itemId: 'lido', unreadCount: 0 })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' }));
    await screen.findAllByText('Ana Souza transferiu um atendimento para você');
    fireEvent.click(screen.getByRole('button', { name: 'Marcar todas como lidas' }));
    await waitFor(() => expect(backend.requestsTo('PATCH', '/notifications/mark-multiple-read')[0]?.body).toEqual({ ids: ['0195f0a0-0000-7000-8000-0000000000e1'] }));
  });

  it('says so when there is nothing', async () => {
    renderBell([0], []);
    fireEvent.click(await screen.findByRole('button', { name: 'Notificações' }));
    expect(await screen.findByText('Nenhuma notificação')).toBeTruthy();
  });

  it('refreshes the count when a notification arrives live', async () => {
    renderBell([1, 2]);
    expect(await screen.findByRole('button', { name: 'Notificações: 1 não lidas' })).toBeTruthy();
    // Let the socket open before the gateway pushes.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await gateway.push('notification:new', { id: 'n2', title: 'Atendimento transferido', message: 'x', module: 'conversation', itemId: CONVERSATION_ID });
    expect(await screen.findByRole('button', { name: 'Notificações: 2 não lidas' })).toBeTruthy();
  });
});

describe('the notification sound', () => {
  it('rings once per burst, after 800 ms, at volume 0.5, only while the tab is hidden and a sound is chosen', () => {
    vi.useFakeTimers();
    const play = vi.fn(() => Promise.resolve());
    let hidden = true;
    const sound = createNotificationSound({ isHidden: () => hidden, play });
    sound.notify('pop.mp3');
    vi.advanceTimersByTime(500);
    sound.notify('pop.mp3');
    vi.advanceTimersByTime(799);
    expect(play).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(play).toHaveBeenCalledExactlyOnceWith('/notifications/pop.mp3', 0.5);

    hidden = false;
    sound.notify('pop.mp3');
    hidden = true;
    sound.notify('');
    vi.advanceTimersByTime(2000);
    expect(play).toHaveBeenCalledTimes(1);
  });
});

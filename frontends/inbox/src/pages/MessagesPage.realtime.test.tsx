import type { ConversationDetail } from '@balcao/contracts';
import { RealtimeProvider } from '@balcao/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type FakeRoutes, useFakeGateway } from '@balcao/ui/testing';
import { conversation, device, INBOX_ID, message } from '../test/fixtures';
import { renderPage } from '../test/render';
import MessagesPage from './MessagesPage';

const gateway = useFakeGateway();
const { received, push } = gateway;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const pinned = conversation({ id: 'p1', isFixed: true, lastMessageAt: minutesAgo(600), person: { id: 'pp', name: 'Fixada Silva', imageUrl: null, phoneNumber: '5511900000001' } });
const carlos = conversation({ id: 'c1', lastMessageAt: minutesAgo(10), person: { id: 'p1', name: 'Carlos Pereira', imageUrl: null, phoneNumber: '5511900000002' } });
const beatriz = conversation({ id: 'c2', lastMessageAt: minutesAgo(20), person: { id: 'p2', name: 'Beatriz Rocha', imageUrl: null, phoneNumber: '5511900000003' } });

function renderLive(path: string, extra: FakeRoutes = {}) {
  return renderPage(
    <RealtimeProvider url={gateway.url()} getTicket={() => 'bilhete'}>
      <MessagesPage />
    </RealtimeProvider>,
    {
      path,
      routes: {
        'GET /integration': () => ok([device()]),
        'GET /conversation': () => ok({ data: [pinned, carlos, beatriz], totalItems: 3, totalResults: 3, totalPages: 1 }),
        ...extra,
      },
    },
  );
}

const names = () => screen.getAllByTestId('conversation-item').map((item) => item.getAttribute('aria-label')?.split(',')[0]);

describe('/messages live updates', () => {
  it('subscribes to the workspace and applies frames to the list without reloading it', async () => {
    const { backend } = renderLive('/messages');
    await screen.findAllByTestId('conversation-item');
    await waitFor(() => expect(received).toContainEqual({ event: 'subscribeToInbox', data: { inboxId: INBOX_ID } }));
    expect(names()).toEqual(['Fixada Silva', 'Carlos Pereira', 'Beatriz Rocha']);

    await push('conversation:message', {
      conversationId: 'c2',
      message: message({ conversationId: 'c2', content: 'Chegou a intimação', messageAt: new Date().toISOString() }),
    });
    await waitFor(() => expect(names()).toEqual(['Fixada Silva', 'Beatriz Rocha', 'Carlos Pereira']));
    const beatrizItem = screen.getAllByTestId('conversation-item')[1];
    expect(within(beatrizItem).getByText('Chegou a intimação')).toBeTruthy();
    expect(within(beatrizItem).getByText('1')).toBeTruthy();

    const newcomer = conversation({ id: 'c3', lastMessageAt: new Date().toISOString(), person: { id: 'p3', name: 'Daniel Costa', imageUrl: null, phoneNumber: '5511900000004' } });
    await push('conversation:list:update', { kind: 'created', conversation: newcomer });
    await waitFor(() => expect(names()).toEqual(['Fixada Silva', 'Daniel Costa', 'Beatriz Rocha', 'Carlos Pereira']));

    await push('conversation:list:update', { kind: 'deleted', conversationId: 'c1' });
    await waitFor(() => expect(names()).toEqual(['Fixada Silva', 'Daniel Costa', 'Beatriz Rocha']));

    expect(backend.requestsTo('GET', '/conversation')).toHaveLength(1);
  });

  it('shows a message arriving in the open conversation and keeps it read', async () => {
    const detail: ConversationDetail = { ...carlos, status: 'HUMAN_INTERACTIVE', messages: [message({ conversationId: 'c1', content: 'Oi', messageAt: minutesAgo(10) })], nextCursor: null };
    renderLive('/messages?id=c1', {
      'GET /conversation/c1': () => ok(detail),
      'POST /conversation/c1/read': () => ok({ success: true }),
    });
    await screen.findByTestId('conversation-header');
    await waitFor(() => expect(received).toContainEqual({ event: 'subscribeToConversation', data: { conversationId: 'c1' } }));
    await waitFor(() => expect(received).toContainEqual({ event: 'messageRead', data: { conversationId: 'c1' } }));

    await push('conversation:message', {
      conversationId: 'c1',
      message: message({ conversationId: 'c1', content: 'Pode me ligar?', messageAt: new Date().toISOString() }),
    });
    const timeline = screen.getByTestId('message-timeline');
    expect(await within(timeline).findByText('Pode me ligar?')).toBeTruthy();
    const carlosItem = screen.getAllByTestId('conversation-item').find((item) => item.textContent?.includes('Carlos Pereira'))!;
    expect(within(carlosItem).queryByLabelText(/não lidas/)).toBeNull();
  });
});

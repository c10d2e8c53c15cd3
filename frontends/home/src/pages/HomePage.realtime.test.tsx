import { RealtimeProvider } from '@balcao/ui';
import { ok, useFakeGateway, type FakeRoutes } from '@balcao/ui/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INBOX_ID } from '../test/fixtures';
import { renderPage } from '../test/render';
import HomePage from './HomePage';

const gateway = useFakeGateway();

describe('/home cards stay live', () => {
  it('asks for the cards again when a conversation of the workspace changes, without waiting for the 30 s refresh', async () => {
    let waiting = 3;
    const routes: FakeRoutes = {
      'GET /homepage/cards-info': () => ok({ conversasEmAndamento: 5, aguardandoResposta: waiting, atendimentoPorIA: 1, atendimentoHumano: 4 - waiting }),
    };
    renderPage(
      <RealtimeProvider url={gateway.url()} getTicket={() => 'bilhete'}>
        <HomePage />
      </RealtimeProvider>,
      { routes },
    );
    await waitFor(() => expect(screen.getByTestId('card-aguardandoResposta').textContent).toBe('3'));
    await waitFor(() => expect(gateway.received.some((frame) => frame.event === 'subscribeToInbox' && frame.data.inboxId === INBOX_ID)).toBe(true));

    // An attendant takes a waiting conversation over.
    waiting = 2;
    await gateway.push('conversation:list:update', { kind: 'changed', conversation: { id: 'c1', status: 'HUMAN_INTERACTIVE' } });
    await waitFor(() => expect(screen.getByTestId('card-aguardandoResposta').textContent).toBe('2'), { timeout: 8000 });
    expect(screen.getByTestId('card-atendimentoHumano').textContent).toBe('2');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, renderPage, testActiveUser, TEST_USER_ID } from '@balcao/ui/testing';
// The shell tests' set-up: a longer wait for antd's first render in jsdom.
import '../notifications/testing';
import { UserMenu } from './UserMenu';

describe("UserMenu's 'Disponível / Ausente' switch", () => {
  it('shows the state kept on the server and switches it there', async () => {
    let available = true;
    const { backend } = renderPage(<UserMenu />, {
      user: testActiveUser({ name: 'Ana Souza' }),
      path: '/home',
      route: '/home',
      routes: {
        'GET /availability': () => ok({ userId: TEST_USER_ID, available }),
        'PUT /availability': (request) => {
          available = (request.body as { available: boolean }).available;
          return ok({ userId: TEST_USER_ID, available });
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Menu do usuário' }));
    const item = await screen.findByRole('menuitem', { name: /Disponível/ });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Disponível para receber conversas' }).getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(item);
    await waitFor(() => expect(backend.requestsTo('PUT', '/availability').map((call) => call.body)).toEqual([{ available: false }]));
    fireEvent.click(screen.getByRole('button', { name: 'Menu do usuário' }));
    expect(await screen.findByRole('menuitem', { name: /Ausente/ })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Disponível para receber conversas' }).getAttribute('aria-checked')).toBe('false');
  });
});

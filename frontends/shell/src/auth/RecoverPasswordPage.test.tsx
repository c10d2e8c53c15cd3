import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BalcaoThemeProvider } from '@balcao/ui';
import { apiError, installFakeBackend, ok, type FakeRoutes } from '@balcao/ui/testing';
// The shell tests' set-up: a longer wait for antd's first render in jsdom.
import '../notifications/testing';
import { RecoverPasswordPage } from './RecoverPasswordPage';

const TOKEN = 'a1b2c3d4e5f6a7b8c9d0';

function renderRecover(routes: FakeRoutes) {
  const backend = installFakeBackend(routes);
  const router = createMemoryRouter(
    [
      { path: '/recover-password', element: <RecoverPasswordPage /> },
      { path: '/sign-in', element: <p>Página de entrada</p> },
    ],
    { initialEntries: [`/recover-password?token=${TOKEN}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <BalcaoThemeProvider initialMode="light">
        <RouterProvider router={router} />
      </BalcaoThemeProvider>
    </QueryClientProvider>,
  );
  return backend;
}

function saveNewPassword(password: string) {
  fireEvent.change(screen.getByLabelText('Nova senha'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirme a nova senha'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Salvar nova senha' }));
}

describe('RecoverPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('saves the new password with the link’s token and goes to sign-in', async () => {
    const backend = renderRecover({ 'POST /auth/recovery-password': () => ok({ success: true }) });
    saveNewPassword('novasenha123');

    expect(await screen.findByText('Página de entrada')).toBeTruthy();
    expect(backend.requestsTo('POST', '/auth/recovery-password').map((call) => call.body)).toEqual([
      { password: 'novasenha123', token: TOKEN },
    ]);
  });

  it("shows the server's message on the page when the link no longer works", async () => {
    renderRecover({ 'POST /auth/recovery-password': () => apiError(400, 'Link de recuperação inválido ou expirado', 'token') });
    saveNewPassword('novasenha123');

    const form = screen.getByRole('form', { name: 'Redefinir senha' });
    expect(await within(form).findByText('Link de recuperação inválido ou expirado')).toBeTruthy();
    expect(screen.queryByText('Página de entrada')).toBeNull();
  });
});

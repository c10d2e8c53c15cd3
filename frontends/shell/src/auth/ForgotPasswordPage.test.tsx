import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BalcaoThemeProvider } from '@balcao/ui';
import { apiError, installFakeBackend, ok, type FakeRoutes } from '@balcao/ui/testing';
// The shell tests' set-up: a longer wait for antd's first render in jsdom.
import '../notifications/testing';
import { ForgotPasswordPage } from './ForgotPasswordPage';

const NO_MAIL = 'O envio de e-mails não está configurado neste servidor. Fale com o Gestor do escritório para redefinir a sua senha.';

function renderForgot(routes: FakeRoutes) {
  const backend = installFakeBackend(routes);
  const router = createMemoryRouter([{ path: '/forgot-password', element: <ForgotPasswordPage /> }], {
    initialEntries: ['/forgot-password'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <BalcaoThemeProvider initialMode="light">
        <RouterProvider router={router} />
      </BalcaoThemeProvider>
    </QueryClientProvider>,
  );
  return backend;
}

function askForLink(email: string) {
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviar link de recuperação' }));
}

describe('ForgotPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells the user to check their e-mail once the link is sent', async () => {
    const backend = renderForgot({ 'POST /auth/forgot-password': () => ok({ success: true }) });
    askForLink('ana@escritorio.com.br');

    expect(await screen.findByText('Link enviado')).toBeTruthy();
    expect(screen.getByText(/Se o e-mail ana@escritorio\.com\.br estiver cadastrado/)).toBeTruthy();
    expect(backend.requestsTo('POST', '/auth/forgot-password').map((call) => call.body)).toEqual([{ email: 'ana@escritorio.com.br' }]);
  });

  it("shows the server's message on the page when it cannot send e-mail, never 'Link enviado'", async () => {
    renderForgot({ 'POST /auth/forgot-password': () => apiError(503, NO_MAIL) });
    askForLink('ana@escritorio.com.br');

    const form = screen.getByRole('form', { name: 'Recuperar senha' });
    expect(await within(form).findByText(NO_MAIL)).toBeTruthy();
    expect(screen.queryByText('Link enviado')).toBeNull();
    expect(screen.queryByText('Verifique seu e-mail')).toBeNull();
  });
});

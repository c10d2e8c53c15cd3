import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BalcaoThemeProvider } from '@balcao/ui';
import { SignInPage } from './SignInPage';

function renderSignIn() {
  const router = createMemoryRouter([{ path: '/sign-in', element: <SignInPage /> }], {
    initialEntries: ['/sign-in'],
  });
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <BalcaoThemeProvider initialMode="light">
        <RouterProvider router={router} />
      </BalcaoThemeProvider>
    </QueryClientProvider>,
  );
}

describe('SignInPage', () => {
  it('tells the user the e-mail is invalid and that the password is required', async () => {
    renderSignIn();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'advogado@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Entrar' }));

    expect(await screen.findByText('O e-mail informado está inválido')).toBeTruthy();
    expect(await screen.findByText('A senha é obrigatória')).toBeTruthy();
  });

  it('links to password recovery and sign-up', () => {
    renderSignIn();
    expect(screen.getByRole('link', { name: 'Esqueci minha senha' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByText('Ainda não tem uma conta?')).toBeTruthy();
  });
});

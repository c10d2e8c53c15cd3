import type { ActiveUser } from '@balcao/contracts';
import { BalcaoThemeProvider, SessionProvider } from '@balcao/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { activeUser } from './fixtures';
import { installFakeBackend, ok, type FakeRoutes } from '@balcao/ui/testing';

type Options = { user?: ActiveUser; routes?: FakeRoutes };

/**
 * Renders a module the way the shell hosts it (query client, theme + antd App, session) over
 * a fake backend; returns the backend to inspect the requests made.
 */
export function renderWithSession(ui: ReactNode, { user = activeUser(), routes = {} }: Options = {}) {
  document.cookie = 'chat-user-token=test-token; path=/';
  let currentUser = user;
  const backend = installFakeBackend({ 'GET /auth/me': () => ok(currentUser), ...routes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

  const view = render(
    <QueryClientProvider client={queryClient}>
      <BalcaoThemeProvider initialMode="light">
        <SessionProvider>{ui}</SessionProvider>
      </BalcaoThemeProvider>
    </QueryClientProvider>,
  );

  return {
    ...view,
    backend,
    queryClient,
    /** What the next GET /auth/me answers (e.g. after a saved preference). */
    setUser: (next: ActiveUser) => {
      currentUser = next;
    },
  };
}

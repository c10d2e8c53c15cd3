import type { ActiveUser } from '@balcao/contracts';
import { BalcaoThemeProvider, SessionProvider } from '@balcao/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { activeUser } from './fixtures';
import { installFakeBackend, ok, type FakeRoutes } from '@balcao/ui/testing';

type Options = { user?: ActiveUser; routes?: FakeRoutes; path?: string; route?: string };

/**
 * Renders a page the way the shell hosts it (query client, theme + antd App, router, session)
 * over a fake backend; returns the backend to inspect the requests made.
 */
export function renderPage(ui: ReactNode, { user = activeUser(), routes = {}, path = '/crm', route = '/crm' }: Options = {}) {
  document.cookie = 'chat-user-token=test-token; path=/';
  const backend = installFakeBackend({ 'GET /auth/me': () => ok(user), ...routes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: route, element: <SessionProvider>{ui}</SessionProvider> },
      // Where the page sends the user (e.g. /settings?tab=funnel from /crm).
      { path: '*', element: null },
    ],
    {
      initialEntries: [path],
    },
  );

  const view = render(
    <QueryClientProvider client={queryClient}>
      <BalcaoThemeProvider initialMode="light">
        <RouterProvider router={router} />
      </BalcaoThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, backend, queryClient, router };
}

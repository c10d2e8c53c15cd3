import type { ActiveUser } from '@balcao/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../session/SessionProvider';
import { BalcaoThemeProvider } from '../theme/BalcaoThemeProvider';
import { installFakeBackend, ok, type FakeRoutes } from './fake-backend';

export interface RenderPageOptions {
  /** The signed-in user GET /auth/me answers. */
  user: ActiveUser;
  routes?: FakeRoutes;
  /** The URL the page opens at, and the route pattern it is mounted on. */
  path: string;
  route: string;
}

/**
 * Renders a remote's page the way the shell hosts it (query client, theme + antd App, router,
 * session) over a fake backend; returns the backend to inspect the requests made.
 */
export function renderPage(ui: ReactNode, { user, routes = {}, path, route }: RenderPageOptions) {
  document.cookie = 'chat-user-token=test-token; path=/';
  const backend = installFakeBackend({ 'GET /auth/me': () => ok(user), ...routes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: route, element: <SessionProvider>{ui}</SessionProvider> },
      // Where the page sends the user (another remote's route).
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
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

import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingSplash } from '@balcao/ui';
import { SignInPage } from '../auth/SignInPage';
import { PublicOnly, RequireSession } from './RequireSession';
import { APP_ROUTES } from './route-table';

// Route-level code splitting: the sign-in page ships alone; the app layout, onboarding and the
// other public pages load when first visited (issue 20, a light first load).
const lazyPage = <T,>(load: () => Promise<T>, pick: (module: T) => ComponentType) => async () => ({ Component: pick(await load()) });
const RouteErrorPage = lazy(() => import('../pages/RouteErrorPage').then((m) => ({ default: m.RouteErrorPage })));

export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: (
        <Suspense fallback={null}>
          <RouteErrorPage />
        </Suspense>
      ),
      hydrateFallbackElement: <LoadingSplash />,
      children: [
        { path: '/', element: <Navigate to="/home" replace /> },
        {
          element: <PublicOnly />,
          children: [
            { path: '/sign-in', element: <SignInPage /> },
            { path: '/sign-up', lazy: lazyPage(() => import('../auth/SignUpPage'), (m) => m.SignUpPage) },
          ],
        },
        { path: '/forgot-password', lazy: lazyPage(() => import('../auth/ForgotPasswordPage'), (m) => m.ForgotPasswordPage) },
        { path: '/recover-password', lazy: lazyPage(() => import('../auth/RecoverPasswordPage'), (m) => m.RecoverPasswordPage) },
        {
          element: <RequireSession />,
          children: [
            { path: '/onboarding', lazy: lazyPage(() => import('../onboarding/OnboardingPage'), (m) => m.OnboardingPage) },
            {
              lazy: lazyPage(() => import('../layout/AppLayout'), (m) => m.AppLayout),
              children: APP_ROUTES.map((route) => ({
                path: route.path,
                lazy: async () => {
                  const { RoutePage } = await import('./RoutePage');
                  return { element: <RoutePage route={route} /> };
                },
              })),
            },
          ],
        },
        { path: '*', lazy: lazyPage(() => import('../pages/NotFoundPage'), (m) => m.NotFoundPage) },
      ],
    },
  ]);
}

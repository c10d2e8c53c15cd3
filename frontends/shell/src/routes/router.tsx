import { createBrowserRouter, Navigate } from 'react-router';
import { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
import { RecoverPasswordPage } from '../auth/RecoverPasswordPage';
import { SignInPage } from '../auth/SignInPage';
import { SignUpPage } from '../auth/SignUpPage';
import { AppLayout } from '../layout/AppLayout';
import { OnboardingPage } from '../onboarding/OnboardingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteErrorPage } from '../pages/RouteErrorPage';
import { PublicOnly, RequireSession } from './RequireSession';
import { RoutePage } from './RoutePage';
import { APP_ROUTES } from './route-table';

export function createAppRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      children: [
        { path: '/', element: <Navigate to="/home" replace /> },
        {
          element: <PublicOnly />,
          children: [
            { path: '/sign-in', element: <SignInPage /> },
            { path: '/sign-up', element: <SignUpPage /> },
          ],
        },
        { path: '/forgot-password', element: <ForgotPasswordPage /> },
        { path: '/recover-password', element: <RecoverPasswordPage /> },
        {
          element: <RequireSession />,
          children: [
            { path: '/onboarding', element: <OnboardingPage /> },
            {
              element: <AppLayout />,
              children: APP_ROUTES.map((route) => ({ path: route.path, element: <RoutePage route={route} /> })),
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}

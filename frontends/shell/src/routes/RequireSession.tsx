import { useCallback } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { hasSessionToken, RealtimeProvider, SessionProvider, signOutAndRedirect } from '@balcao/ui';

const realtimeUrl = () => `${window.location.origin.replace(/^http/, 'ws')}/api/realtime`;

/** Protected routes: no token goes to /sign-in; otherwise the active user is loaded first. */
export function RequireSession() {
  const navigate = useNavigate();
  const location = useLocation();
  const onNavigate = useCallback((path: string) => navigate(path), [navigate]);

  if (!hasSessionToken()) {
    return <Navigate to="/sign-in" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return (
    <SessionProvider onNavigate={onNavigate}>
      <RealtimeProvider url={realtimeUrl()} onUnauthorized={signOutAndRedirect}>
        <Outlet />
      </RealtimeProvider>
    </SessionProvider>
  );
}

/** Sign-in and sign-up skip to the app when a session already exists. */
export function PublicOnly() {
  if (hasSessionToken()) return <Navigate to="/home" replace />;
  return <Outlet />;
}

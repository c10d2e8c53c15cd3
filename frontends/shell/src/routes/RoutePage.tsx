import { Suspense, lazy } from 'react';
import { hasPermission, useSession } from '@balcao/ui';
import { RemoteModule } from '../federation/RemoteModule';
import type { AppRoute } from './route-table';

// Loaded when shown: the settings page (and its tabs), 'acesso negado' and 'em desenvolvimento'
// (antd's Result carries large illustrations), never on the way to a remote's page.
const SettingsPage = lazy(() => import('../settings/SettingsPage').then((module) => ({ default: module.SettingsPage })));
const ForbiddenPage = lazy(() => import('./ForbiddenPage').then((module) => ({ default: module.ForbiddenPage })));
const DevelopmentPage = lazy(() => import('./DevelopmentPage').then((module) => ({ default: module.DevelopmentPage })));

/** Renders one route of the table: a remote page, the settings page or 'em desenvolvimento'. */
export function RoutePage({ route }: { route: AppRoute }) {
  const { user } = useSession();
  const { target } = route;
  if (target.kind === 'remote' && (!route.permission || hasPermission(user, route.permission))) {
    return <RemoteModule key={`${target.remote}/${target.module}`} remote={target.remote} module={target.module} />;
  }
  return (
    <Suspense fallback={null}>
      {route.permission && !hasPermission(user, route.permission) ? <ForbiddenPage /> : target.kind === 'settings' ? <SettingsPage /> : <DevelopmentPage />}
    </Suspense>
  );
}

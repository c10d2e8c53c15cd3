import { lazy, Suspense, useMemo } from 'react';
import { LoadingSplash } from '@balcao/ui';
import { isRemoteRegistered, loadRemoteComponent } from './remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

// Only when a remote is missing or fails (antd's Result carries large illustrations).
const DevelopmentPage = lazy(() => import('../routes/DevelopmentPage').then((module) => ({ default: module.DevelopmentPage })));
const developmentPage = (
  <Suspense fallback={null}>
    <DevelopmentPage />
  </Suspense>
);

export interface RemoteRef {
  remote: string;
  module: string;
}

/** Renders a federated page; anything not deployed or failing shows DevelopmentPage. */
export function RemoteModule({ remote, module }: RemoteRef) {
  const id = `${remote}/${module}`;
  const registered = isRemoteRegistered(remote);
  const LazyComponent = useMemo(
    () => (registered ? lazy(async () => ({ default: await loadRemoteComponent(remote, module) })) : null),
    [registered, remote, module],
  );

  if (!LazyComponent) return developmentPage;
  return (
    <RemoteErrorBoundary key={id} moduleId={id} fallback={developmentPage}>
      <Suspense fallback={<LoadingSplash fullScreen={false} />}>
        <LazyComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

import { lazy, Suspense, useMemo } from 'react';
import { DevelopmentPage, LoadingSplash } from '@balcao/ui';
import { isRemoteRegistered, loadRemoteComponent } from './remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

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

  if (!LazyComponent) return <DevelopmentPage />;
  return (
    <RemoteErrorBoundary key={id} moduleId={id} fallback={<DevelopmentPage />}>
      <Suspense fallback={<LoadingSplash fullScreen={false} />}>
        <LazyComponent />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

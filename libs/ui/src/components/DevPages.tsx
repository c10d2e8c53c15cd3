import { useMemo, type ReactNode } from 'react';
import { Layout, Segmented } from 'antd';
import { createHashRouter, Navigate, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import { DevSession } from './DevSession';

export interface DevPageEntry {
  path: string;
  /** Shown as a tab when given; pages without one are reached by links. */
  label?: string;
  element: ReactNode;
}

function DevLayout({ tabs }: { tabs: { value: string; label: string }[] }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = tabs.find((tab) => pathname.startsWith(tab.value))?.value ?? pathname;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {tabs.length > 1 && (
        <Layout.Header style={{ display: 'flex', alignItems: 'center' }}>
          <Segmented value={current} onChange={(value) => navigate(String(value))} options={tabs} />
        </Layout.Header>
      )}
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

/**
 * A remote's pages without the shell, for working on them alone (its dev server): the shell's
 * session (DevSession) with the realtime socket, a tab per labelled page, the first page as home.
 */
export function DevPages({ pages }: { pages: DevPageEntry[] }) {
  const router = useMemo(() => {
    const tabs = pages.flatMap((page) => (page.label ? [{ value: page.path, label: page.label }] : []));
    return createHashRouter([
      {
        element: <DevLayout tabs={tabs} />,
        children: [...pages.map(({ path, element }) => ({ path, element })), { path: '*', element: <Navigate to={pages[0].path} replace /> }],
      },
    ]);
  }, [pages]);
  return (
    <DevSession realtime>
      <RouterProvider router={router} />
    </DevSession>
  );
}

import { DevSession } from '@balcao/ui';
import { Layout, Segmented } from 'antd';
import { createHashRouter, Navigate, Outlet, useLocation, useNavigate, RouterProvider } from 'react-router';
import HomePage from '../pages/HomePage';

// Pages of this remote; the news engineer adds '/news' here beside its NewsPage expose.
const PAGES = [{ value: '/home', label: 'Dashboard' }];

function DevLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center' }}>
        <Segmented value={pathname} onChange={(value) => navigate(String(value))} options={PAGES} />
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

const router = createHashRouter([
  {
    element: <DevLayout />,
    children: [
      { path: '/home', element: <HomePage /> },
      { path: '*', element: <Navigate to="/home" replace /> },
    ],
  },
]);

/** The remote's pages without the shell, for working on them alone (its dev server). */
export function DevPage() {
  return (
    <DevSession realtime>
      <RouterProvider router={router} />
    </DevSession>
  );
}

import { DevSession } from '@balcao/ui';
import { Layout, Segmented } from 'antd';
import { createHashRouter, Navigate, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import CreditsSettings from '../pages/CreditsSettings';
import SubscriptionSettings from '../pages/SubscriptionSettings';

const PAGES = [
  { value: '/subscription', label: 'Assinatura' },
  { value: '/credits', label: 'Créditos' },
];

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
      { path: '/subscription', element: <SubscriptionSettings /> },
      { path: '/credits', element: <CreditsSettings /> },
      { path: '*', element: <Navigate to="/subscription" replace /> },
    ],
  },
]);

/** The remote's tabs without the shell, for working on them alone (its dev server). */
export function DevPage() {
  return (
    <DevSession realtime>
      <RouterProvider router={router} />
    </DevSession>
  );
}

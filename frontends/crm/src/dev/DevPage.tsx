import { DevSession } from '@balcao/ui';
import { Layout, Segmented } from 'antd';
import { createHashRouter, Navigate, Outlet, useLocation, useNavigate, RouterProvider } from 'react-router';
import CalendarPage from '../pages/CalendarPage';
import CrmPage from '../pages/CrmPage';
import FunnelSettings from '../pages/FunnelSettings';

const PAGES = [
  { value: '/crm', label: 'CRM' },
  { value: '/calendar', label: 'Agenda' },
  { value: '/settings', label: 'Funis' },
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
      { path: '/crm', element: <CrmPage /> },
      { path: '/calendar', element: <CalendarPage /> },
      { path: '/settings', element: <FunnelSettings /> },
      { path: '*', element: <Navigate to="/crm" replace /> },
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

import { hasSessionToken, RealtimeProvider, SessionProvider } from '@balcao/ui';
import { Layout, Result, Segmented } from 'antd';
import { createHashRouter, Navigate, Outlet, useLocation, useNavigate, RouterProvider } from 'react-router';
import CalendarPage from '../pages/CalendarPage';
import CrmPage from '../pages/CrmPage';
import FunnelSettings from '../pages/FunnelSettings';

const SHELL_DEV_URL = 'http://localhost:3000';
const realtimeUrl = () => `${window.location.origin.replace(/^http/, 'ws')}/api/realtime`;

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

/**
 * The remote's pages without the shell, for working on them alone. It reuses the shell's
 * session: cookies are per host, so signing in on the shell's dev server is enough.
 */
export function DevPage() {
  if (!hasSessionToken()) {
    return (
      <Result
        status="info"
        title="Entre no Balcão primeiro"
        subTitle={`Esta página usa a sessão do shell: entre em ${SHELL_DEV_URL} e recarregue.`}
      />
    );
  }
  return (
    <SessionProvider>
      <RealtimeProvider url={realtimeUrl()}>
        <RouterProvider router={router} />
      </RealtimeProvider>
    </SessionProvider>
  );
}

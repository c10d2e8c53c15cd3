import { hasSessionToken, RealtimeProvider, SessionProvider } from '@balcao/ui';
import { Layout, Result, Segmented } from 'antd';
import { createHashRouter, Navigate, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import IntegrationsPage from '../pages/IntegrationsPage';
import MessagesPage from '../pages/MessagesPage';

const SHELL_DEV_URL = 'http://localhost:3000';
const realtimeUrl = () => `${window.location.origin.replace(/^http/, 'ws')}/api/realtime`;

function DevLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <Layout style={{ height: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center' }}>
        <Segmented
          value={pathname.startsWith('/integrations') ? '/integrations' : '/messages'}
          onChange={(value) => navigate(String(value))}
          options={[
            { value: '/messages', label: 'Mensagens' },
            { value: '/integrations', label: 'Integrações' },
          ]}
        />
      </Layout.Header>
      <Layout.Content style={{ height: 'calc(100vh - 64px)', overflow: pathname.startsWith('/messages') ? 'hidden' : 'auto' }}>
        <div style={{ height: '100%', padding: pathname.startsWith('/messages') ? 0 : 24 }}>
          <Outlet />
        </div>
      </Layout.Content>
    </Layout>
  );
}

const router = createHashRouter([
  {
    element: <DevLayout />,
    children: [
      { path: '/messages', element: <MessagesPage /> },
      { path: '/integrations', element: <IntegrationsPage /> },
      { path: '*', element: <Navigate to="/messages" replace /> },
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

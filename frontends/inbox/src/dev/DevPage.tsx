import { DevSession } from '@balcao/ui';
import { Layout, Segmented } from 'antd';
import { createHashRouter, Navigate, Outlet, RouterProvider, useLocation, useNavigate } from 'react-router';
import IntegrationsPage from '../pages/IntegrationsPage';
import MessagesPage from '../pages/MessagesPage';

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

/** The remote's pages without the shell, for working on them alone (its dev server). */
export function DevPage() {
  return (
    <DevSession realtime>
      <RouterProvider router={router} />
    </DevSession>
  );
}

import { DevSession } from '@balcao/ui';
import { Layout } from 'antd';
import { createHashRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import AgentDetailsPage from '../pages/AgentDetailsPage';
import AgentsPage from '../pages/AgentsPage';

function DevLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
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
      { path: '/ai-agents', element: <AgentsPage /> },
      { path: '/ai-agents/details', element: <AgentDetailsPage /> },
      { path: '*', element: <Navigate to="/ai-agents" replace /> },
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

import { DevSession } from '@balcao/ui';
import { Layout } from 'antd';
import { createHashRouter, Navigate, Outlet, RouterProvider } from 'react-router';
import FlowEditorPage from '../pages/FlowEditorPage';
import FlowsPage from '../pages/FlowsPage';

function DevLayout() {
  return (
    <Layout style={{ height: '100vh' }}>
      <Layout.Content style={{ padding: 16, display: 'flex', flexDirection: 'column', minHeight: 0 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}

const router = createHashRouter([
  {
    element: <DevLayout />,
    children: [
      { path: '/flows', element: <FlowsPage /> },
      { path: '/flows/:id', element: <FlowEditorPage /> },
      { path: '*', element: <Navigate to="/flows" replace /> },
    ],
  },
]);

/** The remote's pages without the shell, for working on them alone (its dev server). */
export function DevPage() {
  return (
    <DevSession>
      <RouterProvider router={router} />
    </DevSession>
  );
}

import { hasSessionToken, SessionProvider } from '@balcao/ui';
import { Layout, Result, Tabs } from 'antd';
import { OfficeSettings } from '../features/office/components/OfficeSettings';
import { PreferenceSettings } from '../features/preferences/components/PreferenceSettings';
import { TeamsPage } from '../features/teams/components/TeamsPage';
import { UsersPage } from '../features/users/components/UsersPage';
import { WorkspaceSettings } from '../features/workspaces/components/WorkspaceSettings';

const SHELL_DEV_URL = 'http://localhost:3000';

const TABS = [
  { key: 'users', label: 'Atendentes', children: <UsersPage /> },
  { key: 'teams', label: 'Times', children: <TeamsPage /> },
  { key: 'office', label: 'Escritório', children: <OfficeSettings /> },
  { key: 'workspaces', label: 'Workspaces', children: <WorkspaceSettings /> },
  { key: 'preferences', label: 'Preferências', children: <PreferenceSettings /> },
];

/**
 * The remote's modules on one page, for working on them without the shell. It reuses the
 * shell's session: cookies are per host, so signing in on the shell's dev server is enough.
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
      <Layout.Content style={{ padding: 24 }}>
        <Tabs items={TABS} destroyOnHidden />
      </Layout.Content>
    </SessionProvider>
  );
}

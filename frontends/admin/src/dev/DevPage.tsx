import { DevSession } from '@balcao/ui';
import { Layout, Tabs } from 'antd';
import { OfficeSettings } from '../features/office/components/OfficeSettings';
import { PreferenceSettings } from '../features/preferences/components/PreferenceSettings';
import { TeamsPage } from '../features/teams/components/TeamsPage';
import { UsersPage } from '../features/users/components/UsersPage';
import { WorkspaceSettings } from '../features/workspaces/components/WorkspaceSettings';
import { ApiKeySettings } from '../features/api-keys/components/ApiKeySettings';
import { WebhookSettings } from '../features/webhooks/components/WebhookSettings';
import { AuditSettings } from '../features/audit/components/AuditSettings';
import { ServiceLevelSettings } from '../features/service-levels/components/ServiceLevelSettings';

const TABS = [
  { key: 'users', label: 'Atendentes', children: <UsersPage /> },
  { key: 'teams', label: 'Times', children: <TeamsPage /> },
  { key: 'office', label: 'Escritório', children: <OfficeSettings /> },
  { key: 'workspaces', label: 'Workspaces', children: <WorkspaceSettings /> },
  { key: 'service-levels', label: 'Atendimento', children: <ServiceLevelSettings /> },
  { key: 'api-keys', label: 'Integrações de API', children: <ApiKeySettings /> },
  { key: 'webhooks', label: 'Webhooks', children: <WebhookSettings /> },
  { key: 'audit', label: 'Auditoria', children: <AuditSettings /> },
  { key: 'preferences', label: 'Preferências', children: <PreferenceSettings /> },
];

/** The remote's pages without the shell, for working on them alone (its dev server). */
export function DevPage() {
  return (
    <DevSession>
      <Layout.Content style={{ padding: 24 }}>
        <Tabs items={TABS} destroyOnHidden />
      </Layout.Content>
    </DevSession>
  );
}

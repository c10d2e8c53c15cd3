import type { ActiveUser, PermissionCode } from '@balcao/contracts';
import { hasPermission } from '@balcao/ui';
import type { RemoteRef } from '../federation/RemoteModule';

export interface SettingsTab extends RemoteRef {
  key: string;
  label: string;
  /** Other ?tab= values that open it. */
  aliases?: string[];
  /** Managing the office (its data, workspaces, credits) is the Gestor's; the server refuses others too. */
  managerOnly?: boolean;
  /** Same code that shows the matching menu item. */
  permission?: PermissionCode;
}

/** Tabs of /settings, in the order shown (spec 1 §2, spec 3 §2). */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { key: 'office', label: 'Escritório', remote: 'admin', module: 'OfficeSettings', managerOnly: true },
  { key: 'workspaces', label: 'Workspaces', remote: 'admin', module: 'WorkspaceSettings', managerOnly: true },
  // Issue 40: business hours, holidays and SLA of each workspace.
  { key: 'service-levels', label: 'Atendimento', remote: 'admin', module: 'ServiceLevelSettings', aliases: ['atendimento'], managerOnly: true },
  { key: 'preferences', label: 'Preferências', remote: 'admin', module: 'PreferenceSettings' },
  { key: 'api-keys', label: 'Integrações de API', remote: 'admin', module: 'ApiKeySettings', aliases: ['integracoes'], managerOnly: true },
  { key: 'webhooks', label: 'Webhooks', remote: 'admin', module: 'WebhookSettings', managerOnly: true },
  { key: 'audit', label: 'Auditoria', remote: 'admin', module: 'AuditSettings', aliases: ['auditoria'], managerOnly: true },
  // Issue 40: business hours, auto-assignment, SLA and the rating window of the workspace in use.
  { key: 'credits', label: 'Créditos', remote: 'billing', module: 'CreditsSettings', managerOnly: true },
  // Spec 2 §2.1: 'Configurar funis' opens /settings?tab=funnel.
  { key: 'funnel', label: 'Funis', remote: 'crm', module: 'FunnelSettings', aliases: ['funnels'], permission: 'view:crm' },
  // Every member: the gate sends an inactive office here, and the billing module shows a non-Gestor no action.
  {
    key: 'subscription',
    label: 'Assinatura',
    remote: 'billing',
    module: 'SubscriptionSettings',
    aliases: ['subscriptions'],
  },
];

/** The tabs this user sees. */
export function settingsTabsFor(user: Pick<ActiveUser, 'isManager' | 'permissions'>): SettingsTab[] {
  return SETTINGS_TABS.filter(
    (tab) => (!tab.managerOnly || user.isManager) && (!tab.permission || hasPermission(user, tab.permission)),
  );
}

/** The tab a `?tab=` value opens among `tabs`; unknown, hidden or missing values open the first. */
export function resolveSettingsTab(value: string | null | undefined, tabs: readonly SettingsTab[] = SETTINGS_TABS): SettingsTab {
  const wanted = value?.trim().toLowerCase();
  return tabs.find((tab) => tab.key === wanted || tab.aliases?.includes(wanted ?? '')) ?? tabs[0];
}

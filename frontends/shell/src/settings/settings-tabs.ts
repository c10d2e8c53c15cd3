import type { RemoteRef } from '../federation/RemoteModule';

export interface SettingsTab extends RemoteRef {
  key: string;
  label: string;
  /** Other ?tab= values that open it. */
  aliases?: string[];
}

/** Tabs of /settings, in the order shown (spec 1 §2, spec 3 §2). */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { key: 'office', label: 'Escritório', remote: 'admin', module: 'OfficeSettings' },
  { key: 'workspaces', label: 'Workspaces', remote: 'admin', module: 'WorkspaceSettings' },
  { key: 'preferences', label: 'Preferências', remote: 'admin', module: 'PreferenceSettings' },
  { key: 'credits', label: 'Créditos', remote: 'billing', module: 'CreditsSettings' },
  // Spec 2 §2.1: 'Configurar funis' opens /settings?tab=funnel.
  { key: 'funnel', label: 'Funis', remote: 'crm', module: 'FunnelSettings', aliases: ['funnels'] },
  {
    key: 'subscription',
    label: 'Assinatura',
    remote: 'billing',
    module: 'SubscriptionSettings',
    aliases: ['subscriptions'],
  },
];

/** The tab a `?tab=` value opens; unknown or missing values open the first. */
export function resolveSettingsTab(value: string | null | undefined): SettingsTab {
  const wanted = value?.trim().toLowerCase();
  return (
    SETTINGS_TABS.find((tab) => tab.key === wanted || tab.aliases?.includes(wanted ?? '')) ?? SETTINGS_TABS[0]
  );
}

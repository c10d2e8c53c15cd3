import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useIsMobile, useSession } from '@balcao/ui';
import { RemoteModule } from '../federation/RemoteModule';
import { resolveSettingsTab, settingsTabsFor } from './settings-tabs';

/** /settings: one tab per remote settings module the user may see, chosen by `?tab=` (spec 1 §2, SPEC-DECISIONS). */
export function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isMobile = useIsMobile();
  const { user } = useSession();
  const tabs = settingsTabsFor(user);
  const active = resolveSettingsTab(searchParams.get('tab'), tabs);

  return (
    <Card variant="borderless" styles={{ body: { padding: isMobile ? 12 : 24 } }}>
      <Tabs
        activeKey={active.key}
        onChange={(key) => {
          const next = new URLSearchParams(searchParams);
          next.set('tab', key);
          setSearchParams(next);
        }}
        destroyOnHidden
        items={tabs.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: <RemoteModule remote={tab.remote} module={tab.module} />,
        }))}
      />
    </Card>
  );
}

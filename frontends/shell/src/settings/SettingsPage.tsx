import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useIsMobile } from '@balcao/ui';
import { RemoteModule } from '../federation/RemoteModule';
import { resolveSettingsTab, SETTINGS_TABS } from './settings-tabs';

/** /settings: one tab per remote settings module, chosen by `?tab=` (spec 1 §2, SPEC-DECISIONS). */
export function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const isMobile = useIsMobile();
  const active = resolveSettingsTab(searchParams.get('tab'));

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
        items={SETTINGS_TABS.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: <RemoteModule remote={tab.remote} module={tab.module} />,
        }))}
      />
    </Card>
  );
}

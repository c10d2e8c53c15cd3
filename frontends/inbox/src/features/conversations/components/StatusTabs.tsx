import { ConfigProvider, Tabs } from 'antd';
import { STATUS_TABS, type StatusFilter } from '../lib/conversation-filters';

/** Todos, IA, Em atendimento, Aguardando, Finalizados (spec 1 §2). */
export function StatusTabs({ value, onChange }: { value: StatusFilter; onChange: (status: StatusFilter) => void }) {
  // Compact enough for the five tabs to fit the list at its default 354 px (checked on a screenshot).
  return (
    <ConfigProvider theme={{ components: { Tabs: { titleFontSizeSM: 12, horizontalItemPaddingSM: '8px 0' } } }}>
      <Tabs
        size="small"
        activeKey={value}
        onChange={(key) => onChange(key as StatusFilter)}
        items={STATUS_TABS.map((tab) => ({ key: tab.key, label: tab.label }))}
        tabBarGutter={9}
        tabBarStyle={{ margin: 0, paddingInline: 10 }}
      />
    </ConfigProvider>
  );
}

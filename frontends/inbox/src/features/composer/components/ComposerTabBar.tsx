import { useIsMobile } from '@balcao/ui';
import { theme } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';

export interface ComposerTabItem<K extends string> {
  key: K;
  label: string;
  icon: ReactNode;
}

const CSS = `
.inbox-composer-tab { color: var(--inbox-tab-color); transition: color 0.15s ease; }
.inbox-composer-tab:hover { color: var(--inbox-tab-hover); }
.inbox-composer-tab:focus-visible { outline: 2px solid var(--inbox-tab-hover); outline-offset: 2px; border-radius: 4px; }
`;

export const composerTabId = (key: string) => `composer-tab-${key}`;
export const composerPanelId = (key: string) => `composer-panel-${key}`;

interface ComposerTabBarProps<K extends string> {
  items: readonly ComposerTabItem<K>[];
  active: K;
  onChange: (key: K) => void;
}

/**
 * The composer's tab strip. Not antd Tabs: its panels are labelled by their tab, and a panel
 * named 'Mensagem' would share the name of the message box inside it (which people and tests
 * find the box by). The panels here go unnamed for the same reason.
 */
export function ComposerTabBar<K extends string>({ items, active, onChange }: ComposerTabBarProps<K>) {
  const { token } = theme.useToken();
  // A phone's width holds the three labels only without their icons.
  const showIcons = !useIsMobile();

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = items[(index + step + items.length) % items.length];
    onChange(next.key);
    document.getElementById(composerTabId(next.key))?.focus();
  };

  return (
    <div role="tablist" aria-label="Compositor" style={{ display: 'flex', gap: 20, marginBottom: 8, borderBottom: `1px solid ${token.colorBorderSecondary}`, overflowX: 'auto' }}>
      <style href="balcao-inbox-composer-tabs" precedence="default">
        {CSS}
      </style>
      {items.map((item, index) => {
        const selected = item.key === active;
        return (
          <button
            key={item.key}
            id={composerTabId(item.key)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={composerPanelId(item.key)}
            tabIndex={selected ? 0 : -1}
            className="inbox-composer-tab"
            onClick={() => onChange(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
            style={{
              ['--inbox-tab-color' as string]: selected ? token.colorPrimary : token.colorTextSecondary,
              ['--inbox-tab-hover' as string]: token.colorPrimary,
              display: 'inline-flex',
              alignItems: 'center',
              gap: 6,
              padding: '10px 0 8px',
              marginBottom: -1,
              border: 0,
              borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
              background: 'none',
              font: 'inherit',
              fontSize: 13,
              fontWeight: selected ? 500 : undefined,
              whiteSpace: 'nowrap',
              cursor: 'pointer',
            }}
          >
            {showIcons && <span aria-hidden>{item.icon}</span>}
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

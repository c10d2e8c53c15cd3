import { useMemo } from 'react';
import { Button, Flex, Menu, Tooltip, theme, type MenuProps } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { BalcaoLogo, useSession } from '@balcao/ui';
import { selectedMenuKey, visibleMenuGroups } from './menu';
import { TOP_BAR_HEIGHT } from './layout-constants';
import { WorkspaceSwitcher } from './WorkspaceSwitcher';

interface SideNavProps {
  collapsed: boolean;
  /** Desktop only: the collapse toggle at the bottom. */
  onToggleCollapsed?: () => void;
  /** Mobile drawer: close after choosing a page. */
  onNavigated?: () => void;
  /** Without an active subscription the menu items are disabled (spec 1 §4), Configurações aside. */
  disabled?: boolean;
}

export function SideNav({ collapsed, onToggleCollapsed, onNavigated, disabled = false }: SideNavProps) {
  const { user } = useSession();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const items = useMemo<MenuProps['items']>(() => {
    return visibleMenuGroups(user.permissions).flatMap((group, index): NonNullable<MenuProps['items']> => {
      const children = group.items.map(({ path, label, icon: Icon }) => ({ key: path, label, icon: <Icon />, disabled: disabled && path !== '/settings' }));
      // Collapsed, group titles have no room: a divider keeps the grouping visible.
      if (!group.label || collapsed) {
        return index === 0 ? children : [{ type: 'divider', key: `${group.key}-divider` }, ...children];
      }
      return [{ type: 'group', key: group.key, label: group.label, children }];
    });
  }, [user.permissions, collapsed, disabled]);

  const selected = selectedMenuKey(pathname);

  return (
    <Flex vertical style={{ height: '100%' }}>
      <Flex
        align="center"
        justify={collapsed ? 'center' : 'flex-start'}
        style={{ height: TOP_BAR_HEIGHT, padding: collapsed ? 0 : '0 20px', flexShrink: 0 }}
      >
        <Link to="/home" aria-label="Ir para o Dashboard" onClick={onNavigated} style={{ display: 'inline-flex' }}>
          <BalcaoLogo compact={collapsed} height={30} />
        </Link>
      </Flex>
      <div style={{ padding: collapsed ? '4px 12px 8px' : '4px 12px 8px', flexShrink: 0 }}>
        <WorkspaceSwitcher collapsed={collapsed} />
      </div>
      <nav aria-label="Menu principal" style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        <Menu
          mode="inline"
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={selected ? [selected] : []}
          onClick={({ key }) => {
            navigate(key);
            onNavigated?.();
          }}
          style={{ borderInlineEnd: 'none', background: 'transparent' }}
        />
      </nav>
      {onToggleCollapsed && (
        <Flex
          justify={collapsed ? 'center' : 'flex-end'}
          style={{ padding: 12, borderTop: `1px solid ${token.colorBorderSecondary}`, flexShrink: 0 }}
        >
          <Tooltip title={collapsed ? 'Expandir menu' : 'Recolher menu'} placement="right">
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={onToggleCollapsed}
              aria-label={collapsed ? 'Expandir menu' : 'Recolher menu'}
            />
          </Tooltip>
        </Flex>
      )}
    </Flex>
  );
}

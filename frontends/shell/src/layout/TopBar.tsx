import { Button, Flex, Layout, Space, Typography, theme } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useIsMobile } from '@balcao/ui';
import { NewsButton } from '../news/NewsButton';
import { NotificationBell } from '../notifications/NotificationBell';
import { SupportButton } from '../support/SupportButton';
import { AddMenu } from './AddMenu';
import { AppsMenu } from './AppsMenu';
import { TOP_BAR_HEIGHT } from './layout-constants';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  title: string;
  /** /messages gets a bordered top bar (spec 1 §2). */
  bordered: boolean;
  onOpenMenu: () => void;
}

export function TopBar({ title, bordered, onOpenMenu }: TopBarProps) {
  const { token } = theme.useToken();
  const isMobile = useIsMobile();
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: TOP_BAR_HEIGHT,
        lineHeight: 'normal',
        display: 'flex',
        alignItems: 'center',
        padding: isMobile ? '0 12px' : '0 24px',
        borderBottom: bordered ? `1px solid ${token.colorBorderSecondary}` : undefined,
        boxShadow: bordered ? undefined : token.boxShadowTertiary,
      }}
    >
      <Flex align="center" justify="space-between" gap={12} style={{ width: '100%', minWidth: 0 }}>
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {isMobile && (
            <Button type="text" icon={<MenuOutlined />} onClick={onOpenMenu} aria-label="Abrir menu" />
          )}
          <Typography.Title level={4} ellipsis style={{ margin: 0, fontSize: isMobile ? 17 : 20 }}>
            {title}
          </Typography.Title>
        </Flex>
        <Space size={isMobile ? 4 : 12} align="center">
          <AddMenu />
          <AppsMenu />
          <SupportButton />
          <NewsButton />
          <NotificationBell />
          <UserMenu />
        </Space>
      </Flex>
    </Layout.Header>
  );
}

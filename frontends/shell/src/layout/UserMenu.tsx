import { useState } from 'react';
import { Avatar, Badge, Dropdown, Flex, Switch, Typography, theme, type MenuProps } from 'antd';
import { CheckCircleOutlined, DownOutlined, LogoutOutlined, MinusCircleOutlined, MoonOutlined, RocketOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useIsMobile, useSession, useThemeMode } from '@balcao/ui';
import { offersUpgrade } from '../billing/access-rules';
import { useSubscriptionAccess } from '../billing/billing-api';
import { UpgradeModal } from '../billing/UpgradeModal';
import { useAvailability, useUpdateAvailability } from './availability-api';

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.charAt(0) ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1].charAt(0) : '';
  return (first + last).toUpperCase() || '?';
}

/**
 * User menu of spec 1 §2: Configurações, light/dark toggle, Sair, and 'Fazer upgrade' without an
 * active subscription; and the 'Disponível / Ausente' switch (issue 40 §2): an 'Ausente' user gets no
 * conversation auto-assigned nor transferred to 'atendente disponível'. The avatar's dot shows it.
 */
export function UserMenu() {
  const { user, signOut } = useSession();
  const { mode, toggle } = useThemeMode();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const { details } = useSubscriptionAccess();
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const upgrade = offersUpgrade(details);
  const availability = useAvailability();
  const updateAvailability = useUpdateAvailability();
  // Until the server answers, nothing is claimed (no dot, switch off).
  const available = availability.data?.available;

  const items: MenuProps['items'] = [
    {
      key: 'profile',
      disabled: true,
      style: { cursor: 'default' },
      label: (
        <Flex vertical style={{ padding: '4px 0', maxWidth: 240 }}>
          <Typography.Text strong ellipsis>
            {user.name}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
            {user.email}
          </Typography.Text>
        </Flex>
      ),
    },
    { type: 'divider' },
    {
      key: 'availability',
      icon: available ? <CheckCircleOutlined style={{ color: token.colorSuccess }} /> : <MinusCircleOutlined style={{ color: token.colorTextTertiary }} />,
      label: (
        <Flex align="center" justify="space-between" gap={16}>
          {available === false ? 'Ausente' : 'Disponível'}
          <Switch
            size="small"
            checked={available === true}
            loading={availability.isPending || updateAvailability.isPending}
            aria-label="Disponível para receber conversas"
          />
        </Flex>
      ),
    },
    ...(upgrade ? [{ key: 'upgrade', icon: <RocketOutlined />, label: 'Fazer upgrade', style: { color: token.colorPrimary, fontWeight: 600 } }] : []),
    { key: 'settings', icon: <SettingOutlined />, label: 'Configurações' },
    {
      key: 'theme',
      icon: <MoonOutlined />,
      label: (
        <Flex align="center" justify="space-between" gap={16}>
          Tema escuro
          <Switch size="small" checked={mode === 'dark'} aria-label="Tema escuro" />
        </Flex>
      ),
    },
    { type: 'divider' },
    { key: 'sign-out', icon: <LogoutOutlined />, label: 'Sair', danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'upgrade') setUpgradeOpen(true);
    if (key === 'settings') navigate('/settings');
    if (key === 'theme') toggle();
    if (key === 'availability' && available !== undefined && !updateAvailability.isPending) updateAvailability.mutate(!available);
    if (key === 'sign-out') signOut();
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <button
          type="button"
          aria-label="Menu do usuário"
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '4px 8px 4px 4px',
            border: 'none',
            borderRadius: 999,
            background: 'transparent',
            cursor: 'pointer',
            color: token.colorText,
            font: 'inherit',
          }}
        >
          <Badge dot={available !== undefined} color={available ? token.colorSuccess : token.colorTextQuaternary} offset={[-4, 28]} title={available ? 'Disponível' : 'Ausente'}>
            <Avatar src={user.imageUrl || undefined} style={{ background: token.colorPrimary }}>
              {initialsOf(user.name)}
            </Avatar>
          </Badge>
          {!isMobile && (
            <>
              <Typography.Text strong ellipsis style={{ maxWidth: 160 }}>
                {user.name}
              </Typography.Text>
              <DownOutlined style={{ fontSize: 10, color: token.colorTextTertiary }} />
            </>
          )}
        </button>
      </Dropdown>
      {upgrade && details && <UpgradeModal details={details} open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />}
    </>
  );
}

import { Suspense, lazy, useState } from 'react';
import { Avatar, Dropdown, Flex, Typography, theme, type MenuProps } from 'antd';
import { CheckOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { useSession } from '@balcao/ui';

// Loaded when 'Novo workspace' is first chosen.
const NewWorkspaceModal = lazy(() => import('./NewWorkspaceModal').then((module) => ({ default: module.NewWorkspaceModal })));

const NEW_WORKSPACE_KEY = '__new__';

function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || 'W';
}

/** Top of the sidebar: the current workspace and the others the user belongs to (spec 3 §2.4). */
export function WorkspaceSwitcher({ collapsed }: { collapsed: boolean }) {
  const { user, inboxId, switchInbox } = useSession();
  const { token } = theme.useToken();
  const [creating, setCreating] = useState(false);
  // Kept mounted once opened, so closing still animates.
  const [opened, setOpened] = useState(false);
  const current = user.inboxes.find((inbox) => inbox.id === inboxId);
  const currentName = current?.name ?? 'Sem workspace';

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'workspaces',
      label: 'Workspaces',
      children: user.inboxes.map((inbox) => ({
        key: inbox.id,
        label: (
          <Flex align="center" justify="space-between" gap={12} style={{ minWidth: 180 }}>
            <Typography.Text ellipsis style={{ maxWidth: 200 }}>
              {inbox.name}
            </Typography.Text>
            {inbox.id === inboxId && <CheckOutlined style={{ color: token.colorPrimary }} />}
          </Flex>
        ),
        icon: (
          <Avatar size={22} shape="square" style={{ background: token.colorPrimaryBg, color: token.colorPrimary }}>
            {initialOf(inbox.name)}
          </Avatar>
        ),
      })),
    },
    // Creating a workspace manages the office: the Gestor's alone (the server refuses others too).
    ...(user.isManager
      ? ([{ type: 'divider' }, { key: NEW_WORKSPACE_KEY, label: 'Novo Workspace', icon: <PlusOutlined /> }] as const)
      : []),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === NEW_WORKSPACE_KEY && user.isManager) {
      setOpened(true);
      setCreating(true);
    } else if (key !== inboxId) switchInbox(key);
  };

  const avatar = (
    <Avatar shape="square" size={collapsed ? 40 : 36} style={{ background: token.colorPrimary, flexShrink: 0 }}>
      {initialOf(currentName)}
    </Avatar>
  );

  return (
    <>
      <Dropdown menu={{ items, onClick, selectedKeys: [inboxId] }} trigger={['click']} placement="bottomLeft">
        <button
          type="button"
          aria-label={`Trocar workspace (atual: ${currentName})`}
          title={collapsed ? `Workspace: ${currentName}` : undefined}
          style={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: collapsed ? 'center' : 'flex-start',
            gap: 10,
            width: '100%',
            padding: collapsed ? 6 : '8px 10px',
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            background: token.colorFillQuaternary,
            cursor: 'pointer',
            textAlign: 'left',
            color: token.colorText,
            font: 'inherit',
          }}
        >
          {avatar}
          {!collapsed && (
            <>
              <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text type="secondary" style={{ fontSize: 11, lineHeight: '16px' }}>
                  Workspace
                </Typography.Text>
                <Typography.Text strong ellipsis style={{ lineHeight: '20px' }}>
                  {currentName}
                </Typography.Text>
              </Flex>
              <SwapOutlined style={{ color: token.colorTextTertiary }} />
            </>
          )}
        </button>
      </Dropdown>
      {opened && (
        <Suspense fallback={null}>
          <NewWorkspaceModal open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}

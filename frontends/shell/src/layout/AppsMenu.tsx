import { Button, Dropdown, Flex, Tooltip, Typography, type MenuProps } from 'antd';
import { AppstoreOutlined, ExportOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { BalcaoLogo, useIsMobile } from '@balcao/ui';
import { useRuntimeConfig } from '../federation/RuntimeConfigContext';

const HOME_KEY = '__balcao__';

/** Apps menu (spec 1 §2): this product plus the sister products the deployment configures. */
export function AppsMenu() {
  const { apps } = useRuntimeConfig();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  // On a phone the top bar's room goes to the page's title: a menu with nothing but Balcão waits for sister apps.
  if (isMobile && apps.length === 0) return null;

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'apps',
      label: 'Aplicativos',
      children: [
        {
          key: HOME_KEY,
          icon: <BalcaoLogo compact height={22} />,
          label: (
            <Flex vertical>
              <Typography.Text strong>Balcão</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                Atendimento e CRM
              </Typography.Text>
            </Flex>
          ),
        },
        ...apps.map((app, index) => ({
          key: `app-${index}`,
          icon: <ExportOutlined />,
          label: (
            <a href={app.url} target="_blank" rel="noopener noreferrer">
              <Flex vertical>
                <Typography.Text strong>{app.name}</Typography.Text>
                {app.description && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {app.description}
                  </Typography.Text>
                )}
              </Flex>
            </a>
          ),
        })),
      ],
    },
  ];

  return (
    <Dropdown
      menu={{ items, onClick: ({ key }) => key === HOME_KEY && navigate('/home') }}
      trigger={['click']}
      placement="bottomRight"
    >
      <Tooltip title="Aplicativos">
        <Button type="text" shape="circle" icon={<AppstoreOutlined />} aria-label="Aplicativos" />
      </Tooltip>
    </Dropdown>
  );
}

import { Button, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useIsMobile, useSession } from '@balcao/ui';
import { visibleAddMenu } from './menu';

/** 'Adicionar' menu of spec 1 §2. Create modals live in their remotes, opened by `?new=1`. */
export function AddMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const isMobile = useIsMobile();
  const entries = visibleAddMenu(user.permissions);

  const items: MenuProps['items'] = entries.map(({ key, label, icon: Icon }) => ({ key, label, icon: <Icon /> }));
  const onClick: MenuProps['onClick'] = ({ key }) => {
    const entry = entries.find((item) => item.key === key);
    if (entry) navigate(entry.to);
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="primary" icon={<PlusOutlined />} aria-label="Adicionar">
        {!isMobile && (
          <>
            Adicionar <DownOutlined style={{ fontSize: 10 }} />
          </>
        )}
      </Button>
    </Dropdown>
  );
}

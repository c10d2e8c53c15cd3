import type { Funnel } from '@balcao/contracts';
import { CheckOutlined, DownOutlined, FunnelPlotOutlined, PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useNavigate } from 'react-router';

interface FunnelMenuProps {
  funnels: Funnel[];
  selected: Funnel | null;
  onSelect: (funnel: Funnel) => void;
  onCreate: () => void;
}

/** Spec 2 §2.1 'Funnel menu': the funnels with a check on the chosen one, 'Criar funil', 'Configurar funis'. */
export function FunnelMenu({ funnels, selected, onSelect, onCreate }: FunnelMenuProps) {
  const navigate = useNavigate();
  const items: MenuProps['items'] = [
    ...funnels.map((funnel) => ({
      key: funnel.id,
      label: funnel.name,
      icon: funnel.id === selected?.id ? <CheckOutlined /> : <span style={{ display: 'inline-block', width: 14 }} />,
    })),
    ...(funnels.length ? [{ type: 'divider' as const }] : []),
    { key: 'create', label: 'Criar funil', icon: <PlusOutlined /> },
    { key: 'settings', label: 'Configurar funis', icon: <SettingOutlined /> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'create') onCreate();
    else if (key === 'settings') navigate('/settings?tab=funnel');
    else {
      const funnel = funnels.find((item) => item.id === key);
      if (funnel) onSelect(funnel);
    }
  };
  return (
    <Dropdown menu={{ items, onClick, selectedKeys: selected ? [selected.id] : [] }} trigger={['click']} placement="bottomRight">
      <Button icon={<FunnelPlotOutlined />} aria-label="Funis">
        {selected?.name ?? 'Selecione um funil'} <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

import type { Integration } from '@balcao/contracts';
import { ClearOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Switch, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { DrawerFilters } from '../lib/conversation-filters';
import { DeviceSelect } from './DeviceSelect';
import { FilterTagChips } from './FilterTagChips';
import { ResponsibleFilterSelect } from './ResponsibleFilterSelect';

const DRAWER_WIDTH = 360;

interface ConversationFiltersDrawerProps {
  open: boolean;
  onClose: () => void;
  devices: readonly Integration[];
  deviceId: string | undefined;
  onDeviceChange: (id: string) => void;
  filters: DrawerFilters;
  onChange: (changes: Partial<DrawerFilters>) => void;
  onClear: () => void;
  active: boolean;
}

/** A titled section; its control names itself (aria-label), since antd selects are not inputs. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Text strong>{label}</Typography.Text>
      {children}
    </Flex>
  );
}

/**
 * 'Filtros de conversas' (spec 1 §2): each change applies to the list at once. Its content
 * (and the attendants and tags it reads) loads only when it opens.
 */
export function ConversationFiltersDrawer({
  open,
  onClose,
  devices,
  deviceId,
  onDeviceChange,
  filters,
  onChange,
  onClear,
  active,
}: ConversationFiltersDrawerProps) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title="Filtros de conversas"
      placement="right"
      size={Math.min(DRAWER_WIDTH, typeof window === 'undefined' ? DRAWER_WIDTH : window.innerWidth)}
      destroyOnHidden
      footer={
        <Flex justify="space-between" gap={8}>
          <Button icon={<ClearOutlined />} onClick={onClear} disabled={!active}>
            Limpar filtros
          </Button>
          <Button type="primary" onClick={onClose}>
            Ver conversas
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={24}>
        <Field label="Dispositivo">
          <DeviceSelect devices={devices} value={deviceId} onChange={onDeviceChange} />
        </Field>
        <Field label="Responsável">
          <ResponsibleFilterSelect value={filters.userId} onChange={(userId) => onChange({ userId })} />
        </Field>
        <Field label="Etiquetas">
          <FilterTagChips value={filters.tags} onChange={(tags) => onChange({ tags })} />
        </Field>
        <Flex justify="space-between" align="center" gap={12}>
          <Typography.Text strong>
            <label htmlFor="conversation-filter-unread">Somente não lidas</label>
          </Typography.Text>
          <Switch
            id="conversation-filter-unread"
            checked={filters.showOnlyUnread}
            onChange={(showOnlyUnread) => onChange({ showOnlyUnread })}
          />
        </Flex>
        <Flex justify="space-between" align="center" gap={12}>
          <Typography.Text strong>
            <label htmlFor="conversation-filter-sla">SLA vencido</label>
          </Typography.Text>
          <Switch id="conversation-filter-sla" checked={Boolean(filters.slaOverdue)} onChange={(slaOverdue) => onChange({ slaOverdue })} />
        </Flex>
      </Flex>
    </Drawer>
  );
}

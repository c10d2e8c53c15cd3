import type { Integration } from '@balcao/contracts';
import { Flex, Select, Typography } from 'antd';
import { ConnectionDot } from '../../integrations/components/ConnectionDot';
import { DEVICE_STATE_LABELS, deviceStateOf } from '../../integrations/lib/integration-status';

interface DeviceSelectProps {
  devices: readonly Integration[];
  value: string | undefined;
  onChange: (id: string) => void;
  loading?: boolean;
}

/** The list's device header (spec 1 §2): which WhatsApp number, and whether it is connected. */
export function DeviceSelect({ devices, value, onChange, loading }: DeviceSelectProps) {
  return (
    <Select
      aria-label="Dispositivo"
      value={value}
      onChange={onChange}
      loading={loading}
      placeholder="Selecione um dispositivo"
      style={{ width: '100%' }}
      popupMatchSelectWidth
      options={devices.map((device) => ({
        value: device.id,
        title: device.name,
        label: (
          <Flex align="center" gap={8} style={{ minWidth: 0 }}>
            <ConnectionDot status={device.config.status} />
            <Typography.Text ellipsis style={{ minWidth: 0 }}>
              {device.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 'auto', flexShrink: 0 }}>
              {DEVICE_STATE_LABELS[deviceStateOf(device.config.status)]}
            </Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
}

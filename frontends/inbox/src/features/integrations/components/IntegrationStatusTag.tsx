import { Tag } from 'antd';
import { DEVICE_STATE_LABELS, deviceStateOf } from '../lib/integration-status';

const COLOURS = { connected: 'success', disconnected: 'error', pending: 'warning' } as const;

/** Conectado / Desconectado / Pendente (spec 1 §3). */
export function IntegrationStatusTag({ status }: { status: string }) {
  const state = deviceStateOf(status);
  return (
    <Tag color={COLOURS[state]} style={{ marginInlineEnd: 0 }}>
      {DEVICE_STATE_LABELS[state]}
    </Tag>
  );
}

import type { Integration, IntegrationStatus } from '@balcao/contracts';

export type DeviceState = 'connected' | 'disconnected' | 'pending';

/** Spec 1 §3: connected and disconnected are themselves; anything else is shown as pending. */
export function deviceStateOf(status: string | null | undefined): DeviceState {
  return status === 'connected' || status === 'disconnected' ? status : 'pending';
}

export const DEVICE_STATE_LABELS: Record<DeviceState, string> = {
  connected: 'Conectado',
  disconnected: 'Desconectado',
  pending: 'Pendente',
};

export const isConnected = (integration: Pick<Integration, 'config'>) =>
  deviceStateOf(integration.config.status) === 'connected';

/** `conversation:list:update` data of kind 'integration'. */
export interface IntegrationStatusFrame {
  kind: 'integration';
  integrationId: string;
  status: string;
  phoneNumber: string | null;
}

/** Flips one device's status in a cached list (pure; same array when nothing changes). */
export function applyIntegrationStatus(
  list: Integration[] | undefined,
  frame: Pick<IntegrationStatusFrame, 'integrationId' | 'status' | 'phoneNumber'>,
): Integration[] | undefined {
  if (!list) return list;
  const at = list.findIndex((item) => item.id === frame.integrationId);
  if (at === -1) return list;
  const current = list[at];
  const status: IntegrationStatus = deviceStateOf(frame.status);
  if (current.config.status === status && current.config.phoneNumber === frame.phoneNumber) return list;
  return list.map((item, i) => (i === at ? { ...item, config: { ...item.config, status, phoneNumber: frame.phoneNumber } } : item));
}

/**
 * The device the conversation list opens on (spec 1 §4): the remembered one while it exists,
 * else the first connected, else the first.
 */
export function pickDefaultDevice(devices: readonly Integration[], rememberedId?: string | null): Integration | undefined {
  const remembered = rememberedId ? devices.find((device) => device.id === rememberedId) : undefined;
  return remembered ?? devices.find(isConnected) ?? devices[0];
}

import { ModalOrDrawer, useSession } from '@balcao/ui';
import { Alert, Button, Empty, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useDevices, useSetDeviceAgent } from '../api/devices';

/** The integration step: pick a WhatsApp device for the agent (spec 3 §2.1). */
export function LinkDeviceModal({ open, onClose, agentId }: { open: boolean; onClose: () => void; agentId: string }) {
  const { inboxId } = useSession();
  const devices = useDevices(inboxId, open);
  const link = useSetDeviceAgent();
  const [deviceId, setDeviceId] = useState<string | null>(null);
  const options = (devices.data ?? []).filter((device) => device.agentId !== agentId);

  const confirm = async () => {
    if (!deviceId) return;
    await link.mutateAsync({ deviceIds: [deviceId], agentId });
    setDeviceId(null);
    onClose();
  };

  return (
    <ModalOrDrawer open={open} onClose={onClose} title="Vincular dispositivo" closable={!link.isPending}>
      <Flex vertical gap={16}>
        <Alert type="warning" showIcon message="Quando o dispositivo já tem um fluxo de atendimento, o agente de IA tem prioridade e o fluxo é ignorado." />
        {devices.data && options.length === 0 ? (
          <Empty description="Nenhum dispositivo disponível. Conecte um WhatsApp em Integrações." />
        ) : (
          <div>
            <Typography.Text>Dispositivo</Typography.Text>
            <Select
              aria-label="Dispositivo"
              style={{ width: '100%' }}
              loading={devices.isPending}
              placeholder="Selecione um dispositivo"
              value={deviceId}
              onChange={setDeviceId}
              options={options.map((device) => ({ value: device.id, label: device.agentId ? `${device.name} (outro agente)` : device.flowId ? `${device.name} (com fluxo)` : device.name }))}
            />
          </div>
        )}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={link.isPending}>
            Cancelar
          </Button>
          <Button type="primary" disabled={!deviceId} loading={link.isPending} onClick={() => void confirm().catch(() => undefined)}>
            Confirmar
          </Button>
        </Flex>
      </Flex>
    </ModalOrDrawer>
  );
}

import type { Flow } from '@balcao/contracts';
import { ModalOrDrawer, toast, useSession } from '@balcao/ui';
import { Alert, Empty, Flex, List, Skeleton, Switch, Typography } from 'antd';
import { useLinkDevice, useDevices } from '../api/devices';

/** 'Vincular dispositivo' (spec 2 §2.5): which WhatsApp devices run this flow. */
export function LinkDeviceModal({ flow, onClose }: { flow: Flow; onClose: () => void }) {
  const { inboxId } = useSession();
  const devices = useDevices(inboxId);
  const link = useLinkDevice();

  const toggle = async (deviceId: string, linked: boolean) => {
    await link.mutateAsync({ deviceId, flowId: linked ? flow.id : null });
    toast.success(linked ? 'Dispositivo vinculado ao fluxo' : 'Dispositivo desvinculado do fluxo');
  };

  return (
    <ModalOrDrawer open title="Vincular dispositivo" onClose={onClose} size="md">
      {devices.isPending ? (
        <Skeleton active />
      ) : !devices.data?.length ? (
        <Empty description="Nenhum dispositivo neste workspace. Crie um em Integrações." />
      ) : (
        <List
          dataSource={devices.data}
          renderItem={(device) => {
            const linked = device.flowId === flow.id;
            return (
              <List.Item>
                <Flex vertical gap={6} style={{ width: '100%' }}>
                  <Flex justify="space-between" align="center" gap="small">
                    <div>
                      <Typography.Text strong>{device.name}</Typography.Text>
                      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                        {device.config.status === 'connected' ? 'Conectado' : 'Desconectado'}
                        {device.flowId && !linked ? ' · usa outro fluxo' : ''}
                      </Typography.Text>
                    </div>
                    <Switch
                      aria-label={`Usar este fluxo em ${device.name}`}
                      checked={linked}
                      loading={link.isPending && link.variables?.deviceId === device.id}
                      onChange={(checked) => void toggle(device.id, checked).catch(() => undefined)}
                    />
                  </Flex>
                  {device.agentId && (
                    <Alert
                      type="warning"
                      showIcon
                      title="Este dispositivo tem um agente de IA. Com agente e fluxo definidos, o agente de IA tem prioridade e o fluxo é ignorado."
                    />
                  )}
                </Flex>
              </List.Item>
            );
          }}
        />
      )}
    </ModalOrDrawer>
  );
}

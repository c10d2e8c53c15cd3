import type { Integration } from '@balcao/contracts';
import { ModalOrDrawer, toast } from '@balcao/ui';
import { Button, Flex, Form, Input } from 'antd';
import { useUpdateIntegration } from '../api/update-integration';
import { DeviceLinkFields, useDeviceLinksBody, type DeviceLinks } from './DeviceLinkFields';

/** Renames a device and sets what it runs: the funnel its new contacts become leads of, its flow and its AI agent. */
export function EditIntegrationModal({ integration, onClose }: { integration: Integration; onClose: () => void }) {
  const update = useUpdateIntegration();
  const linksBody = useDeviceLinksBody();
  const submit = async ({ name, ...links }: { name: string } & DeviceLinks) => {
    try {
      // Links the user may not see are left as they are.
      await update.mutateAsync({ id: integration.id, body: { name: name.trim(), ...linksBody(links) } });
      toast.success('Dispositivo atualizado');
      onClose();
    } catch {
      // The api client already showed the server's message.
    }
  };
  return (
    <ModalOrDrawer open title="Editar dispositivo" onClose={onClose} size="sm" closable={!update.isPending}>
      <Form layout="vertical" requiredMark={false} initialValues={{ name: integration.name, funnelId: integration.funnelId, flowId: integration.flowId, agentId: integration.agentId }} onFinish={submit} style={{ marginTop: 16 }}>
        <Form.Item
          name="name"
          label="Nome"
          rules={[
            { required: true, whitespace: true, message: 'Nome da integração é obrigatório' },
            { max: 120, message: 'Use até 120 caracteres' },
          ]}
        >
          <Input autoFocus maxLength={120} />
        </Form.Item>
        <DeviceLinkFields />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancelar
          </Button>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Salvar
          </Button>
        </Flex>
      </Form>
    </ModalOrDrawer>
  );
}

import type { Integration } from '@balcao/contracts';
import { ModalOrDrawer, toast } from '@balcao/ui';
import { Button, Flex, Form, Input } from 'antd';
import { useFunnelsForDevices } from '../api/get-funnels';
import { useUpdateIntegration } from '../api/update-integration';
import { FunnelField } from './FunnelField';

/** Renames a device and links it to the funnel its new contacts become leads of. */
export function EditIntegrationModal({ integration, onClose }: { integration: Integration; onClose: () => void }) {
  const update = useUpdateIntegration();
  const { allowed: showsFunnel } = useFunnelsForDevices();
  const submit = async ({ name, funnelId }: { name: string; funnelId?: string | null }) => {
    try {
      // A cleared select is sent as null (spec 2 §7: nulls when empty); without the CRM field the link is kept.
      await update.mutateAsync({ id: integration.id, body: { name: name.trim(), ...(showsFunnel ? { funnelId: funnelId ?? null } : {}) } });
      toast.success('Dispositivo atualizado');
      onClose();
    } catch {
      // The api client already showed the server's message.
    }
  };
  return (
    <ModalOrDrawer open title="Editar dispositivo" onClose={onClose} size="sm" closable={!update.isPending}>
      <Form layout="vertical" requiredMark={false} initialValues={{ name: integration.name, funnelId: integration.funnelId }} onFinish={submit} style={{ marginTop: 16 }}>
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
        <FunnelField />
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

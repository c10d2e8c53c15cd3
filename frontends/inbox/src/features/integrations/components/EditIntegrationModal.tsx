import type { Integration } from '@balcao/contracts';
import { ModalOrDrawer, toast } from '@balcao/ui';
import { Button, Flex, Form, Input } from 'antd';
import { useUpdateIntegration } from '../api/update-integration';

/** Renames a device. */
export function EditIntegrationModal({ integration, onClose }: { integration: Integration; onClose: () => void }) {
  const update = useUpdateIntegration();
  const submit = async ({ name }: { name: string }) => {
    try {
      await update.mutateAsync({ id: integration.id, body: { name: name.trim() } });
      toast.success('Dispositivo atualizado');
      onClose();
    } catch {
      // The api client already showed the server's message.
    }
  };
  return (
    <ModalOrDrawer open title="Editar dispositivo" onClose={onClose} size="sm" closable={!update.isPending}>
      <Form layout="vertical" requiredMark={false} initialValues={{ name: integration.name }} onFinish={submit} style={{ marginTop: 16 }}>
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

import { type Inbox, ZInboxBody } from '@balcao/contracts';
import { ModalFooter, ModalOrDrawer, toast, useSession } from '@balcao/ui';
import { Alert, Flex, Form, Input } from 'antd';
import { useIdempotencyKey } from '../../../hooks/use-idempotency-key';
import { showApiFieldError } from '../../../lib/api-field-errors';
import { zodRule } from '../../../lib/form-rules';
import { useCreateInbox } from '../api/create-inbox';
import { useUpdateInbox } from '../api/update-inbox';

type WorkspaceFormValues = { name: string };

type Props = {
  /** The workspace being edited; none to create one. */
  inbox?: Inbox;
  onClose: () => void;
};

const NAME_MAX = 80;

export function WorkspaceFormModal({ inbox, onClose }: Props) {
  const [form] = Form.useForm<WorkspaceFormValues>();
  const name = Form.useWatch('name', form);
  const { officeId, refreshUser } = useSession();
  const createInbox = useCreateInbox();
  const updateInbox = useUpdateInbox();
  const idempotencyKey = useIdempotencyKey();
  const saving = createInbox.isPending || updateInbox.isPending;

  const handleFinish = async (values: WorkspaceFormValues) => {
    const body = { name: values.name.trim() };
    try {
      if (inbox) {
        await updateInbox.mutateAsync({ id: inbox.id, body });
        toast.success('Workspace atualizado');
      } else {
        await createInbox.mutateAsync({ body: { ...body, officeId }, idempotencyKey: idempotencyKey.current() });
        toast.success('Workspace criado');
      }
      // The sidebar's workspace switcher lists the active user's workspaces.
      await refreshUser();
      onClose();
    } catch (error) {
      idempotencyKey.afterError(error);
      showApiFieldError(form, error, ['name']);
    }
  };

  return (
    <ModalOrDrawer
      open
      title={inbox ? 'Editar workspace' : 'Novo workspace'}
      onClose={onClose}
      closable={!saving}
      size="sm"
      footer={
        <ModalFooter
          onCancel={onClose}
          onSubmit={() => form.submit()}
          saving={saving}
          submitDisabled={!name?.trim()}
        />
      }
    >
      <Flex vertical gap="middle">
        <Alert
          type="info"
          showIcon
          title="O que é um workspace?"
          description="Um workspace separa as conversas, os contatos e os dispositivos de uma equipe. Cada atendente vê apenas os workspaces aos quais está vinculado."
        />
        <Form<WorkspaceFormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ name: inbox?.name ?? '' }}
          onFinish={handleFinish}
        >
          <Form.Item
            name="name"
            label="Nome do workspace"
            rules={[zodRule(ZInboxBody.shape.name)]}
            style={{ marginBottom: 0 }}
          >
            <Input autoComplete="off" placeholder="Ex.: Trabalhista" maxLength={NAME_MAX} />
          </Form.Item>
        </Form>
      </Flex>
    </ModalOrDrawer>
  );
}

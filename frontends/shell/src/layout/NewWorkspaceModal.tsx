import { useState } from 'react';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { ZInboxBody, type Inbox } from '@balcao/contracts';
import { api, ModalOrDrawer, newIdempotencyKey, toast, useSession } from '@balcao/ui';
import { zodRule } from '../lib/zod-rule';

interface Props {
  open: boolean;
  onClose: () => void;
}

interface FormValues {
  name: string;
}

/** 'Novo Workspace' from the switcher: creates it and switches to it (spec 3 §2.4). */
export function NewWorkspaceModal({ open, onClose }: Props) {
  const { officeId, switchInbox } = useSession();
  const [form] = Form.useForm<FormValues>();
  const [switching, setSwitching] = useState(false);

  const create = useMutation({
    mutationFn: (values: FormValues) =>
      api.post<Inbox>('/inbox', { name: values.name.trim(), officeId }, { idempotencyKey: newIdempotencyKey() }),
    onSuccess: (inbox) => {
      toast.success('Workspace criado com sucesso!', `Abrindo o workspace ${inbox.name}...`);
      setSwitching(true);
      switchInbox(inbox.id);
    },
  });

  const busy = create.isPending || switching;

  return (
    <ModalOrDrawer
      open={open}
      onClose={busy ? () => undefined : onClose}
      closable={!busy}
      title="Novo Workspace"
      size="md"
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            Criar workspace
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Alert
          type="info"
          showIcon
          title="Workspaces separam os atendimentos do escritório"
          description="Cada workspace tem suas próprias conversas, contatos, etiquetas, respostas rápidas e integrações de WhatsApp. Use um para cada área ou unidade do escritório."
        />
        <Form<FormValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => create.mutate(values)}
          disabled={busy}
        >
          <Form.Item
            name="name"
            label="Nome do workspace"
            rules={[zodRule(ZInboxBody.shape.name)]}
            style={{ marginBottom: 0 }}
          >
            <Input placeholder="Ex.: Trabalhista" maxLength={80} autoFocus />
          </Form.Item>
        </Form>
      </Flex>
    </ModalOrDrawer>
  );
}

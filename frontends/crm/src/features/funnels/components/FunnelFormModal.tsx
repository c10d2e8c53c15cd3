import { CRM_MESSAGES, type Funnel } from '@balcao/contracts';
import { ModalFooter, ModalOrDrawer, toast, useSession } from '@balcao/ui';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useCreateFunnel, useUpdateFunnel } from '../api/funnels';

interface FunnelFormModalProps {
  /** The funnel being renamed; none to create one. */
  funnel?: Funnel | null;
  onClose: () => void;
  onCreated?: (funnel: Funnel) => void;
}

/**
 * Funnel modal (spec 2 §2.1): a name, and a workspace only on creation (the first of the
 * user's); confirm needs a trimmed name and a workspace; editing sends only the name.
 */
export function FunnelFormModal({ funnel, onClose, onCreated }: FunnelFormModalProps) {
  const { user, inboxId } = useSession();
  const [name, setName] = useState(funnel?.name ?? '');
  const [workspaceId, setWorkspaceId] = useState<string | undefined>(inboxId || user.inboxes[0]?.id);
  const create = useCreateFunnel();
  const update = useUpdateFunnel();
  const saving = create.isPending || update.isPending;
  const canSave = name.trim() !== '' && (Boolean(funnel) || Boolean(workspaceId));

  const submit = async () => {
    if (!canSave) return;
    if (funnel) {
      await update.mutateAsync({ id: funnel.id, name: name.trim() });
      toast.success('Funil atualizado com sucesso');
    } else {
      const created = await create.mutateAsync({ name: name.trim(), inboxId: workspaceId! });
      toast.success('Funil criado com sucesso');
      onCreated?.(created);
    }
    onClose();
  };

  return (
    <ModalOrDrawer
      open
      size="sm"
      title={funnel ? 'Editar funil' : 'Criar funil'}
      onClose={onClose}
      closable={!saving}
      footer={<ModalFooter onCancel={onClose} onSubmit={() => void submit().catch(() => undefined)} saving={saving} submitDisabled={!canSave} />}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Nome" htmlFor="funnel-name" required>
          <Input
            id="funnel-name"
            value={name}
            maxLength={120}
            placeholder={CRM_MESSAGES.funnelNameRequired}
            onChange={(event) => setName(event.target.value)}
            onPressEnter={() => void submit().catch(() => undefined)}
          />
        </Form.Item>
        {!funnel && (
          <Form.Item label="Workspace" htmlFor="funnel-workspace" required>
            <Select
              id="funnel-workspace"
              value={workspaceId}
              onChange={setWorkspaceId}
              options={user.inboxes.map((inbox) => ({ value: inbox.id, label: inbox.name }))}
            />
          </Form.Item>
        )}
      </Form>
    </ModalOrDrawer>
  );
}

import { DEFAULT_FLOW_COLOR, FLOW_MESSAGES, type Flow, type FlowColor } from '@balcao/contracts';
import { ApiRequestError, ModalFooter, ModalOrDrawer, toast, useSession } from '@balcao/ui';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useCreateFlow, useUpdateFlow } from '../api/flows';
import { FlowColorPicker } from './FlowColorPicker';

interface FlowFormModalProps {
  /** The flow whose data is edited; none to create one. */
  flow?: Flow | null;
  onClose: () => void;
  onCreated?: (flow: Flow) => void;
}

/** Create/edit flow modal of spec 2 §2.4: name (required), description, one of five colours. */
export function FlowFormModal({ flow, onClose, onCreated }: FlowFormModalProps) {
  const { inboxId } = useSession();
  const [name, setName] = useState(flow?.name ?? '');
  const [description, setDescription] = useState(flow?.description ?? '');
  const [color, setColor] = useState<FlowColor>(flow?.color ?? DEFAULT_FLOW_COLOR);
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateFlow();
  const update = useUpdateFlow();
  const saving = create.isPending || update.isPending;

  const submit = async () => {
    if (saving) return;
    if (!name.trim()) {
      setNameError(FLOW_MESSAGES.nameRequired);
      toast.error(FLOW_MESSAGES.nameRequired, FLOW_MESSAGES.nameRequiredDescription);
      return;
    }
    const body = { name: name.trim(), description: description.trim() || null, color };
    try {
      if (flow) {
        await update.mutateAsync({ id: flow.id, ...body });
        toast.success('Fluxo atualizado com sucesso');
      } else {
        const created = await create.mutateAsync({ ...body, inboxId, content: { steps: [], initialStepId: '' } });
        toast.success('Fluxo criado com sucesso');
        // The creator goes on to the editor; closing would also rewrite the URL.
        if (onCreated) return onCreated(created);
      }
      onClose();
    } catch (error) {
      // The api client already showed the server's message; keep it under the name when it is about it.
      if (error instanceof ApiRequestError && error.status === 400 && /nome/i.test(error.message)) setNameError(error.message);
    }
  };

  return (
    <ModalOrDrawer
      open
      size="sm"
      title={flow ? 'Editar fluxo' : 'Criar fluxo'}
      onClose={onClose}
      closable={!saving}
      footer={<ModalFooter onCancel={onClose} onSubmit={() => void submit()} saving={saving} submitLabel={flow ? 'Salvar' : 'Criar'} />}
    >
      <Form layout="vertical" component="div">
        <Form.Item label="Nome" htmlFor="flow-name" required validateStatus={nameError ? 'error' : undefined} help={nameError ?? undefined}>
          <Input
            id="flow-name"
            value={name}
            maxLength={120}
            placeholder="Ex.: Atendimento inicial"
            onChange={(event) => {
              setName(event.target.value);
              if (event.target.value.trim()) setNameError(null);
            }}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
        <Form.Item label="Descrição" htmlFor="flow-description">
          <Input.TextArea
            id="flow-description"
            value={description}
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 5 }}
            placeholder="Opcional"
            onChange={(event) => setDescription(event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Cor">
          <FlowColorPicker value={color} onChange={setColor} />
        </Form.Item>
      </Form>
    </ModalOrDrawer>
  );
}

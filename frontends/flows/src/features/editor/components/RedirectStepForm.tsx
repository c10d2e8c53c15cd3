import { useSession } from '@balcao/ui';
import { Flex, Radio, Select } from 'antd';
import { useAttendants } from '../../attendants/api/get-attendants';
import { MessageField } from './MessageField';
import type { StepFormProps } from './step-form-props';

/** Redirect to an attendant (spec 2 §4): the most available one, or a specific one. */
export function RedirectStepForm({ step, onChange }: StepFormProps) {
  const { inboxId } = useSession();
  const attendants = useAttendants(inboxId);
  const isAvailable = step.metadata?.isAvailable ?? true;
  return (
    <Flex vertical gap="middle">
      <MessageField id="step-content" label="Mensagem antes de transferir (opcional)" value={step.content} onChange={(text) => onChange({ ...step, content: text })} placeholder="Ex.: Vou te passar para um de nossos atendentes." />
      <Radio.Group
        aria-label="Atendente"
        value={isAvailable ? 'available' : 'specific'}
        onChange={(event) => onChange({ ...step, metadata: { isAvailable: event.target.value === 'available', userId: event.target.value === 'available' ? null : (step.metadata?.userId ?? null) } })}
        options={[
          { value: 'available', label: 'Atendente mais disponível' },
          { value: 'specific', label: 'Atendente específico' },
        ]}
      />
      {!isAvailable && (
        <Flex vertical gap={4}>
          <label htmlFor="step-attendant" style={{ fontWeight: 500 }}>
            Atendente
          </label>
          <Select
            id="step-attendant"
            showSearch={{ optionFilterProp: 'label' }}
            loading={attendants.isPending}
            placeholder="Selecione um atendente"
            value={step.metadata?.userId ?? undefined}
            onChange={(userId) => onChange({ ...step, metadata: { isAvailable: false, userId } })}
            options={(attendants.data ?? []).map((user) => ({ value: user.id, label: user.name }))}
          />
        </Flex>
      )}
    </Flex>
  );
}

import { Flex } from 'antd';
import { editorKindOf } from '../lib/step-types';
import { MessageField } from './MessageField';
import { NextStepSelect } from './NextStepSelect';
import type { StepFormProps } from './step-form-props';
import { TimeoutField } from './TimeoutField';

const LABELS = { text: 'Mensagem', input: 'Pergunta', end: 'Mensagem de despedida' } as const;

/** Send message, ask question and end conversation: a required text (spec 2 §5). */
export function MessageStepForm({ step, onChange, content, nodeId }: StepFormProps) {
  const kind = editorKindOf(step) as keyof typeof LABELS;
  return (
    <Flex vertical gap="middle">
      <MessageField id="step-content" label={LABELS[kind] ?? 'Mensagem'} required value={step.content} onChange={(text) => onChange({ ...step, content: text })} placeholder="Digite a mensagem que o cliente vai receber" />
      {kind === 'input' && <TimeoutField value={step.timeoutSeconds} onChange={(timeoutSeconds) => onChange({ ...step, timeoutSeconds })} />}
      {kind !== 'end' && (
        <Flex vertical gap={4}>
          <label htmlFor="step-next" style={{ fontWeight: 500 }}>
            Próxima etapa
          </label>
          <NextStepSelect id="step-next" content={content} excludeNodeIds={[nodeId]} value={step.nextStepId} onChange={(nextStepId) => onChange({ ...step, nextStepId })} />
        </Flex>
      )}
    </Flex>
  );
}

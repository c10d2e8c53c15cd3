import { FLOW_LIMITS, FLOW_MESSAGES, type FlowOption } from '@balcao/contracts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { toast } from '@balcao/ui';
import { Button, Card, Flex, Input, Segmented, Typography } from 'antd';
import { editorKindOf } from '../lib/step-types';
import { MessageField } from './MessageField';
import { NextStepSelect } from './NextStepSelect';
import type { StepFormProps } from './step-form-props';
import { TimeoutField } from './TimeoutField';

/** Ask choice (list or buttons) and rating: a message and at least two titled options (spec 2 §5). */
export function ChoiceStepForm({ step, onChange, content, nodeId }: StepFormProps) {
  const isRating = editorKindOf(step) === 'rating';
  const options = step.options ?? [];
  const setOptions = (next: FlowOption[]) => onChange({ ...step, options: next });
  const setOption = (index: number, patch: Partial<FlowOption>) => setOptions(options.map((option, at) => (at === index ? { ...option, ...patch } : option)));

  const removeOption = (index: number) => {
    if (options.length <= FLOW_LIMITS.minOptions) {
      toast.error(FLOW_MESSAGES.cannotRemoveOption, FLOW_MESSAGES.cannotRemoveOptionDescription);
      return;
    }
    setOptions(options.filter((_option, at) => at !== index));
  };

  return (
    <Flex vertical gap="middle">
      {!isRating && (
        <Flex vertical gap={4}>
          <span style={{ fontWeight: 500 }}>Formato</span>
          <Segmented
            aria-label="Formato"
            value={step.type === 'button' ? 'button' : 'list'}
            onChange={(type) => onChange({ ...step, type: type as 'list' | 'button' })}
            options={[
              { value: 'list', label: 'Lista' },
              { value: 'button', label: 'Botões' },
            ]}
          />
        </Flex>
      )}
      <MessageField id="step-content" label="Mensagem" required value={step.content} onChange={(text) => onChange({ ...step, content: text })} placeholder="Ex.: Como podemos ajudar?" />
      <Flex vertical gap="small">
        <span style={{ fontWeight: 500 }}>Opções</span>
        {options.map((option, index) => (
          <Card key={index} size="small" styles={{ body: { display: 'flex', flexDirection: 'column', gap: 8 } }}>
            <Flex gap="small" align="center">
              <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                {index + 1}.
              </Typography.Text>
              <Input
                aria-label={`Título da opção ${index + 1}`}
                value={option.title}
                maxLength={FLOW_LIMITS.optionTitleMaxLength}
                showCount
                placeholder="Título da opção"
                onChange={(event) => setOption(index, { title: event.target.value })}
              />
              <Button aria-label={`Remover opção ${index + 1}`} icon={<DeleteOutlined />} onClick={() => removeOption(index)} />
            </Flex>
            {step.type === 'list' && !isRating && (
              <Input.TextArea
                aria-label={`Descrição da opção ${index + 1}`}
                value={option.text ?? ''}
                maxLength={FLOW_LIMITS.optionTextMaxLength}
                autoSize={{ minRows: 1, maxRows: 4 }}
                placeholder="Descrição (opcional)"
                onChange={(event) => setOption(index, { text: event.target.value || undefined })}
              />
            )}
            <NextStepSelect
              id={`option-next-${index}`}
              ariaLabel={`Próxima etapa da opção ${index + 1}`}
              content={content}
              excludeNodeIds={[nodeId]}
              value={option.nextStepId}
              onChange={(nextStepId) => setOption(index, { nextStepId })}
            />
          </Card>
        ))}
        <Button icon={<PlusOutlined />} onClick={() => setOptions([...options, { title: '', nextStepId: null, ...(isRating ? { value: options.length + 1 } : {}) }])}>
          Adicionar opção
        </Button>
      </Flex>
      <TimeoutField value={step.timeoutSeconds} onChange={(timeoutSeconds) => onChange({ ...step, timeoutSeconds })} />
    </Flex>
  );
}

import { FLOW_MESSAGES, type FlowContent, type FlowStep } from '@balcao/contracts';
import { validateFlow } from '@balcao/flow-engine';
import { toast, useIsMobile, useSession } from '@balcao/ui';
import { Alert, Button, Drawer, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { sampleFlowContext } from '../lib/preview-context';
import { editorKindOf, KIND_LABELS } from '../lib/step-types';
import { ChoiceStepForm } from './ChoiceStepForm';
import { LawsuitStepForm } from './LawsuitStepForm';
import { MessageStepForm } from './MessageStepForm';
import { PhonePreview } from './PhonePreview';
import { RedirectStepForm } from './RedirectStepForm';

/** Connection problems are the canvas's; the editor checks what the step itself says. */
const CONNECTION_CODES = new Set(['no_connection', 'orphan_option', 'no_finalization', 'missing_initial_step']);

export function stepProblems(steps: FlowStep[]): string[] {
  const problems = validateFlow({ steps, initialStepId: steps[0]?.id ?? '' }).filter((error) => !CONNECTION_CODES.has(error.code));
  return [...new Set(problems.map((problem) => problem.message))];
}

interface StepEditorDrawerProps {
  /** The node's steps as they are now (a new node's are not in the flow yet). */
  initial: FlowStep[];
  isNew: boolean;
  nodeId: string;
  content: FlowContent;
  onSave: (steps: FlowStep[]) => void;
  onClose: () => void;
}

/** The step editor of spec 2 §2.5: the form of the step's type beside a phone-style live preview. */
export function StepEditorDrawer({ initial, isNew, nodeId, content, onSave, onClose }: StepEditorDrawerProps) {
  const isMobile = useIsMobile();
  const { user } = useSession();
  const [steps, setSteps] = useState<FlowStep[]>(initial);
  // Problems show from the first save attempt on, and follow every change after it.
  const [triedToSave, setTriedToSave] = useState(false);
  const context = useMemo(() => sampleFlowContext(user), [user]);
  const step = steps[0];
  const kind = editorKindOf(step);
  const setStep = (next: FlowStep) => setSteps([next, ...steps.slice(1)]);
  // Spec 2 §5: message, question and end steps cannot be saved empty.
  const emptyMessage = (kind === 'text' || kind === 'input' || kind === 'end') && !step.content.trim();

  const problemsNow = () => {
    const found = stepProblems(steps);
    if (kind === 'redirect' && !step.metadata?.isAvailable && !step.metadata?.userId && !found.includes(FLOW_MESSAGES.attendantRequired)) found.push(FLOW_MESSAGES.attendantRequired);
    return found;
  };
  const problems = triedToSave ? problemsNow() : [];

  const save = () => {
    const found = problemsNow();
    setTriedToSave(true);
    if (found.length) {
      toast.error('Não foi possível salvar a etapa', found[0]);
      return;
    }
    onSave(steps);
  };

  const formProps = { step, onChange: setStep, content, nodeId };
  return (
    <Drawer
      open
      title={`${isNew ? 'Nova etapa' : 'Editar etapa'}: ${KIND_LABELS[kind]}`}
      onClose={onClose}
      placement="right"
      size={isMobile ? '100%' : 880}
      destroyOnHidden
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="primary" onClick={save} disabled={emptyMessage}>
            Salvar etapa
          </Button>
        </Flex>
      }
    >
      <Flex gap="large" vertical={isMobile} align="flex-start">
        <Flex vertical gap="middle" style={{ flex: 1, minWidth: 0, width: '100%' }}>
          {problems.length > 0 && <Alert type="error" showIcon title={problems.join(' ')} />}
          {kind === 'lawsuit' ? (
            <LawsuitStepForm steps={steps} onChange={setSteps} content={content} nodeId={nodeId} />
          ) : kind === 'choice' || kind === 'rating' ? (
            <ChoiceStepForm {...formProps} />
          ) : kind === 'redirect' ? (
            <RedirectStepForm {...formProps} />
          ) : (
            <MessageStepForm {...formProps} />
          )}
        </Flex>
        <div style={{ width: isMobile ? '100%' : 300, flexShrink: 0, position: isMobile ? undefined : 'sticky', top: 0 }}>
          <PhonePreview step={step} context={context} />
        </div>
      </Flex>
    </Drawer>
  );
}

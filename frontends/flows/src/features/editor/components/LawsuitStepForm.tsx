import type { FlowContent, FlowStep } from '@balcao/contracts';
import { Flex, Typography } from 'antd';
import { setLink } from '../lib/flow-content-edits';
import { MessageField } from './MessageField';
import { NextStepSelect } from './NextStepSelect';

interface LawsuitStepFormProps {
  steps: FlowStep[];
  onChange: (steps: FlowStep[]) => void;
  content: FlowContent;
  nodeId: string;
}

/** The four chained steps of the case-progress lookup (spec 2 §4), their texts and where the group leads. */
export function LawsuitStepForm({ steps, onChange, content, nodeId }: LawsuitStepFormProps) {
  const set = (index: number, text: string) => onChange(steps.map((step, at) => (at === index ? { ...step, content: text } : step)));
  const exit = steps[steps.length - 1]?.nextStepId ?? null;
  const setExit = (target: string | null) => onChange(setLink({ steps, initialStepId: '' }, nodeId, 'exit', target).steps);
  const labels = ['Menu do processo', 'Forma de consulta', 'Pergunta do número do processo', 'Mensagem durante a consulta'];
  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">O cliente escolhe consultar o andamento, informa o número CNJ e recebe as últimas movimentações do processo.</Typography.Text>
      {steps.map((step, index) => (
        <MessageField key={step.id} id={`lawsuit-${index}`} label={labels[index] ?? 'Mensagem'} required value={step.content} onChange={(text) => set(index, text)} />
      ))}
      <Flex vertical gap={4}>
        <label htmlFor="lawsuit-exit" style={{ fontWeight: 500 }}>
          Depois da consulta, seguir para
        </label>
        <NextStepSelect id="lawsuit-exit" content={content} excludeNodeIds={[nodeId]} value={exit} onChange={setExit} />
      </Flex>
    </Flex>
  );
}

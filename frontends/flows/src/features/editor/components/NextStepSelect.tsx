import { END_STEP_ID, type FlowContent } from '@balcao/contracts';
import { Select } from 'antd';
import { entryStepId, nodeIdOfStep } from '../lib/flow-content-edits';
import { editorKindOf, KIND_LABELS } from '../lib/step-types';

interface NextStepSelectProps {
  id: string;
  content: FlowContent;
  /** Nodes it cannot lead to (the step being edited). */
  excludeNodeIds: string[];
  value: string | null | undefined;
  onChange: (stepId: string | null) => void;
  ariaLabel?: string;
}

const excerpt = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);

/** Connecting without dragging (phones, keyboards): the same link a handle draws. */
export function NextStepSelect({ id, content, excludeNodeIds, value, onChange, ariaLabel }: NextStepSelectProps) {
  const seen = new Set<string>();
  const options = content.steps.flatMap((step) => {
    const nodeId = nodeIdOfStep(step);
    if (seen.has(nodeId) || excludeNodeIds.includes(nodeId) || entryStepId(content, nodeId) === content.initialStepId) return [];
    seen.add(nodeId);
    const kind = editorKindOf(step);
    const label = kind === 'end' ? 'Fim da conversa' : `${KIND_LABELS[kind]}${step.content ? `: ${excerpt(step.content)}` : ''}`;
    return [{ value: entryStepId(content, nodeId) ?? step.id, label }];
  });
  const hasEnd = content.steps.some((step) => step.id === END_STEP_ID);
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      allowClear
      placeholder="Sem conexão"
      value={value ?? undefined}
      onChange={(next) => onChange(next ?? null)}
      options={hasEnd || value !== END_STEP_ID ? options : [...options, { value: END_STEP_ID, label: 'Fim da conversa' }]}
      style={{ width: '100%' }}
    />
  );
}

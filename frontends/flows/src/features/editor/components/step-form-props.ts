import type { FlowContent, FlowStep } from '@balcao/contracts';

export interface StepFormProps {
  step: FlowStep;
  onChange: (step: FlowStep) => void;
  /** The flow, to choose where the step leads. */
  content: FlowContent;
  nodeId: string;
}

import { FLOW_MESSAGES, type FlowContent, type FlowValidationError } from '@balcao/contracts';
import { validateConnections } from './validate-connections';
import { validateStepContent } from './validate-step-content';

/** Every problem of a flow, each with the step to jump to; empty when the flow can run. */
export function validateFlow(flow: FlowContent): FlowValidationError[] {
  const hasInitialStep = flow.steps.some((step) => step.id === flow.initialStepId);
  const initial: FlowValidationError[] = hasInitialStep ? [] : [{ code: 'missing_initial_step', stepId: flow.initialStepId, message: FLOW_MESSAGES.missingInitialStep }];
  return [...initial, ...validateConnections(flow), ...flow.steps.flatMap(validateStepContent)];
}

import { END_STEP_ID, FLOW_MESSAGES, type FlowContent, type FlowValidationError } from '@balcao/contracts';
import { isTerminalKind, stepKindOf } from './step-kind';

/** no_connection, orphan_option and no_finalization: the editor panel's three groups (spec 2 §2.5, §4). */
export function validateConnections(flow: FlowContent): FlowValidationError[] {
  const ids = new Set(flow.steps.map((step) => step.id));
  const leadsSomewhere = (target: string | null | undefined) => !!target && (ids.has(target) || target === END_STEP_ID);
  const errors: FlowValidationError[] = [];
  let finishes = false;

  for (const step of flow.steps) {
    const kind = stepKindOf(step);
    if (isTerminalKind(kind)) {
      finishes = true;
      continue;
    }
    if (kind === 'choice' || kind === 'rating') {
      for (const option of step.options ?? []) {
        const target = option.nextStepId ?? step.nextStepId;
        if (target === END_STEP_ID) finishes = true;
        if (!leadsSomewhere(target)) errors.push({ code: 'orphan_option', stepId: step.id, message: FLOW_MESSAGES.orphanOption(option.title) });
      }
      continue;
    }
    if (step.nextStepId === END_STEP_ID) finishes = true;
    if (!leadsSomewhere(step.nextStepId)) errors.push({ code: 'no_connection', stepId: step.id, message: FLOW_MESSAGES.noConnection });
  }

  if (flow.steps.length > 0 && !finishes) {
    errors.push({ code: 'no_finalization', stepId: flow.initialStepId, message: FLOW_MESSAGES.noFinalization });
  }
  return errors;
}

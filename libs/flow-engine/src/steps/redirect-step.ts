import type { FlowAction } from '@balcao/contracts';
import { fillPlaceholders } from '../placeholders';
import { sayIfAny, type StepHandler, type StepRun } from '../step-outcome';

function assignmentOf({ step }: StepRun): FlowAction {
  const userId = step.metadata?.userId;
  // Validation asks for an attendant; a flow saved without one still reaches a human.
  if (step.metadata?.isAvailable || !userId) return { type: 'ASSIGN_USER', mode: 'most-available' };
  return { type: 'ASSIGN_USER', mode: 'specific', userId };
}

/** Hands the conversation to a human; the flow stops here. */
export const redirectStep: StepHandler = {
  enter: (run) => ({
    messages: sayIfAny(fillPlaceholders(run.step.content, run.context)),
    actions: [assignmentOf(run)],
    next: { kind: 'stop', status: 'handed_off' },
  }),
};

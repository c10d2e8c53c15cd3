import { fillPlaceholders } from '../placeholders';
import { sayIfAny, type StepHandler } from '../step-outcome';

/** Says goodbye and finishes the conversation. */
export const endStep: StepHandler = {
  enter: ({ step, context }) => ({
    messages: sayIfAny(fillPlaceholders(step.content, context)),
    actions: [{ type: 'END_CONVERSATION' }],
    next: { kind: 'stop', status: 'finished' },
  }),
};

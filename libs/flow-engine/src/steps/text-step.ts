import { fillPlaceholders } from '../placeholders';
import { goTo, sayIfAny, type StepHandler } from '../step-outcome';

/** Sends its message and moves on at once. */
export const textStep: StepHandler = {
  enter: ({ step, context }) => ({
    messages: sayIfAny(fillPlaceholders(step.content, context)),
    actions: [],
    next: goTo(step.nextStepId),
  }),
};

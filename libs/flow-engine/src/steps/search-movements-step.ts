import type { CaseLookupResult, FlowStep } from '@balcao/contracts';
import { FLOW_TEXTS } from '../flow-texts';
import { fillPlaceholders } from '../placeholders';
import { goTo, sayIfAny, textMessage, type StepHandler, type StepOutcome, type StepRun } from '../step-outcome';

/**
 * Last step of the lawsuit-lookup group: asks the system to look up the case number the client
 * typed in the previous input step, then waits for the result the caller feeds back.
 */
export const searchMovementsStep: StepHandler = {
  enter: ({ step, state, context }) => ({
    messages: sayIfAny(fillPlaceholders(step.content, context)),
    actions: [{ type: 'SEARCH_MOVEMENTS', stepId: step.id, caseNumber: state.lastInputStepId ? (state.answers[state.lastInputStepId] ?? '') : '' }],
    next: { kind: 'wait', status: 'waiting_lookup' },
  }),
  // The client writes while the lookup runs: nothing to do but ask for patience.
  answer: () => ({ messages: [textMessage(FLOW_TEXTS.lookupInProgress)], actions: [], next: { kind: 'wait', status: 'waiting_lookup' } }),
};

/**
 * Found: the summary. Invalid number: the input step's retry text (which speaks of the format), or
 * the check-digit text when only the check digits are wrong, then the question again.
 * Not found or unavailable: say so and go on.
 */
export function lookupResultOutcome({ step }: StepRun, result: CaseLookupResult, inputStep: FlowStep | undefined): StepOutcome {
  switch (result.status) {
    case 'found':
      return { messages: [textMessage(result.summary)], actions: [], next: goTo(step.nextStepId) };
    case 'invalid_number':
      return {
        messages: [
          textMessage(
            result.problem === 'check_digits'
              ? FLOW_TEXTS.caseNumberCheckDigits
              : inputStep?.validation?.retryMessage?.trim() || step.validation?.retryMessage?.trim() || FLOW_TEXTS.invalidCaseNumber,
          ),
        ],
        actions: [],
        next: goTo(inputStep?.id ?? step.nextStepId),
      };
    case 'not_found':
      return { messages: [textMessage(FLOW_TEXTS.caseNotFound)], actions: [], next: goTo(step.nextStepId) };
    case 'unavailable':
      return { messages: [textMessage(FLOW_TEXTS.lookupUnavailable)], actions: [], next: goTo(step.nextStepId) };
  }
}

import type { FlowStep } from '@balcao/contracts';
import { stepKindOf, type StepKind } from './step-kind';
import type { StepHandler } from './step-outcome';
import { choiceStep } from './steps/choice-step';
import { endStep } from './steps/end-step';
import { inputStep } from './steps/input-step';
import { ratingStep } from './steps/rating-step';
import { redirectStep } from './steps/redirect-step';
import { searchMovementsStep } from './steps/search-movements-step';
import { textStep } from './steps/text-step';

const handlers: Record<StepKind, StepHandler> = {
  text: textStep,
  input: inputStep,
  choice: choiceStep,
  rating: ratingStep,
  redirect: redirectStep,
  end: endStep,
  'search-movements': searchMovementsStep,
};

export function handlerFor(step: FlowStep): StepHandler {
  return handlers[stepKindOf(step)];
}

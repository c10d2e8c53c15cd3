import type { FlowOption } from '@balcao/contracts';
import { answerChoice, askChoice } from './choice-step';
import type { StepHandler } from '../step-outcome';

function scoreOf(option: FlowOption, index: number): number {
  const value = Number(option.value);
  return Number.isInteger(value) ? value : index + 1;
}

/** A choice (EVALUATION) whose answer is recorded as the conversation's evaluation score. */
export const ratingStep: StepHandler = {
  enter: askChoice,
  answer: (run, text) =>
    answerChoice(run, text, (option, index) => ({
      actions: [{ type: 'EVALUATION', stepId: run.step.id, score: scoreOf(option, index) }],
    })),
};

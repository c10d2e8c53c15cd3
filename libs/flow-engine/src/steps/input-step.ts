import { fillPlaceholders } from '../placeholders';
import { goTo, sayIfAny, textMessage, type StepHandler, type StepOutcome, type StepRun } from '../step-outcome';

function ask({ step, context }: StepRun): StepOutcome {
  return { messages: sayIfAny(fillPlaceholders(step.content, context)), actions: [], next: { kind: 'wait', status: 'waiting_answer' } };
}

/** Asks a question and waits for any text, which it keeps as the step's answer. */
export const inputStep: StepHandler = {
  enter: ask,
  answer: (run, text) => {
    // A blank answer (a sticker, an empty caption) is no answer: ask again.
    if (!text.trim()) {
      const retry = run.step.validation?.retryMessage?.trim();
      const question = ask(run);
      return retry ? { ...question, messages: [textMessage(retry), ...question.messages] } : question;
    }
    return { messages: [], actions: [], next: goTo(run.step.nextStepId), answer: { text: text.trim(), isInput: true } };
  },
};

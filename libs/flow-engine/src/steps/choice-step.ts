import type { FlowMessage, FlowOption } from '@balcao/contracts';
import { FLOW_TEXTS } from '../flow-texts';
import { matchOption } from '../match-option';
import { fillPlaceholders } from '../placeholders';
import { goTo, textMessage, type StepHandler, type StepOutcome, type StepRun } from '../step-outcome';

/** The question with its options, native list/buttons and numbered text for other channels. */
export function choiceMessage({ step, context }: StepRun): FlowMessage {
  const text = fillPlaceholders(step.content, context);
  const options = (step.options ?? []).map((option, index) => ({
    number: index + 1,
    title: option.title,
    ...(option.text ? { description: fillPlaceholders(option.text, context) } : {}),
  }));
  const lines = options.map((option) => `${option.number} - ${option.title}`);
  return {
    type: 'choice',
    style: step.type === 'list' ? 'list' : 'buttons',
    text,
    options,
    numberedText: [text, '', ...lines].join('\n').trim(),
  };
}

export function askChoice(run: StepRun): StepOutcome {
  return { messages: [choiceMessage(run)], actions: [], next: { kind: 'wait', status: 'waiting_answer' } };
}

/** A matched option moves on (its own link, else the step's); a wrong answer repeats the question. */
export function answerChoice(run: StepRun, text: string, onChosen: (option: FlowOption, index: number) => Partial<StepOutcome> = () => ({})): StepOutcome {
  const options = run.step.options ?? [];
  const option = matchOption(options, text);
  if (!option) {
    const retry = run.step.validation?.retryMessage?.trim() || FLOW_TEXTS.invalidChoice;
    return { ...askChoice(run), messages: [textMessage(retry), choiceMessage(run)] };
  }
  return {
    messages: [],
    actions: [],
    next: goTo(option.nextStepId ?? run.step.nextStepId),
    answer: { text: option.title, isInput: false },
    ...onChosen(option, options.indexOf(option)),
  };
}

/** A list, or a button step with options: the client picks one. */
export const choiceStep: StepHandler = {
  enter: askChoice,
  answer: (run, text) => answerChoice(run, text),
};

import { FLOW_LIMITS, FLOW_MESSAGES, type FlowStep, type FlowValidationCode, type FlowValidationError } from '@balcao/contracts';
import { stepKindOf } from './step-kind';

type Problem = [FlowValidationCode, string];

function messageProblems(content: string, missing: Problem): Problem[] {
  if (!content.trim()) return [missing];
  if (content.length > FLOW_LIMITS.messageMaxLength) return [['content_too_long', FLOW_MESSAGES.contentTooLong]];
  return [];
}

function optionProblems(step: FlowStep): Problem[] {
  const options = step.options ?? [];
  const problems = messageProblems(step.content, ['options_message_required', FLOW_MESSAGES.optionsMessageRequired]);
  if (options.filter((option) => option.title.trim()).length < FLOW_LIMITS.minOptions) problems.push(['min_options', FLOW_MESSAGES.minOptions]);
  if (options.some((option) => option.title.length > FLOW_LIMITS.optionTitleMaxLength)) problems.push(['option_title_too_long', FLOW_MESSAGES.optionTitleTooLong]);
  if (options.some((option) => (option.text ?? '').length > FLOW_LIMITS.optionTextMaxLength)) problems.push(['option_text_too_long', FLOW_MESSAGES.optionTextTooLong]);
  return problems;
}

/** The step editors' rules of spec 2 §5, checked again on the whole flow before it runs. */
export function validateStepContent(step: FlowStep): FlowValidationError[] {
  const problems = ((): Problem[] => {
    switch (stepKindOf(step)) {
      case 'text':
      case 'input':
      case 'end':
        return messageProblems(step.content, ['content_required', FLOW_MESSAGES.contentRequired]);
      case 'choice':
      case 'rating':
        return optionProblems(step);
      case 'redirect':
        return step.metadata?.isAvailable || step.metadata?.userId ? [] : [['attendant_required', FLOW_MESSAGES.attendantRequired]];
      case 'search-movements':
        return [];
    }
  })();
  return problems.map(([code, message]) => ({ code, stepId: step.id, message }));
}

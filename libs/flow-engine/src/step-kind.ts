import { END_STEP_ID, type FlowStep } from '@balcao/contracts';

export type StepKind = 'text' | 'input' | 'choice' | 'rating' | 'redirect' | 'end' | 'search-movements';

/** What a stored step does, from its type, internalType and systemAction (spec 2 §3–§5). */
export function stepKindOf(step: FlowStep): StepKind {
  if (step.id === END_STEP_ID || step.systemAction === 'END_CONVERSATION') return 'end';
  if (step.systemAction === 'ASSIGN_USER') return 'redirect';
  if (step.systemAction === 'SEARCH_MOVEMENTS') return 'search-movements';
  const hasOptions = (step.options?.length ?? 0) > 0;
  if (step.internalType === 'EVALUATION') return 'rating';
  if (step.type === 'list' || (step.type === 'button' && hasOptions)) return 'choice';
  if (step.type === 'input') return 'input';
  // A button without options, and the 'action'/'conditional' types no editor creates, just speak.
  return 'text';
}

/** Steps after which the flow stops: they need no outgoing link. */
export function isTerminalKind(kind: StepKind): boolean {
  return kind === 'end' || kind === 'redirect';
}

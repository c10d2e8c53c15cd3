import type { FlowAction, FlowMessage, FlowSessionState, FlowStep } from '@balcao/contracts';
import type { FlowContext } from './flow-context';

export type StepNext =
  | { kind: 'goto'; stepId: string | null | undefined }
  | { kind: 'wait'; status: 'waiting_answer' | 'waiting_lookup' }
  | { kind: 'stop'; status: 'finished' | 'handed_off' };

/** What one step did: what it said, what it asks the system to do, and where the flow goes. */
export interface StepOutcome {
  messages: FlowMessage[];
  actions: FlowAction[];
  next: StepNext;
  /** The client's answer to keep in the session (isInput: a lookup may read it). */
  answer?: { text: string; isInput: boolean };
}

export interface StepRun {
  step: FlowStep;
  state: FlowSessionState;
  context: FlowContext;
}

export interface StepHandler {
  /** The flow arrives at the step. */
  enter(run: StepRun): StepOutcome;
  /** The client answered while the step was waiting. */
  answer?(run: StepRun, text: string): StepOutcome;
}

export const textMessage = (text: string): FlowMessage => ({ type: 'text', text });

export function sayIfAny(text: string): FlowMessage[] {
  return text.trim() ? [textMessage(text)] : [];
}

export const goTo = (stepId: string | null | undefined): StepNext => ({ kind: 'goto', stepId });

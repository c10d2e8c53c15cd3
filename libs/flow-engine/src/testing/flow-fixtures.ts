import { ZFlowStep, type FlowContent, type FlowInput, type FlowStep } from '@balcao/contracts';
import type { FlowContext } from '../flow-context';
import { advanceFlow, startFlow, type FlowTurn } from '../run-flow';

type StepInput = Partial<FlowStep> & Pick<FlowStep, 'id' | 'type'>;

/** A flow whose first step is the initial one; steps are parsed like the service stores them. */
export function flowOf(...steps: StepInput[]): FlowContent {
  return { steps: steps.map((step) => ZFlowStep.parse(step)), initialStepId: steps[0]?.id ?? '' };
}

export const endStepInput: StepInput = { id: 'END_CONVERSATION', type: 'system', content: 'Atendimento encerrado. Até logo!' };

/** Drives a conversation: start, then each input in order; returns every turn. */
export function converse(flow: FlowContent, inputs: Array<string | FlowInput>, context: FlowContext = {}): FlowTurn[] {
  const turns = [startFlow(flow, context)];
  for (const input of inputs) {
    const previous = turns[turns.length - 1];
    const asInput: FlowInput = typeof input === 'string' ? { type: 'message', text: input } : input;
    turns.push(advanceFlow(flow, previous.state, asInput, context));
  }
  return turns;
}

/** What the client reads in a turn, as plain text (choices as their numbered text). */
export function textsOf(turn: FlowTurn): string[] {
  return turn.messages.map((message) => (message.type === 'text' ? message.text : message.numberedText));
}

import { END_STEP_ID, type FlowAction, type FlowContent, type FlowInput, type FlowMessage, type FlowSessionState, type FlowStep } from '@balcao/contracts';
import type { FlowContext } from './flow-context';
import { FLOW_TEXTS } from './flow-texts';
import { handlerFor } from './step-handlers';
import type { StepOutcome } from './step-outcome';
import { lookupResultOutcome } from './steps/search-movements-step';

/** One turn of the conversation: what to send, what the system must do, and the state to store. */
export interface FlowTurn {
  messages: FlowMessage[];
  actions: FlowAction[];
  state: FlowSessionState;
  /** The step now waiting and its timeout, so the runtime can schedule the timeout tick. */
  waiting: { stepId: string; timeoutSeconds: number | null } | null;
}

export function initialFlowState(): FlowSessionState {
  return { status: 'new', currentStepId: null, answers: {}, lastInputStepId: null };
}

const finishSilently: StepOutcome = { messages: [], actions: [{ type: 'END_CONVERSATION' }], next: { kind: 'stop', status: 'finished' } };

/**
 * Advances a flow by one input. Pure: the same flow, state and input always give the same turn,
 * and an input that does not fit the state (a second 'start', a stale timeout) changes nothing.
 */
export function advanceFlow(flow: FlowContent, state: FlowSessionState, input: FlowInput, context: FlowContext = {}): FlowTurn {
  const current = flow.steps.find((step) => step.id === state.currentStepId);
  const isWaiting = state.status === 'waiting_answer' || state.status === 'waiting_lookup';
  const run = (step: FlowStep) => ({ step, state, context });

  if (state.status === 'new' && (input.type === 'start' || input.type === 'message')) {
    return walk(flow, state, context, { messages: [], actions: [], next: { kind: 'goto', stepId: flow.initialStepId } });
  }
  if (!isWaiting) return idle(flow, state);
  // The flow was edited and the waiting step removed: end rather than leave the client stuck.
  if (!current) return walk(flow, state, context, finishSilently);

  switch (input.type) {
    case 'message': {
      const answer = handlerFor(current).answer;
      return answer ? walk(flow, state, context, answer(run(current), input.text)) : idle(flow, state);
    }
    case 'timeout':
      if (input.stepId !== current.id) return idle(flow, state);
      return walk(flow, state, context, { ...finishSilently, messages: [{ type: 'text', text: FLOW_TEXTS.timeout }] });
    case 'lookup_result': {
      if (state.status !== 'waiting_lookup' || input.stepId !== current.id) return idle(flow, state);
      const inputStep = flow.steps.find((step) => step.id === state.lastInputStepId);
      return walk(flow, state, context, lookupResultOutcome(run(current), input.result, inputStep));
    }
    default:
      return idle(flow, state);
  }
}

/** Applies an outcome and follows links until a step waits or the flow stops. */
function walk(flow: FlowContent, start: FlowSessionState, context: FlowContext, first: StepOutcome): FlowTurn {
  const messages: FlowMessage[] = [];
  const actions: FlowAction[] = [];
  let state = start;
  let outcome = first;
  // Text steps linked in a circle would never wait; stop such a flow instead of spinning.
  let stepsLeft = flow.steps.length + 1;

  for (;;) {
    messages.push(...outcome.messages);
    actions.push(...outcome.actions);
    if (outcome.answer && state.currentStepId) state = remember(state, state.currentStepId, outcome.answer);
    const next = outcome.next;
    if (next.kind === 'wait') return turn(flow, { ...state, status: next.status }, messages, actions);
    if (next.kind === 'stop') return turn(flow, { ...state, status: next.status }, messages, actions);

    const step = flow.steps.find((candidate) => candidate.id === next.stepId);
    if (!step || stepsLeft-- <= 0) {
      // An unlinked step, or a link to END_CONVERSATION without its step, ends the conversation.
      outcome = finishSilently;
      state = { ...state, currentStepId: next.stepId === END_STEP_ID ? END_STEP_ID : state.currentStepId };
      continue;
    }
    state = { ...state, currentStepId: step.id };
    outcome = handlerFor(step).enter({ step, state, context });
  }
}

function remember(state: FlowSessionState, stepId: string, answer: { text: string; isInput: boolean }): FlowSessionState {
  return {
    ...state,
    answers: { ...state.answers, [stepId]: answer.text },
    lastInputStepId: answer.isInput ? stepId : state.lastInputStepId,
  };
}

function turn(flow: FlowContent, state: FlowSessionState, messages: FlowMessage[], actions: FlowAction[]): FlowTurn {
  const isWaiting = state.status === 'waiting_answer' || state.status === 'waiting_lookup';
  const step = flow.steps.find((candidate) => candidate.id === state.currentStepId);
  return {
    messages,
    actions,
    state,
    waiting: isWaiting && step ? { stepId: step.id, timeoutSeconds: step.timeoutSeconds ?? null } : null,
  };
}

function idle(flow: FlowContent, state: FlowSessionState): FlowTurn {
  return turn(flow, state, [], []);
}

/** Starts a new session: the first step's messages and the state to store. */
export function startFlow(flow: FlowContent, context: FlowContext = {}): FlowTurn {
  return advanceFlow(flow, initialFlowState(), { type: 'start' }, context);
}

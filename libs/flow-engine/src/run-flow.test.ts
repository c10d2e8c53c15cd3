import { describe, expect, it } from 'vitest';
import { advanceFlow, initialFlowState, startFlow } from './run-flow';
import { converse, endStepInput, flowOf, textsOf } from './testing/flow-fixtures';

const flow = flowOf(
  { id: 'ask', type: 'input', content: 'Qual é o seu e-mail?', nextStepId: 'END_CONVERSATION', timeoutSeconds: 60 },
  endStepInput,
);

describe('running a flow', () => {
  it('starts on the first step when the client writes for the first time', () => {
    const turn = advanceFlow(flow, initialFlowState(), { type: 'message', text: 'Boa tarde' });
    expect(textsOf(turn)).toEqual(['Qual é o seu e-mail?']);
  });

  it('does not start twice', () => {
    const first = startFlow(flow);
    expect(advanceFlow(flow, first.state, { type: 'start' })).toMatchObject({ messages: [], actions: [], state: first.state });
  });

  it('closes the conversation when the client does not answer in time', () => {
    const [, timedOut] = converse(flow, [{ type: 'timeout', stepId: 'ask' }]);
    expect(textsOf(timedOut)).toEqual(['Como não recebemos resposta, encerramos este atendimento. Se precisar, é só nos chamar novamente.']);
    expect(timedOut.actions).toEqual([{ type: 'END_CONVERSATION' }]);
    expect(timedOut.state.status).toBe('finished');
  });

  it('ignores a timeout for a step the client already answered', () => {
    const twoQuestions = flowOf(
      { id: 'first', type: 'input', content: 'Primeira?', nextStepId: 'second', timeoutSeconds: 60 },
      { id: 'second', type: 'input', content: 'Segunda?', nextStepId: 'END_CONVERSATION' },
    );
    const [, answered, staleTick] = converse(twoQuestions, ['sim', { type: 'timeout', stepId: 'first' }]);
    expect(answered.waiting).toEqual({ stepId: 'second', timeoutSeconds: null });
    expect(staleTick).toMatchObject({ messages: [], actions: [], state: answered.state });
  });

  it('gives the same turn for the same state and input (a redelivery changes nothing else)', () => {
    const state = startFlow(flow).state;
    const input = { type: 'message', text: 'a@b.com' } as const;
    expect(advanceFlow(flow, state, input)).toEqual(advanceFlow(flow, state, input));
  });

  it('finishes at once a flow whose initial step does not exist', () => {
    const turn = startFlow({ steps: [], initialStepId: '' });
    expect(turn.state.status).toBe('finished');
    expect(turn.actions).toEqual([{ type: 'END_CONVERSATION' }]);
  });

  it('ends the conversation when the step it waits on was removed from the flow', () => {
    const waiting = startFlow(flow).state;
    const edited = flowOf(endStepInput);
    const turn = advanceFlow(edited, waiting, { type: 'message', text: 'oi' });
    expect(turn.actions).toEqual([{ type: 'END_CONVERSATION' }]);
    expect(turn.state.status).toBe('finished');
  });
});

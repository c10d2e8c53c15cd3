import { describe, expect, it } from 'vitest';
import { converse, endStepInput, flowOf, textsOf } from '../testing/flow-fixtures';

describe('end step (END_CONVERSATION)', () => {
  it('says goodbye, finishes the conversation and ignores later messages', () => {
    const flow = flowOf({ id: 'welcome', type: 'text', content: 'Olá!', nextStepId: 'END_CONVERSATION' }, endStepInput);
    const [turn, later] = converse(flow, ['oi de novo']);
    expect(textsOf(turn)).toEqual(['Olá!', 'Atendimento encerrado. Até logo!']);
    expect(turn.actions).toEqual([{ type: 'END_CONVERSATION' }]);
    expect(turn.waiting).toBeNull();
    expect(later).toMatchObject({ messages: [], actions: [], state: turn.state });
  });

  it('finishes silently on a link to END_CONVERSATION when the flow has no end step', () => {
    const [turn] = converse(flowOf({ id: 'welcome', type: 'text', content: 'Olá!', nextStepId: 'END_CONVERSATION' }), []);
    expect(textsOf(turn)).toEqual(['Olá!']);
    expect(turn.state).toMatchObject({ status: 'finished', currentStepId: 'END_CONVERSATION' });
  });
});

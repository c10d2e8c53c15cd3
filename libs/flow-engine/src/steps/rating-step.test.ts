import { describe, expect, it } from 'vitest';
import { converse, endStepInput, flowOf, textsOf } from '../testing/flow-fixtures';

const options = [1, 2, 3, 4, 5].map((value) => ({ title: `${value} estrela${value > 1 ? 's' : ''}`, value }));
const flow = flowOf(
  { id: 'rating', type: 'button', internalType: 'EVALUATION', content: 'Como avalia nosso atendimento?', options, nextStepId: 'END_CONVERSATION' },
  endStepInput,
);

describe('rating step (EVALUATION)', () => {
  it('records the chosen score as the evaluation and moves on', () => {
    const [, turn] = converse(flow, ['4']);
    expect(turn.actions).toEqual([{ type: 'EVALUATION', stepId: 'rating', score: 4 }, { type: 'END_CONVERSATION' }]);
  });

  it('accepts the option title too', () => {
    expect(converse(flow, ['5 Estrelas'])[1].actions[0]).toEqual({ type: 'EVALUATION', stepId: 'rating', score: 5 });
  });

  it('records nothing for a wrong answer and asks again', () => {
    const [, turn] = converse(flow, ['ótimo']);
    expect(turn.actions).toEqual([]);
    expect(textsOf(turn)[1]).toContain('5 - 5 estrelas');
  });
});

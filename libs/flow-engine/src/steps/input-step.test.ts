import { ZFlowSessionState } from '@balcao/contracts';
import { describe, expect, it } from 'vitest';
import { advanceFlow } from '../run-flow';
import { converse, endStepInput, flowOf, textsOf } from '../testing/flow-fixtures';

const flow = flowOf(
  { id: 'ask-name', type: 'input', content: 'Qual é o seu nome?', nextStepId: 'thanks', timeoutSeconds: 300 },
  { id: 'thanks', type: 'text', content: 'Obrigado!', nextStepId: 'END_CONVERSATION' },
  endStepInput,
);

describe('input step', () => {
  it('asks its question and waits for the client, telling the runtime its timeout', () => {
    const [turn] = converse(flow, []);
    expect(textsOf(turn)).toEqual(['Qual é o seu nome?']);
    expect(turn.state).toMatchObject({ status: 'waiting_answer', currentStepId: 'ask-name' });
    expect(turn.waiting).toEqual({ stepId: 'ask-name', timeoutSeconds: 300 });
  });

  it('keeps any answer and moves on', () => {
    const [, turn] = converse(flow, ['  João Pereira ']);
    expect(turn.state.answers['ask-name']).toBe('João Pereira');
    expect(textsOf(turn)).toEqual(['Obrigado!', 'Atendimento encerrado. Até logo!']);
  });

  it('asks again when the answer is blank', () => {
    const [, blank] = converse(flow, ['   ']);
    expect(textsOf(blank)).toEqual(['Qual é o seu nome?']);
    expect(blank.state).toMatchObject({ status: 'waiting_answer', currentStepId: 'ask-name', answers: {} });
  });

  it('continues from a state stored as JSON between messages', () => {
    const [first] = converse(flow, []);
    const stored = JSON.parse(JSON.stringify(first.state));
    const next = advanceFlow(flow, ZFlowSessionState.parse(stored), { type: 'message', text: 'Ana' });
    expect(next.state.answers).toEqual({ 'ask-name': 'Ana' });
    expect(textsOf(next)[0]).toBe('Obrigado!');
  });
});

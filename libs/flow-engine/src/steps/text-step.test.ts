import { describe, expect, it } from 'vitest';
import { converse, endStepInput, flowOf, textsOf } from '../testing/flow-fixtures';

describe('text step', () => {
  it('sends its message and moves on without waiting for the client', () => {
    const flow = flowOf(
      { id: 'welcome', type: 'text', content: 'Olá! Bem-vindo ao escritório.', nextStepId: 'second' },
      { id: 'second', type: 'text', content: 'Nosso horário é das 8h às 18h.', nextStepId: 'END_CONVERSATION' },
      endStepInput,
    );
    const [turn] = converse(flow, []);
    expect(textsOf(turn)).toEqual(['Olá! Bem-vindo ao escritório.', 'Nosso horário é das 8h às 18h.', 'Atendimento encerrado. Até logo!']);
    expect(turn.state.status).toBe('finished');
  });

  it('fills the client placeholders in its message', () => {
    const flow = flowOf({ id: 'welcome', type: 'text', content: 'Olá, {{cliente.primeiro_nome}}!', nextStepId: 'END_CONVERSATION' }, endStepInput);
    const [turn] = converse(flow, [], { client: { name: 'Maria da Silva' } });
    expect(textsOf(turn)[0]).toBe('Olá, Maria!');
  });

  it('ends the conversation when the step links nowhere', () => {
    const [turn] = converse(flowOf({ id: 'welcome', type: 'text', content: 'Olá!' }), []);
    expect(turn.actions).toEqual([{ type: 'END_CONVERSATION' }]);
    expect(turn.state.status).toBe('finished');
  });

  it('stops a circle of text steps instead of sending forever', () => {
    const flow = flowOf({ id: 'a', type: 'text', content: 'A', nextStepId: 'b' }, { id: 'b', type: 'text', content: 'B', nextStepId: 'a' });
    const [turn] = converse(flow, []);
    expect(turn.messages.length).toBeLessThanOrEqual(3);
    expect(turn.state.status).toBe('finished');
  });

  it('treats a button step without options as a message', () => {
    const flow = flowOf({ id: 'welcome', type: 'button', content: 'Só um aviso.', nextStepId: 'END_CONVERSATION' }, endStepInput);
    expect(textsOf(converse(flow, [])[0])[0]).toBe('Só um aviso.');
  });
});

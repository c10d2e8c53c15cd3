import { describe, expect, it } from 'vitest';
import { converse, flowOf, textsOf } from '../testing/flow-fixtures';

describe('redirect step (ASSIGN_USER)', () => {
  it('hands the conversation to the most available attendant and stops the flow', () => {
    const flow = flowOf({ id: 'human', type: 'system', systemAction: 'ASSIGN_USER', metadata: { isAvailable: true }, content: 'Vou te transferir para um atendente.' });
    const [turn, after] = converse(flow, ['alô?']);
    expect(textsOf(turn)).toEqual(['Vou te transferir para um atendente.']);
    expect(turn.actions).toEqual([{ type: 'ASSIGN_USER', mode: 'most-available' }]);
    expect(turn.state.status).toBe('handed_off');
    expect(after.messages).toEqual([]);
  });

  it('hands the conversation to the chosen attendant, with their name in the message', () => {
    const flow = flowOf({ id: 'human', type: 'system', systemAction: 'ASSIGN_USER', metadata: { isAvailable: false, userId: 'user-7' }, content: '{{atendente.nome}} vai te atender.' });
    const [turn] = converse(flow, [], { attendant: { name: 'Dra. Ana' } });
    expect(turn.actions).toEqual([{ type: 'ASSIGN_USER', mode: 'specific', userId: 'user-7' }]);
    expect(textsOf(turn)).toEqual(['Dra. Ana vai te atender.']);
  });
});

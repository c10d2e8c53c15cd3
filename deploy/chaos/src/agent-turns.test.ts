import { describe, expect, it } from 'vitest';
import { countAgentTurns, type AgentConversation, type TurnMessage } from './agent-turns';

const client: TurnMessage = { direction: 'INBOUND', isAgent: false, requestKey: null };
const agent = (request: string, position = 0): TurnMessage => ({ direction: 'OUTBOUND', isAgent: true, requestKey: `${request}:${String(position).padStart(3, '0')}` });
const person: TurnMessage = { direction: 'OUTBOUND', isAgent: false, requestKey: null };
const conversation = (messages: TurnMessage[], withAgent = true, id = 'c1'): AgentConversation => ({ id, withAgent, messages });

describe('the agent office count', () => {
  it('takes each reply request as one answered turn, however many messages it sends', () => {
    const count = countAgentTurns([conversation([client, agent('e1'), client, agent('e2', 0), agent('e2', 1)])]);
    expect(count).toMatchObject({ answered: 2, twice: 0, clientMessages: 2, unanswered: [] });
  });

  it('accepts a turn that gathered several messages, and replies that came after a second message arrived', () => {
    const count = countAgentTurns([conversation([client, client, agent('e1'), client, client, agent('e2'), agent('e3')])]);
    expect(count).toMatchObject({ answered: 3, twice: 0, clientMessages: 4 });
  });

  it('counts a reply with no client message of its own as a turn answered twice', () => {
    const count = countAgentTurns([conversation([client, agent('e1'), agent('e2'), client, agent('e3')])]);
    expect(count).toMatchObject({ answered: 3, twice: 1 });
  });

  it('lists client messages after the last reply while the agent holds the conversation', () => {
    const count = countAgentTurns([conversation([client, agent('e1'), client, client])]);
    expect(count.unanswered).toEqual([{ conversationId: 'c1', messages: 2, withPeople: false }]);
  });

  it("leaves what the client wrote after the agent's hand-over to people", () => {
    const count = countAgentTurns([conversation([client, agent('e1'), client, person, client], false)]);
    expect(count).toMatchObject({ answered: 1, twice: 0, clientMessages: 1, unanswered: [], handedOver: 1 });
  });

  it('lists a conversation that went to people with no reply of the agent at all', () => {
    const count = countAgentTurns([conversation([client, person], false, 'c2')]);
    expect(count.unanswered).toEqual([{ conversationId: 'c2', messages: 1, withPeople: true }]);
  });
});

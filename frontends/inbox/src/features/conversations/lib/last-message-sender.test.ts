import { describe, expect, it } from 'vitest';
import { lastMessageSenderLabel } from './last-message-sender';

const ANA = '0195f0a0-0000-7000-8000-0000000000c1';
const BRUNO = '0195f0a0-0000-7000-8000-0000000000c2';
const sentBy = (sender: { id: string; name: string; isAgent: boolean } | null) =>
  ({ content: 'Agradecemos o seu contato', direction: 'OUTBOUND', type: 'text', sender }) as const;

describe('lastMessageSenderLabel', () => {
  it("says 'Você' only for the viewer's own messages", () => {
    expect(lastMessageSenderLabel(sentBy({ id: ANA, name: 'Ana Souza', isAgent: false }), ANA)).toBe('Você');
  });

  it("names another attendant's message by first name", () => {
    expect(lastMessageSenderLabel(sentBy({ id: ANA, name: 'Ana Souza', isAgent: false }), BRUNO)).toBe('Ana');
  });

  it("marks an AI agent's and a flow's messages as such", () => {
    expect(lastMessageSenderLabel(sentBy({ id: ANA, name: 'Sofia', isAgent: true }), BRUNO)).toBe('Agente de IA');
    expect(lastMessageSenderLabel(sentBy(null), BRUNO)).toBe('Fluxo');
  });

  it("has no label for the client's messages", () => {
    expect(lastMessageSenderLabel({ content: 'Bom dia', direction: 'INBOUND', type: 'text', sender: null }, ANA)).toBeNull();
  });
});

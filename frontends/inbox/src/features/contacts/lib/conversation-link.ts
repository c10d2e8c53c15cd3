import type { Person } from '@balcao/contracts';

/**
 * Where 'Iniciar conversa' goes: the contact's open conversation, else /messages with the
 * contact, where the conversation is started on a device of the workspace.
 */
export const conversationLinkOf = (person: Pick<Person, 'id' | 'conversationId'>): string =>
  person.conversationId
    ? `/messages?id=${encodeURIComponent(person.conversationId)}`
    : `/messages?personId=${encodeURIComponent(person.id)}`;

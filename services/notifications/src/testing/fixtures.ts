import { randomUUID } from 'node:crypto';
import type { ConversationSummary, Message } from '@balcao/contracts';

/** A conversation as messaging publishes it. */
export function conversationSummary(overrides: Partial<ConversationSummary> & { inboxId: string }): ConversationSummary {
  const personId = randomUUID();
  return {
    id: randomUUID(),
    personId,
    integrationId: randomUUID(),
    status: 'ROBOT_INTERACTIVE',
    priority: 'MEDIUM',
    isFixed: false,
    unreadCount: 1,
    lastMessageAt: new Date().toISOString(),
    formattedDate: null,
    tags: [],
    user: null,
    person: { id: personId, name: 'Maria da Silva', imageUrl: null, phoneNumber: '5511987654321' },
    lastMessage: { content: 'Olá, doutor', direction: 'INBOUND', type: 'text' },
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

/** An inbound text message from a client. */
export function inboundMessage(conversationId: string, content = 'Bom dia, preciso de ajuda com meu processo'): Message {
  return {
    id: randomUUID(),
    conversationId,
    externalId: `wamid.${randomUUID()}`,
    type: 'text',
    content,
    direction: 'INBOUND',
    status: 'DELIVERED',
    messageAt: new Date().toISOString(),
    user: null,
    clientInfo: { name: 'Maria da Silva', imageUrl: null },
    fileUrl: null,
    metadata: { isDeleted: false, isEdited: false, quotedMessageId: null, reactionMessageId: null, caption: null, fileName: null, mimeType: null },
    reactions: [],
  };
}

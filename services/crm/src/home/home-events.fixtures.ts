import { v7 as uuidv7 } from 'uuid';
import { crmEvents, flowsEvents, messagingEvents, type ConversationStatus, type ConversationSummary, type EventEnvelope, type Lead, type Message } from '@balcao/contracts';

/** Events as messaging, crm and flows publish them, at chosen instants, for projection tests. */
export function homeEventFactory(scope: { officeId: string; inboxId: string }) {
  const envelope = (type: string, at: Date, payload: unknown): EventEnvelope => ({ id: uuidv7(), type, occurredAt: at.toISOString(), ...scope, payload });

  const person = (name: string, phoneNumber: string) => ({ id: uuidv7(), name, phoneNumber, imageUrl: null });

  const summary = (
    conversation: { id: string; person: ReturnType<typeof person>; createdAt: Date },
    state: { status: ConversationStatus; lastAt: Date; lastInbound: boolean; attendant?: string },
  ): ConversationSummary => ({
    id: conversation.id,
    inboxId: scope.inboxId,
    personId: conversation.person.id,
    integrationId: uuidv7(),
    status: state.status,
    priority: 'MEDIUM',
    isFixed: false,
    unreadCount: state.lastInbound ? 1 : 0,
    lastMessageAt: state.lastAt.toISOString(),
    formattedDate: null,
    tags: [],
    user: state.attendant ? { id: uuidv7(), name: state.attendant } : null,
    person: conversation.person,
    lastMessage: { content: 'oi', direction: state.lastInbound ? 'INBOUND' : 'OUTBOUND', type: 'text' },
    createdAt: conversation.createdAt.toISOString(),
  });

  const message = (conversationId: string, at: Date, from: 'client' | 'attendant' | 'agent' | 'flow'): Message => ({
    id: uuidv7(),
    conversationId,
    externalId: null,
    type: 'text',
    content: 'mensagem',
    direction: from === 'client' ? 'INBOUND' : 'OUTBOUND',
    status: 'SENT',
    messageAt: at.toISOString(),
    user: from === 'attendant' || from === 'agent' ? { id: uuidv7(), name: from === 'agent' ? 'Assistente' : 'Ana', imageUrl: null, isAgent: from === 'agent' } : null,
    clientInfo: null,
    fileUrl: null,
    metadata: { isDeleted: false, isEdited: false, quotedMessageId: null, reactionMessageId: null, caption: null, fileName: null, mimeType: null },
    reactions: [],
  });

  const lead = (createdAt: Date, extra: Partial<Pick<Lead, 'customFields' | 'tags'>> = {}, id = uuidv7()): Lead => ({
    id,
    funnelId: uuidv7(),
    columnId: uuidv7(),
    channel: 'whatsapp',
    columnChangedAt: createdAt.toISOString(),
    timeLimitDays: 3,
    showBadgeProgress: true,
    conversationId: null,
    lastInteraction: createdAt.toISOString(),
    createdAt: createdAt.toISOString(),
    updatedAt: createdAt.toISOString(),
    person: { id: uuidv7(), name: 'Cliente', email: null, phoneNumber: '5511999990000', imageUrl: null },
    user: null,
    tags: extra.tags ?? [],
    customFields: extra.customFields ?? [],
  });

  return {
    person,
    conversation: (who: ReturnType<typeof person>, createdAt: Date) => ({ id: uuidv7(), person: who, createdAt }),
    created: (conversation: Parameters<typeof summary>[0], state: Parameters<typeof summary>[1], at = state.lastAt) =>
      envelope(messagingEvents.conversationCreated.type, at, { conversation: summary(conversation, state) }),
    changed: (conversation: Parameters<typeof summary>[0], state: Parameters<typeof summary>[1], at = state.lastAt) =>
      envelope(messagingEvents.conversationChanged.type, at, { conversation: summary(conversation, state) }),
    deleted: (conversationId: string, at: Date) => envelope(messagingEvents.conversationDeleted.type, at, { conversationId }),
    /** A message event carrying the conversation as it left it. */
    message: (conversation: Parameters<typeof summary>[0], at: Date, from: 'client' | 'attendant' | 'agent' | 'flow', status: ConversationStatus) =>
      envelope(from === 'client' ? messagingEvents.messageReceived.type : messagingEvents.messageSent.type, at, {
        conversationId: conversation.id,
        message: message(conversation.id, at, from),
        conversation: summary(conversation, { status, lastAt: at, lastInbound: from === 'client', attendant: status === 'HUMAN_INTERACTIVE' ? 'Ana' : undefined }),
      }),
    lead,
    leadCreated: (lead: Lead, at: Date) => envelope(crmEvents.leadCreated.type, at, { lead }),
    leadUpdated: (lead: Lead, at: Date) => envelope(crmEvents.leadUpdated.type, at, { lead }),
    leadsDeleted: (ids: string[], at: Date) => envelope(crmEvents.leadsDeleted.type, at, { funnelId: uuidv7(), ids }),
    caseLookup: (at: Date, caseNumber: string, personName: string) =>
      envelope(flowsEvents.caseLookupCompleted.type, at, {
        lookup: { id: uuidv7(), conversationId: null, personName, phoneNumber: '5511988887777', caseNumber, status: 'found', tribunal: 'TJSP', summary: 'Concluso para despacho', source: 'flow', createdAt: at.toISOString() },
      }),
  };
}

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { billingEvents, crmEvents, messagingEvents, type ConversationSummary, type Lead, type Message, type WebhookEventType, type WebhookPayloads } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { webhookConversations } from '../db/schema';
import { isEvent, type Envelope } from '../notifications/notifications.consumer';

/** The domain events webhooks are made from. */
export const webhookSourceEvents = [
  messagingEvents.messageReceived,
  messagingEvents.messageSent,
  messagingEvents.conversationCreated,
  messagingEvents.conversationChanged,
  messagingEvents.conversationEvaluated,
  crmEvents.leadCreated,
  crmEvents.leadMoved,
  billingEvents.paymentConfirmed,
];

export interface WebhookFact<T extends WebhookEventType = WebhookEventType> {
  /** Stable for the same domain event and type, so a redelivered event makes the same id. */
  id: string;
  type: T;
  conversationId: string | null;
  data: WebhookPayloads[T];
}

/** A uuid derived from the domain event's id and the webhook type (one domain event may make several). */
export function webhookEventId(domainEventId: string, type: string): string {
  const hex = createHash('sha256').update(`webhook|${domainEventId}|${type}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const conversationOf = (conversation: ConversationSummary) => ({
  id: conversation.id,
  workspaceId: conversation.inboxId,
  status: conversation.status,
  attendant: conversation.user ? { id: conversation.user.id, name: conversation.user.name } : null,
  contact: { id: conversation.person.id, name: conversation.person.name, phoneNumber: conversation.person.phoneNumber },
});

const messageOf = (message: Message) => ({
  id: message.id,
  conversationId: message.conversationId,
  type: message.type,
  direction: message.direction,
  content: message.content,
  sentAt: message.messageAt,
  author: message.user ? { id: message.user.id, name: message.user.name, isAgent: message.user.isAgent } : null,
  fileName: message.metadata.fileName,
  mimeType: message.metadata.mimeType,
});

const leadOf = (lead: Lead) => ({
  id: lead.id,
  funnelId: lead.funnelId,
  columnId: lead.columnId,
  channel: lead.channel,
  conversationId: lead.conversationId,
  contact: { id: lead.person.id, name: lead.person.name, phoneNumber: lead.person.phoneNumber },
  attendant: lead.user ? { id: lead.user.id, name: lead.user.name } : null,
  createdAt: lead.createdAt,
});

/**
 * Status changes and assignments, told apart from the last state seen of the conversation. A
 * conversation never seen before is only recorded: nothing says what it changed from.
 */
async function conversationFacts(tx: Executor, event: Envelope, conversation: ConversationSummary): Promise<WebhookFact[]> {
  const seenAt = new Date(event.occurredAt);
  const { rows } = (await tx.execute(
    sql`select status, user_id, user_name, seen_at from notifications.webhook_conversations where conversation_id = ${conversation.id} for update`,
  )) as unknown as { rows: Array<{ status: string; user_id: string | null; user_name: string | null; seen_at: Date | string }> };
  const previous = rows[0];
  await tx
    .insert(webhookConversations)
    .values({ conversationId: conversation.id, officeId: event.officeId, status: conversation.status, userId: conversation.user?.id ?? null, userName: conversation.user?.name ?? null, seenAt })
    .onConflictDoUpdate({
      target: webhookConversations.conversationId,
      set: { status: conversation.status, userId: conversation.user?.id ?? null, userName: conversation.user?.name ?? null, seenAt },
      setWhere: sql`${webhookConversations.seenAt} <= ${seenAt.toISOString()}`,
    });
  // An older event arriving late says nothing new.
  if (!previous || new Date(previous.seen_at) > seenAt) return [];
  const facts: WebhookFact[] = [];
  const data = conversationOf(conversation);
  if (previous.status !== conversation.status) {
    const type = conversation.status === 'INACTIVE' ? 'conversation.finished' : 'conversation.status_changed';
    facts.push({ id: webhookEventId(event.id, type), type, conversationId: conversation.id, data: { conversation: data, previousStatus: previous.status as ConversationSummary['status'] } });
  }
  if (conversation.user && previous.user_id !== conversation.user.id) {
    facts.push({
      id: webhookEventId(event.id, 'conversation.assigned'),
      type: 'conversation.assigned',
      conversationId: conversation.id,
      data: { conversation: data, previousAttendant: previous.user_id ? { id: previous.user_id, name: previous.user_name ?? '' } : null },
    });
  }
  return facts;
}

/** The webhook facts a domain event makes (none for most). */
export async function webhookFactsOf(tx: Executor, event: Envelope): Promise<WebhookFact[]> {
  if (isEvent(messagingEvents.messageReceived, event) || isEvent(messagingEvents.messageSent, event)) {
    const type = event.type === messagingEvents.messageReceived.type ? 'message.received' : 'message.sent';
    const { message, conversation } = event.payload;
    // Reactions are shown on their message, not told apart.
    const facts: WebhookFact[] = [];
    if (message.type !== 'reaction') {
      facts.push({ id: webhookEventId(event.id, type), type, conversationId: event.payload.conversationId, data: { message: messageOf(message), conversation: conversation ? conversationOf(conversation) : null } });
    }
    return conversation ? [...facts, ...(await conversationFacts(tx, event, conversation))] : facts;
  }
  if (isEvent(messagingEvents.conversationCreated, event) || isEvent(messagingEvents.conversationChanged, event)) return conversationFacts(tx, event, event.payload.conversation);
  if (isEvent(messagingEvents.conversationEvaluated, event)) {
    const { conversationId, score, answeredAt } = event.payload;
    return [{ id: webhookEventId(event.id, 'conversation.rated'), type: 'conversation.rated', conversationId, data: { conversationId, score, answeredAt } }];
  }
  if (isEvent(crmEvents.leadCreated, event)) return [{ id: webhookEventId(event.id, 'lead.created'), type: 'lead.created', conversationId: null, data: { lead: leadOf(event.payload.lead) } }];
  if (isEvent(crmEvents.leadMoved, event)) {
    return [{ id: webhookEventId(event.id, 'lead.moved'), type: 'lead.moved', conversationId: null, data: { lead: leadOf(event.payload.lead), fromColumnId: event.payload.fromColumnId } }];
  }
  if (isEvent(billingEvents.paymentConfirmed, event)) {
    const { invoiceId, purpose, amount, transactionReceiptUrl } = event.payload;
    return [{ id: webhookEventId(event.id, 'payment.confirmed'), type: 'payment.confirmed', conversationId: null, data: { invoiceId, purpose, amountCents: amount, receiptUrl: transactionReceiptUrl } }];
  }
  return [];
}

import { billingEvents, messagingEvents, type EventDefinition, type EventEnvelope } from '@balcao/contracts';
import type { z } from 'zod';
import { crmFramedEvents, crmFramesFor } from './crm-frames';
import type { RealtimeEventInput } from './realtime-event';

/** The messaging and crm facts the browsers hear about. */
export const framedEvents = [
  messagingEvents.messageReceived,
  messagingEvents.messageSent,
  messagingEvents.messageUpdated,
  messagingEvents.conversationCreated,
  messagingEvents.conversationChanged,
  messagingEvents.conversationDeleted,
  messagingEvents.conversationRead,
  messagingEvents.integrationStatusChanged,
  messagingEvents.integrationQrCodeRefreshed,
  ...crmFramedEvents,
  billingEvents.paymentConfirmed,
  billingEvents.paymentFailed,
];

export type FramedEnvelope = EventEnvelope<string, unknown>;

type Definition = EventDefinition<string, z.ZodType>;
type EnvelopeOf<D extends Definition> = EventEnvelope<D['type'], z.infer<D['payload']>>;

export const isEvent = <D extends Definition>(definition: D, event: FramedEnvelope): event is EnvelopeOf<D> => event.type === definition.type;

/** What turning an event into frames needs to know beyond the event itself. */
export interface FrameContext {
  /** The conversation's inbox: the envelope's, else the conversation→inbox projection's. */
  inboxId: string | null;
}

/**
 * Frames for one event. A conversation-scoped event whose inbox is unknown yields none: without
 * its workspace it could only be routed too widely.
 */
export function framesFor(event: FramedEnvelope, context: FrameContext): RealtimeEventInput[] {
  const base = { officeId: event.officeId, inboxId: context.inboxId, conversationId: null, userId: null };
  const toInbox = (data: Record<string, unknown>): RealtimeEventInput[] =>
    context.inboxId ? [{ ...base, event: 'conversation:list:update', data }] : [];

  if (isEvent(messagingEvents.messageReceived, event) || isEvent(messagingEvents.messageSent, event)) {
    if (!context.inboxId) return [];
    const { conversationId, message, conversation, startedConversation } = event.payload;
    // The conversation the message changed travels with it; the list hears of it as a change
    // (of one it opened, from conversation.created).
    return [
      ...(conversation && !startedConversation ? toInbox({ kind: 'changed', conversation }) : []),
      { ...base, conversationId, event: 'conversation:message', data: { conversationId, message } },
    ];
  }
  if (isEvent(messagingEvents.messageUpdated, event)) {
    if (!context.inboxId) return [];
    const { conversationId, message } = event.payload;
    return [{ ...base, conversationId, event: 'conversation:message', data: { conversationId, message } }];
  }
  if (isEvent(messagingEvents.conversationCreated, event)) return toInbox({ kind: 'created', conversation: event.payload.conversation });
  if (isEvent(messagingEvents.conversationChanged, event)) return toInbox({ kind: 'changed', conversation: event.payload.conversation });
  if (isEvent(messagingEvents.conversationDeleted, event)) return toInbox({ kind: 'deleted', conversationId: event.payload.conversationId });
  if (isEvent(messagingEvents.conversationRead, event)) {
    return toInbox({ kind: 'read', conversationId: event.payload.conversationId, userId: event.payload.userId });
  }
  if (isEvent(messagingEvents.integrationStatusChanged, event)) {
    // An integration belongs to a workspace; one the envelope does not place goes to the office.
    const { integrationId, status, phoneNumber } = event.payload;
    return [{ ...base, event: 'conversation:list:update', data: { kind: 'integration', integrationId, status, phoneNumber } }];
  }
  if (isEvent(messagingEvents.integrationQrCodeRefreshed, event)) {
    const { integrationId, qrcode } = event.payload;
    return [{ ...base, event: 'conversation:list:update', data: { kind: 'integration-qrcode', integrationId, qrcode } }];
  }
  // A payment is the office's: its open browsers hear `paymentReceived` (spec 3 §7.2).
  if (isEvent(billingEvents.paymentConfirmed, event) || isEvent(billingEvents.paymentFailed, event)) {
    const success = event.type === billingEvents.paymentConfirmed.type;
    const { invoiceId, purpose } = event.payload;
    const transactionReceiptUrl = success ? ((event.payload as { transactionReceiptUrl: string | null }).transactionReceiptUrl ?? null) : null;
    return [{ ...base, inboxId: null, event: 'paymentReceived', data: { success, transactionReceiptUrl, invoiceId, purpose } }];
  }
  return crmFramesFor(event, context.inboxId);
}

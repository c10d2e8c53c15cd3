import type { ConversationSummary, FunnelCardUpdate, Message, ServerEventName } from '@balcao/contracts';

/** Every pushed event carries its cursor, the position `resume` continues from. */
interface Pushed {
  cursor: string;
}

export type ConversationListUpdate =
  | { kind: 'created' | 'changed'; conversation: ConversationSummary }
  | { kind: 'deleted'; conversationId: string }
  | { kind: 'read'; conversationId: string; userId: string }
  | { kind: 'integration'; integrationId: string; status: string; phoneNumber: string | null }
  | { kind: 'integration-qrcode'; integrationId: string; qrcode: string };

export interface RealtimeNotification {
  title: string;
  message: string;
  module: string;
  itemId: string;
}

/** The data of each server event, as the notifications gateway sends it. */
export interface RealtimeEventData {
  subscribedToOffice: { officeId: string };
  subscribedToInbox: { inboxId: string };
  subscribedToConversation: { conversationId: string };
  unsubscribedFromConversation: { conversationId: string };
  'conversation:message': Pushed & { conversationId: string; message: Message };
  'conversation:list:update': Pushed & ConversationListUpdate;
  'conversation:message:read': Pushed & { conversationId: string; userId: string };
  'funnel:card:update': Pushed & FunnelCardUpdate;
  paymentReceived: Pushed & Record<string, unknown>;
  'notification:new': Pushed & RealtimeNotification;
  error: { message: string };
}

export type RealtimeEventName = ServerEventName & keyof RealtimeEventData;

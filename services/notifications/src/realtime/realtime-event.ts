import type { ServerEventName } from '@balcao/contracts';

/** A frame as stored and fanned out to every replica; `seq` is the resume cursor. */
export interface RealtimeEvent {
  seq: number;
  officeId: string;
  inboxId: string | null;
  conversationId: string | null;
  userId: string | null;
  event: ServerEventName;
  data: Record<string, unknown>;
}

export type RealtimeEventInput = Omit<RealtimeEvent, 'seq'>;

/** What a socket currently listens to; the office always comes from its token. */
export interface SocketAudience {
  officeId: string;
  userId: string;
  officeSubscribed: boolean;
  inboxIds: ReadonlySet<string>;
  /** Conversation id → its inbox. */
  conversations: ReadonlyMap<string, string>;
}

/**
 * Who receives an event (the same rule live and on resume): only sockets of its office; then
 * a user-targeted event goes to that user's sockets, a conversation event to the subscribers
 * of the conversation and of its inbox, an inbox event to the inbox's subscribers, and an
 * office event to the office's subscribers.
 */
export function isAudienceOf(event: Omit<RealtimeEventInput, 'event' | 'data'>, socket: SocketAudience): boolean {
  if (event.officeId !== socket.officeId) return false;
  if (event.userId) return event.userId === socket.userId;
  if (event.conversationId && socket.conversations.has(event.conversationId)) return true;
  if (event.inboxId) return socket.inboxIds.has(event.inboxId);
  return !event.conversationId && socket.officeSubscribed;
}

/** The frame text, built once per event and sent as is to every socket that gets it. */
export const frameText = (event: RealtimeEvent) => JSON.stringify({ event: event.event, data: { ...event.data, cursor: String(event.seq) } });

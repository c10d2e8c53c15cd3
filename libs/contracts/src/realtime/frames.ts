import { z } from 'zod';

/** Every frame, both ways, is `{ event, data }` (ARCHITECTURE §5). */
export const ZClientFrame = z.discriminatedUnion('event', [
  z.object({ event: z.literal('subscribeToOffice'), data: z.object({ officeId: z.string() }) }),
  z.object({ event: z.literal('subscribeToInbox'), data: z.object({ inboxId: z.string() }) }),
  z.object({ event: z.literal('subscribeToConversation'), data: z.object({ conversationId: z.string() }) }),
  z.object({ event: z.literal('unsubscribeFromConversation'), data: z.object({ conversationId: z.string() }) }),
  z.object({ event: z.literal('messageRead'), data: z.object({ conversationId: z.string() }) }),
  z.object({ event: z.literal('resume'), data: z.object({ cursor: z.string() }) }),
]);
export type ClientFrame = z.infer<typeof ZClientFrame>;

export const SERVER_EVENTS = [
  'subscribedToOffice',
  'subscribedToInbox',
  'subscribedToConversation',
  'unsubscribedFromConversation',
  'conversation:message',
  'conversation:list:update',
  'conversation:message:read',
  'paymentReceived',
  'notification:new',
  /** A lead of a funnel of the subscribed workspace was created, changed, moved or deleted (data: FunnelCardUpdate). */
  'funnel:card:update',
  'error',
] as const;
export type ServerEventName = (typeof SERVER_EVENTS)[number];

export interface ServerFrame<T = unknown> {
  event: ServerEventName;
  data: T & { cursor?: string };
}

/** A missing, used, expired or unknown ticket closes the socket with this code: the client asks no more. */
export const REALTIME_UNAUTHORIZED_CLOSE_CODE = 4401;
export const REALTIME_PATH = '/api/realtime';

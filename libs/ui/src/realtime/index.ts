export { createRealtimeClient, REALTIME_MAX_RETRIES, REALTIME_RECONNECT_DELAY_MS } from './realtime-client';
export type { RealtimeClient, RealtimeClientOptions, TicketSource } from './realtime-client';
export { requestRealtimeTicket } from './realtime-ticket';
export type { ConversationListUpdate, RealtimeEventData, RealtimeEventName, RealtimeNotification } from './realtime-events';
export {
  RealtimeProvider,
  useConversationSubscription,
  useInboxSubscription,
  useRealtimeClient,
  useRealtimeEvent,
} from './RealtimeProvider';
export type { RealtimeProviderProps } from './RealtimeProvider';

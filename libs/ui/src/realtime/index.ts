export { createRealtimeClient, REALTIME_MAX_RETRIES, REALTIME_RECONNECT_DELAY_MS } from './realtime-client';
export type { RealtimeClient, RealtimeClientOptions } from './realtime-client';
export type { ConversationListUpdate, RealtimeEventData, RealtimeEventName, RealtimeNotification } from './realtime-events';
export {
  RealtimeProvider,
  useConversationSubscription,
  useInboxSubscription,
  useRealtimeClient,
  useRealtimeEvent,
} from './RealtimeProvider';
export type { RealtimeProviderProps } from './RealtimeProvider';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { onSignOut } from '../session/session-cookies';
import { createRealtimeClient, type RealtimeClient, type TicketSource } from './realtime-client';
import type { RealtimeEventData, RealtimeEventName } from './realtime-events';
import { requestRealtimeTicket } from './realtime-ticket';

const RealtimeContext = createContext<RealtimeClient | null>(null);

export interface RealtimeProviderProps {
  /** `${location.origin.replace('http', 'ws')}/api/realtime` */
  url: string;
  /** A fresh socket ticket per (re)connect; defaults to asking the server with the session token. */
  getTicket?: TicketSource;
  onUnauthorized?: () => void;
  children: ReactNode;
}

/** One realtime socket for the app; it closes on unmount and on sign-out (spec 1 §4). */
export function RealtimeProvider({ url, getTicket = requestRealtimeTicket, onUnauthorized, children }: RealtimeProviderProps) {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  // The latest callbacks, without reconnecting when their identity changes.
  const callbacks = useRef({ getTicket, onUnauthorized });
  useEffect(() => {
    callbacks.current = { getTicket, onUnauthorized };
  });

  useEffect(() => {
    const created = createRealtimeClient({
      url,
      getTicket: () => callbacks.current.getTicket(),
      onUnauthorized: () => callbacks.current.onUnauthorized?.(),
    });
    setClient(created);
    const stopListening = onSignOut(() => created.close());
    return () => {
      stopListening();
      created.close();
      setClient(null);
    };
  }, [url]);

  return <RealtimeContext.Provider value={client}>{children}</RealtimeContext.Provider>;
}

/** The socket, or null before the provider has opened it. */
export function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

/** Calls `handler` with each frame of `event` while the component is mounted. */
export function useRealtimeEvent<E extends RealtimeEventName>(event: E, handler: (data: RealtimeEventData[E]) => void) {
  const client = useRealtimeClient();
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => client?.on(event, (data) => latest.current(data)), [client, event]);
}

/** Listens to a workspace's list and messages for as long as the app runs. */
export function useInboxSubscription(inboxId: string | null | undefined) {
  const client = useRealtimeClient();
  useEffect(() => {
    if (client && inboxId) client.subscribeToInbox(inboxId);
  }, [client, inboxId]);
}

/** Listens to the open conversation; switching conversation unsubscribes from the previous one. */
export function useConversationSubscription(conversationId: string | null | undefined) {
  const client = useRealtimeClient();
  useEffect(() => {
    if (!client || !conversationId) return;
    client.subscribeToConversation(conversationId);
    return () => client.unsubscribeFromConversation(conversationId);
  }, [client, conversationId]);
}

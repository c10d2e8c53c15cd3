import ReconnectingWebSocket from 'reconnecting-websocket';
import type { ClientFrame } from '@balcao/contracts';
import type { RealtimeEventData, RealtimeEventName } from './realtime-events';

/** Spec 1 §7: reconnect after 1 second, 10 attempts. */
export const REALTIME_RECONNECT_DELAY_MS = 1000;
export const REALTIME_MAX_RETRIES = 10;
/** Cursors remembered for de-duplication; far more than a resume sends. */
const REMEMBERED_CURSORS = 5000;

/** A fresh ticket, or null when the session is refused; throws when it could not be asked. */
export type TicketSource = () => string | null | Promise<string | null>;

export interface RealtimeClientOptions {
  /** ws(s)://host/api/realtime */
  url: string;
  /** Asked for every (re)connect: a ticket opens one socket (`requestRealtimeTicket` in the app). */
  getTicket: TicketSource;
  /** Called when the server refuses the session (close 4401); the client stops reconnecting. */
  onUnauthorized?: () => void;
  /** A WebSocket class where there is no global one (Node). */
  WebSocket?: unknown;
  reconnectDelayMs?: number;
  maxRetries?: number;
}

export interface RealtimeClient {
  on<E extends RealtimeEventName>(event: E, handler: (data: RealtimeEventData[E]) => void): () => void;
  subscribeToOffice(officeId: string): void;
  subscribeToInbox(inboxId: string): void;
  subscribeToConversation(conversationId: string): void;
  unsubscribeFromConversation(conversationId: string): void;
  messageRead(conversationId: string): void;
  /** The newest cursor received, where a reconnect resumes from. */
  readonly lastCursor: string | null;
  close(): void;
}

/**
 * The browser's realtime socket (ARCHITECTURE §5). It remembers its subscriptions and, after a
 * reconnect, sends them again followed by `resume` from the last cursor it saw, so nothing shown
 * is missed; frames seen twice (by cursor) reach the handlers once.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const handlers = new Map<string, Set<(data: never) => void>>();
  const inboxIds = new Set<string>();
  const conversationIds = new Set<string>();
  let officeId: string | null = null;
  let lastCursor: string | null = null;
  const seenCursors = new Set<string>();
  const delay = options.reconnectDelayMs ?? REALTIME_RECONNECT_DELAY_MS;

  const maxRetries = options.maxRetries ?? REALTIME_MAX_RETRIES;
  let closed = false;
  const refuseSession = () => {
    closed = true;
    socket.close();
    if (options.onUnauthorized) options.onUnauthorized();
    else console.warn('Conexão em tempo real recusada: sessão inválida');
  };

  // The URL of each (re)connect. It never rejects (reconnecting-websocket would stop for good):
  // a ticket that cannot be asked is asked again after the delay, up to the retry limit; after
  // that, or once closed, the socket is closed and the URL returned is never opened.
  const urlWithTicket = async () => {
    for (let attempt = 1; !closed; attempt += 1) {
      try {
        const ticket = await options.getTicket();
        if (closed) break;
        if (ticket === null) {
          refuseSession();
          break;
        }
        return `${options.url}${options.url.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
      } catch (error) {
        if (attempt >= maxRetries) {
          console.warn('Conexão em tempo real indisponível: não foi possível obter o acesso', error);
          socket.close();
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
    return options.url;
  };
  const socket = new ReconnectingWebSocket(urlWithTicket, [], {
    WebSocket: options.WebSocket,
    maxRetries,
    minReconnectionDelay: delay,
    maxReconnectionDelay: delay,
    reconnectionDelayGrowFactor: 1,
  });

  // Only while open: whatever is remembered is sent again on the next open anyway.
  const send = (frame: ClientFrame) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
  };

  socket.addEventListener('open', () => {
    if (officeId) send({ event: 'subscribeToOffice', data: { officeId } });
    for (const inboxId of inboxIds) send({ event: 'subscribeToInbox', data: { inboxId } });
    for (const conversationId of conversationIds) send({ event: 'subscribeToConversation', data: { conversationId } });
    if (lastCursor !== null) send({ event: 'resume', data: { cursor: lastCursor } });
  });

  socket.addEventListener('message', (message) => {
    let frame: { event?: string; data?: { cursor?: unknown } };
    try {
      frame = JSON.parse(String(message.data));
    } catch {
      return;
    }
    if (!frame.event) return;
    const cursor = typeof frame.data?.cursor === 'string' ? frame.data.cursor : null;
    if (cursor !== null) {
      if (seenCursors.has(cursor)) return;
      seenCursors.add(cursor);
      if (seenCursors.size > REMEMBERED_CURSORS) seenCursors.delete(seenCursors.values().next().value!);
      if (lastCursor === null || Number(cursor) > Number(lastCursor)) lastCursor = cursor;
    }
    for (const handler of handlers.get(frame.event) ?? []) {
      try {
        handler(frame.data as never);
      } catch (error) {
        console.error(`Falha ao tratar o evento em tempo real ${frame.event}`, error);
      }
    }
  });

  // A 4401 close (REALTIME_UNAUTHORIZED_CLOSE_CODE) says the token the socket opened with is no
  // longer valid, but this tab may already hold a newer one (its own password change ends every
  // older session): the reconnect asks a ticket with the current token, and only a refused ticket
  // (urlWithTicket above) ends the session here.

  return {
    on(event, handler) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler as (data: never) => void);
      handlers.set(event, set);
      return () => void set.delete(handler as (data: never) => void);
    },
    subscribeToOffice(id) {
      officeId = id;
      send({ event: 'subscribeToOffice', data: { officeId: id } });
    },
    subscribeToInbox(inboxId) {
      inboxIds.add(inboxId);
      send({ event: 'subscribeToInbox', data: { inboxId } });
    },
    subscribeToConversation(conversationId) {
      conversationIds.add(conversationId);
      send({ event: 'subscribeToConversation', data: { conversationId } });
    },
    unsubscribeFromConversation(conversationId) {
      conversationIds.delete(conversationId);
      send({ event: 'unsubscribeFromConversation', data: { conversationId } });
    },
    messageRead(conversationId) {
      send({ event: 'messageRead', data: { conversationId } });
    },
    get lastCursor() {
      return lastCursor;
    },
    close() {
      closed = true;
      handlers.clear();
      socket.close(1000);
    },
  };
}

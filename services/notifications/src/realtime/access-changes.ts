import { authEvents } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { handledEvents } from '../db/schema';

export const ACCESS_SUBJECT = 'realtime-access';
export const ACCESS_CONSUMER = 'notifications-realtime-access';

/** A user's workspaces changed; `inboxIds` null means the user was removed; a `sessionVersion` above a socket's ends it. */
export interface AccessChange {
  officeId: string;
  userId: string;
  inboxIds: string[] | null;
  sessionVersion: number | null;
}

/**
 * Tells every replica when a user's workspaces or session change, so open sockets stop receiving
 * what the user may no longer see, and close when the user's sessions ended (deleted, password
 * changed). Dropping subscriptions twice is harmless, so it is sent from inside
 * the handler rather than after its commit.
 */
export function startAccessChangeConsumer(options: { bus: EventBus & Required<Pick<EventBus, 'broadcast'>>; db: NotificationsDatabase }) {
  const { bus } = options;
  return consumeEvents({
    bus,
    db: options.db,
    handledTable: handledEvents,
    consumer: ACCESS_CONSUMER,
    events: [authEvents.userUpdated, authEvents.userDeleted],
    handle: async (_tx, event) => {
      const payload = event.payload as { id: string; inboxIds?: string[]; sessionVersion?: number };
      const change: AccessChange = {
        officeId: event.officeId,
        userId: payload.id,
        inboxIds: event.type === authEvents.userDeleted.type ? null : (payload.inboxIds ?? []),
        sessionVersion: payload.sessionVersion ?? null,
      };
      await bus.broadcast(ACCESS_SUBJECT, change);
    },
  });
}

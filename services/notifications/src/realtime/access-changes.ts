import { authEvents } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { handledEvents } from '../db/schema';

export const ACCESS_SUBJECT = 'realtime-access';
export const ACCESS_CONSUMER = 'notifications-realtime-access';

/** A user's workspaces changed; `inboxIds` null means the user was removed. */
export interface AccessChange {
  officeId: string;
  userId: string;
  inboxIds: string[] | null;
}

/**
 * Tells every replica when a user's workspaces change, so open sockets stop receiving what the
 * user may no longer see. Dropping subscriptions twice is harmless, so it is sent from inside
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
      const payload = event.payload as { id: string; inboxIds?: string[] };
      const change: AccessChange = {
        officeId: event.officeId,
        userId: payload.id,
        inboxIds: event.type === authEvents.userDeleted.type ? null : (payload.inboxIds ?? []),
      };
      await bus.broadcast(ACCESS_SUBJECT, change);
    },
  });
}

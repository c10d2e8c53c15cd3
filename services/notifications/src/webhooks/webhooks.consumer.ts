import { recordHandledEvents, type EventBus, type Subscription } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { handledEvents } from '../db/schema';
import { queueDeliveries } from './webhook-deliveries.repository';
import { webhookFactsOf, webhookSourceEvents } from './webhook-events';

export const WEBHOOKS_CONSUMER = 'notifications-webhooks';

/**
 * Turns domain events into queued deliveries, in one transaction with the handled-event record:
 * a redelivered event queues nothing twice, a crash before commit queues it on redelivery.
 */
export function consumeWebhookEvents(options: { bus: EventBus; db: NotificationsDatabase; onQueued: () => void }): Promise<Subscription> {
  const byType = new Map<string, (typeof webhookSourceEvents)[number]>(webhookSourceEvents.map((definition) => [definition.type, definition]));
  return options.bus.subscribe({
    durable: WEBHOOKS_CONSUMER,
    types: [...byType.keys()],
    handler: async (event) => {
      const definition = byType.get(event.type);
      if (!definition) return;
      const parsed = { ...event, payload: definition.payload.parse(event.payload) };
      const queued = await options.db.transaction(async (tx) => {
        const fresh = await recordHandledEvents(tx, handledEvents, WEBHOOKS_CONSUMER, [event.id]);
        if (fresh.size === 0) return 0;
        return queueDeliveries(tx, event.officeId, event.occurredAt, await webhookFactsOf(tx, parsed));
      });
      if (queued > 0) options.onQueued();
    },
  });
}

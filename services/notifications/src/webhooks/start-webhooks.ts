import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { startDeliveryWorker } from './delivery-worker';
import type { WebhookOptions } from './webhook-options';
import { consumeWebhookEvents } from './webhooks.consumer';

/** Outbound webhooks (issue 41): domain events queued as deliveries, and this replica's worker sending them. */
export async function startWebhooks(options: { db: NotificationsDatabase; bus: EventBus; log: FastifyBaseLogger; webhooks: WebhookOptions }) {
  const worker = startDeliveryWorker(options);
  const subscription = await consumeWebhookEvents({ bus: options.bus, db: options.db, onQueued: worker.wake });
  return {
    wake: worker.wake,
    stop: async () => {
      await subscription.stop();
      await worker.stop();
    },
  };
}

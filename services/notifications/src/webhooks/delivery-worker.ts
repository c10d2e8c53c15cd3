import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { WEBHOOK_MESSAGES } from '@balcao/contracts';
import { Ticker, type EventBus } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { webhookEndpoints } from '../db/schema';
import { broadcastFrames } from '../notifications/notifications.consumer';
import { notifyUsers } from '../notifications/notifications.repository';
import { managersOf } from '../notifications/plan-notifications';
import { claimDueDeliveries, purgeOldDeliveries, recordAttempt, type ClaimedDelivery } from './webhook-deliveries.repository';
import { retryDelayMs, type WebhookOptions } from './webhook-options';
import { sendWebhook } from './webhook-sender';

const BATCH = 20;
const PURGE_EVERY_MS = 3_600_000;

const succeeded = (status: number | null) => status !== null && status >= 200 && status < 300;

/**
 * After the retry window failed: the delivery is given up, its endpoint paused (once) and the
 * office's managers told with a bell notification.
 */
async function giveUp(db: NotificationsDatabase, bus: EventBus, delivery: ClaimedDelivery) {
  const frames = await db.transaction(async (tx) => {
    const [paused] = await tx
      .update(webhookEndpoints)
      .set({ active: false, pausedForFailuresAt: new Date() })
      .where(and(eq(webhookEndpoints.id, delivery.endpointId), eq(webhookEndpoints.active, true)))
      .returning({ url: webhookEndpoints.url });
    if (!paused) return [];
    return notifyUsers(tx, await managersOf(tx, delivery.officeId), {
      officeId: delivery.officeId,
      inboxId: null,
      module: 'integrations',
      kind: 'webhook-paused',
      itemId: delivery.endpointId,
      title: WEBHOOK_MESSAGES.pausedTitle,
      message: WEBHOOK_MESSAGES.paused(paused.url),
      eventId: delivery.id,
    });
  });
  await broadcastFrames(bus, frames);
}

async function deliver(db: NotificationsDatabase, bus: EventBus, options: WebhookOptions, delivery: ClaimedDelivery) {
  const result = await sendWebhook({ url: delivery.url, secret: delivery.secret, eventId: delivery.eventId, body: delivery.body, timeoutMs: options.timeoutMs, policy: options });
  const at = new Date();
  const ok = succeeded(result.status);
  const expired = !ok && at.getTime() >= delivery.retrySince.getTime() + options.retryWindowMs;
  const status = ok ? 'SUCCEEDED' : expired ? 'FAILED' : 'PENDING';
  const nextAttemptAt = new Date(at.getTime() + (status === 'PENDING' ? retryDelayMs(delivery.attempts + 1, options) : 0));
  await recordAttempt(db, delivery.id, { status, nextAttemptAt, at, responseStatus: result.status, durationMs: result.durationMs, error: result.error, responseBody: result.responseBody });
  if (expired) await giveUp(db, bus, delivery);
}

/**
 * The delivery worker of this replica: claims due deliveries and sends them at once (different
 * conversations in parallel, one conversation in order), until none is due.
 */
export function startDeliveryWorker(options: { db: NotificationsDatabase; bus: EventBus; log: FastifyBaseLogger; webhooks: WebhookOptions }) {
  const { db, bus, log, webhooks } = options;
  // Longer than an attempt can take, so a claim never runs out while its attempt is under way.
  const leaseMs = webhooks.timeoutMs * 3 + 5_000;
  const worker = new Ticker(
    async () => {
      for (;;) {
        const claimed = await claimDueDeliveries(db, BATCH, leaseMs, webhooks.settleMs);
        if (claimed.length === 0) return;
        const outcomes = await Promise.allSettled(claimed.map((delivery) => deliver(db, bus, webhooks, delivery)));
        for (const outcome of outcomes) if (outcome.status === 'rejected') log.error({ err: outcome.reason }, 'webhook delivery bookkeeping failed');
      }
    },
    { everyMs: webhooks.pollMs, onError: (error) => log.error({ err: error }, 'webhook delivery pass failed') },
  );
  const purge = new Ticker(
    async () => {
      const purged = await purgeOldDeliveries(db, new Date(Date.now() - webhooks.retentionMs));
      if (purged > 0) log.info({ purged }, 'old webhook deliveries purged');
    },
    { everyMs: PURGE_EVERY_MS, onError: (error) => log.error({ err: error }, 'webhook deliveries purge failed') },
  );
  worker.start();
  purge.start();
  worker.wake();
  purge.wake();
  return {
    wake: () => worker.wake(),
    stop: async () => {
      await purge.stop();
      await worker.stop();
    },
  };
}

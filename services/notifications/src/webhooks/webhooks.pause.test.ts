import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, type WebhookDelivery } from '@balcao/contracts';
import { createTestInfra, queryRows, startNotificationsTestApp, waitUntil, type NotificationsTestApp } from '../testing/test-app';
import { apiOf, emit, officeWithManager } from '../testing/webhook-helpers';
import { startWebhookReceiver } from '../testing/webhook-receiver';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
const officeId = randomUUID();
const inboxId = randomUUID();

beforeAll(async () => {
  infra = await createTestInfra();
  // A retry window of 1.5 s instead of 24 h, so the test sees the end of it.
  service = await startNotificationsTestApp(infra, undefined, {
    webhooks: { allowInsecure: true, allowPrivateTargets: true, retryBaseDelayMs: 50, retryMaxDelayMs: 200, timeoutMs: 400, pollMs: 100, settleMs: 0, retryWindowMs: 1_500 },
  });
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

describe('an endpoint that keeps failing for the whole retry window', () => {
  it("is paused, its delivery given up after several attempts, and the office's managers (only them) are notified once", async () => {
    const api = apiOf(service.url);
    const { manager, attendant } = await officeWithManager(infra, officeId, inboxId);
    const receiver = await startWebhookReceiver(() => 503);
    try {
      const { body: endpoint } = await api('POST', '/webhook-endpoint', manager.token, { url: receiver.url, eventTypes: ['payment.confirmed'] });
      await emit(infra, billingEvents.paymentConfirmed, { officeId, occurredAt: new Date(), payload: { invoiceId: randomUUID(), purpose: 'subscription', amount: 19_900, transactionReceiptUrl: null } });

      await waitUntil(async () => (await api('GET', '/webhook-endpoint', manager.token)).body[0]?.active === false, 15_000);
      const [paused] = (await api('GET', '/webhook-endpoint', manager.token)).body;
      expect(paused).toMatchObject({ id: endpoint.id, active: false, pausedForFailuresAt: expect.any(String) });
      const [delivery] = (await api<WebhookDelivery[]>('GET', `/webhook-endpoint/${endpoint.id}/delivery`, manager.token)).body;
      expect(delivery).toMatchObject({ status: 'FAILED', responseStatus: 503, nextAttemptAt: null });
      expect(delivery!.attempts).toBeGreaterThan(2);
      expect(delivery!.attempts).toBe(receiver.received.length);

      const notified = await queryRows(infra, "select user_id, title, message, module from notifications.notifications where kind = 'webhook-paused'");
      expect(notified).toEqual([{ user_id: manager.id, title: 'Webhook pausado', module: 'integrations', message: expect.stringContaining(receiver.url) }]);
      expect(notified.some((row) => row.user_id === attendant.id)).toBe(false);

      // Nothing more is sent to a paused endpoint.
      const attempts = receiver.received.length;
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.received.length).toBe(attempts);
    } finally {
      await receiver.close();
    }
  }, 30_000);
});

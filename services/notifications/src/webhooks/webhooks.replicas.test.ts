import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmEvents, type Lead, type WebhookDelivery } from '@balcao/contracts';
import { createTestInfra, queryRows, replicaInfra, startNotificationsTestApp, waitUntil, type NotificationsTestApp } from '../testing/test-app';
import { apiOf, officeWithManager } from '../testing/webhook-helpers';
import { startWebhookReceiver } from '../testing/webhook-receiver';
import { openNotificationsDatabase } from '../db/database';
import { purgeOldDeliveries } from './webhook-deliveries.repository';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let secondInfra: Awaited<ReturnType<typeof replicaInfra>>;
let first: NotificationsTestApp;
let second: NotificationsTestApp;
const officeId = randomUUID();
const inboxId = randomUUID();
const webhooks = { allowInsecure: true, allowPrivateTargets: true, pollMs: 50, settleMs: 0, retryBaseDelayMs: 50, retryMaxDelayMs: 200 };

beforeAll(async () => {
  infra = await createTestInfra();
  secondInfra = await replicaInfra(infra);
  first = await startNotificationsTestApp(infra, undefined, { webhooks });
  second = await startNotificationsTestApp(secondInfra, undefined, { webhooks });
});

afterAll(async () => {
  await first?.close();
  await second?.close();
  await secondInfra?.close();
  await infra?.cleanup();
});

const lead = (): Lead => {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    funnelId: randomUUID(),
    columnId: randomUUID(),
    channel: 'whatsapp',
    columnChangedAt: now,
    timeLimitDays: 1,
    showBadgeProgress: true,
    conversationId: null,
    lastInteraction: now,
    createdAt: now,
    updatedAt: now,
    person: { id: randomUUID(), name: 'João Pereira', email: 'joao@cliente.com.br', phoneNumber: '5511987654321', imageUrl: null },
    user: { id: randomUUID(), name: 'Bruno Lima', email: 'bruno@escritorio.com.br', imageUrl: null },
    tags: [],
    customFields: [],
  };
};

describe('two replicas sending the same office’s deliveries', () => {
  it('send each delivery once between them (SKIP LOCKED claims), with nothing internal in the payload', async () => {
    const { manager } = await officeWithManager(infra, officeId, inboxId);
    const receiver = await startWebhookReceiver();
    try {
      const { body: endpoint } = await apiOf(first.url)('POST', '/webhook-endpoint', manager.token, { url: receiver.url, eventTypes: ['lead.created'] });
      const leads = Array.from({ length: 40 }, lead);
      await Promise.all(leads.map((item) => infra.bus.publish({ id: randomUUID(), type: crmEvents.leadCreated.type, occurredAt: new Date().toISOString(), officeId, inboxId, payload: { lead: item } })));
      await waitUntil(async () => {
        const rows = await queryRows(infra, "select 1 from notifications.webhook_deliveries where endpoint_id = $1 and status = 'SUCCEEDED'", [endpoint.id]);
        return rows.length === 40;
      }, 20_000);
      expect(receiver.received).toHaveLength(40);
      expect(new Set(receiver.received.map((request) => request.id)).size).toBe(40);
      const body = JSON.parse(receiver.received[0]!.body);
      expect(body.type).toBe('lead.created');
      // The attendant's e-mail and the contact's e-mail are not the receiver's business.
      expect(receiver.received[0]!.body).not.toContain('@escritorio.com.br');
      expect(body.data.lead).toMatchObject({ contact: { name: 'João Pereira', phoneNumber: '5511987654321' }, attendant: { name: 'Bruno Lima' } });
      const log = (await apiOf(second.url)<WebhookDelivery[]>('GET', `/webhook-endpoint/${endpoint.id}/delivery`, manager.token)).body;
      expect(log.every((delivery) => delivery.attempts === 1)).toBe(true);
    } finally {
      await receiver.close();
    }
  }, 30_000);

  it('purges finished deliveries past the retention, never a pending one', async () => {
    const db = await openNotificationsDatabase(infra.database);
    await queryRows(infra, "update notifications.webhook_deliveries set created_at = now() - interval '40 days'");
    const [pending] = await queryRows(infra, "update notifications.webhook_deliveries set status = 'PENDING', next_attempt_at = now() + interval '1 day' where id = (select id from notifications.webhook_deliveries limit 1) returning id");
    const purged = await purgeOldDeliveries(db, new Date(Date.now() - 30 * 86_400_000));
    expect(purged).toBe(39);
    expect(await queryRows(infra, 'select id from notifications.webhook_deliveries')).toEqual([{ id: pending!.id }]);
  });
});

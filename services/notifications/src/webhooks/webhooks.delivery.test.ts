import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingEvents, type ConversationSummary, type WebhookDelivery } from '@balcao/contracts';
import { conversationSummary, inboundMessage } from '../testing/fixtures';
import { createTestInfra, queryRows, redeliver, startNotificationsTestApp, waitUntil, type NotificationsTestApp } from '../testing/test-app';
import { apiOf, emit, officeWithManager } from '../testing/webhook-helpers';
import { startWebhookReceiver } from '../testing/webhook-receiver';
import { verifyWebhookSignature } from './webhook-signature';
import { WEBHOOKS_CONSUMER } from './webhooks.consumer';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
let api: ReturnType<typeof apiOf>;
const officeId = randomUUID();
const inboxId = randomUUID();
let gestor: Awaited<ReturnType<typeof officeWithManager>>['manager'];

beforeAll(async () => {
  infra = await createTestInfra();
  // The receiver runs on 127.0.0.1 over http: the operator's flags allow it here, as in a dev setup.
  service = await startNotificationsTestApp(infra, undefined, {
    webhooks: { allowInsecure: true, allowPrivateTargets: true, retryBaseDelayMs: 50, retryMaxDelayMs: 300, timeoutMs: 400, pollMs: 100, settleMs: 200, retryWindowMs: 60_000 },
  });
  api = apiOf(service.url);
  ({ manager: gestor } = await officeWithManager(infra, officeId, inboxId));
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

const deliveriesOf = async (endpointId: string) => (await api<WebhookDelivery[]>('GET', `/webhook-endpoint/${endpointId}/delivery`, gestor.token)).body;

/** One conversation's life as messaging announces it, one fact after another. */
async function conversationLife(conversationId: string, start: number) {
  let at = start;
  const next = () => new Date((at += 10));
  const summary = (overrides: Partial<ConversationSummary>) => conversationSummary({ id: conversationId, inboxId, ...overrides });
  await emit(infra, messagingEvents.conversationCreated, { officeId, inboxId, occurredAt: next(), payload: { conversation: summary({ status: 'ROBOT_INTERACTIVE' }) } });
  const received = await emit(infra, messagingEvents.messageReceived, {
    officeId,
    inboxId,
    occurredAt: next(),
    payload: { conversationId, message: inboundMessage(conversationId), conversation: summary({ status: 'ROBOT_INTERACTIVE' }) },
  });
  await emit(infra, messagingEvents.conversationChanged, { officeId, inboxId, occurredAt: next(), payload: { conversation: summary({ status: 'WAITING_HUMAN' }) } });
  const ana = { id: randomUUID(), name: 'Ana Souza' };
  await emit(infra, messagingEvents.conversationChanged, { officeId, inboxId, occurredAt: next(), payload: { conversation: summary({ status: 'HUMAN_INTERACTIVE', user: ana }) } });
  await emit(infra, messagingEvents.messageSent, {
    officeId,
    inboxId,
    occurredAt: next(),
    payload: { conversationId, message: { ...inboundMessage(conversationId, 'Olá, sou a Dra. Ana'), direction: 'OUTBOUND', user: { ...ana, imageUrl: null, isAgent: false } } },
  });
  await emit(infra, messagingEvents.conversationChanged, { officeId, inboxId, occurredAt: next(), payload: { conversation: summary({ status: 'INACTIVE', user: ana }) } });
  return received;
}
const LIFE = ['message.received', 'conversation.status_changed', 'conversation.status_changed', 'conversation.assigned', 'message.sent', 'conversation.finished'];

describe('deliveries to a receiver that fails, times out and recovers', () => {
  it('delivers every event exactly once by id, in order per conversation, each signed', async () => {
    // 3 errors, then 2 answers that never come, then it recovers.
    const receiver = await startWebhookReceiver((index) => (index < 3 ? 500 : index < 5 ? 'hang' : 200));
    try {
      const created = await api('POST', '/webhook-endpoint', gestor.token, { url: receiver.url, description: 'Sistema jurídico', eventTypes: LIFE });
      expect(created.status).toBe(201);
      const { id: endpointId, secret } = created.body;
      expect(secret).toMatch(/^whsec_/);

      const first = randomUUID();
      const second = randomUUID();
      const start = Date.now();
      const received = await conversationLife(first, start);
      await conversationLife(second, start + 5);
      // A domain event redelivered after a crash makes no second delivery.
      await redeliver(infra, received, `${WEBHOOKS_CONSUMER}`);

      await waitUntil(async () => {
        const log = await deliveriesOf(endpointId);
        return log.length === 12 && log.every((delivery) => delivery.status === 'SUCCEEDED');
      }, 30_000);

      const accepted = receiver.accepted();
      const ids = accepted.map((request) => request.id);
      expect(ids).toHaveLength(12);
      expect(new Set(ids).size).toBe(12);
      for (const conversationId of [first, second]) {
        const types = accepted.map((request) => JSON.parse(request.body)).filter((body) => body.data.conversation?.id === conversationId || body.data.message?.conversationId === conversationId);
        expect(types.map((body) => body.type)).toEqual(LIFE);
      }
      // It did fail and time out before recovering, and the log says so.
      expect(receiver.received.filter((request) => request.answer === 500)).toHaveLength(3);
      expect(receiver.received.filter((request) => request.answer === 'hang')).toHaveLength(2);
      const log = await deliveriesOf(endpointId);
      expect(log.some((delivery) => delivery.attempts > 1)).toBe(true);
      // Each attempt is in the log: the failures before the success.
      const attemptLog = log.flatMap((delivery) => delivery.attemptLog);
      expect(attemptLog.filter((attempt) => attempt.responseStatus === 500)).toHaveLength(3);
      expect(attemptLog.filter((attempt) => attempt.error === 'Tempo de resposta esgotado')).toHaveLength(2);
      for (const delivery of log) expect(delivery.attemptLog).toHaveLength(delivery.attempts);
      // Every request, failed ones too, carries a signature the receiver can check; the body has the documented shape.
      for (const request of receiver.received) {
        expect(verifyWebhookSignature({ secret, timestamp: request.timestamp, body: request.body, signature: request.signature })).toBe(true);
        expect(JSON.parse(request.body)).toMatchObject({ id: request.id, version: 1, officeId, occurredAt: expect.any(String), data: expect.any(Object) });
      }
      const sent = accepted.map((request) => JSON.parse(request.body)).find((body) => body.type === 'message.sent');
      expect(sent.data.message).toMatchObject({ direction: 'OUTBOUND', content: 'Olá, sou a Dra. Ana', author: { name: 'Ana Souza', isAgent: false } });
      const assigned = accepted.map((request) => JSON.parse(request.body)).find((body) => body.type === 'conversation.assigned');
      expect(assigned.data).toMatchObject({ conversation: { status: 'HUMAN_INTERACTIVE', attendant: { name: 'Ana Souza' } }, previousAttendant: null });
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it("'Enviar teste' delivers a webhook.test event, and 'Reenviar' sends the same event again with a fresh timestamp and a valid signature", async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { body: endpoint } = await api('POST', '/webhook-endpoint', gestor.token, { url: receiver.url, eventTypes: ['payment.confirmed'] });
      const test = await api<WebhookDelivery>('POST', `/webhook-endpoint/${endpoint.id}/test`, gestor.token);
      expect(test.status).toBe(201);
      await waitUntil(async () => (await deliveriesOf(endpoint.id))[0]?.status === 'SUCCEEDED');
      const [logged] = await deliveriesOf(endpoint.id);
      expect(logged).toMatchObject({ eventType: 'webhook.test', responseStatus: 200, attempts: 1, responseBodyPreview: 'recebido', durationMs: expect.any(Number) });

      await new Promise((resolve) => setTimeout(resolve, 1100));
      const resent = await api<WebhookDelivery>('POST', `/webhook-endpoint/${endpoint.id}/delivery/${logged!.id}/resend`, gestor.token);
      expect(resent.status).toBe(200);
      await waitUntil(() => receiver.received.length === 2);
      const [original, replay] = receiver.received;
      expect(replay!.id).toBe(original!.id);
      expect(replay!.body).toBe(original!.body);
      expect(Number(replay!.timestamp)).toBeGreaterThan(Number(original!.timestamp));
      expect(verifyWebhookSignature({ secret: endpoint.secret, timestamp: replay!.timestamp, body: replay!.body, signature: replay!.signature })).toBe(true);
      // The old signature does not pass for the new timestamp, nor a forged one, nor another body.
      expect(verifyWebhookSignature({ secret: endpoint.secret, timestamp: replay!.timestamp, body: replay!.body, signature: original!.signature })).toBe(false);
      expect(verifyWebhookSignature({ secret: 'whsec_forjado', timestamp: replay!.timestamp, body: replay!.body, signature: replay!.signature })).toBe(false);
      expect(verifyWebhookSignature({ secret: endpoint.secret, timestamp: replay!.timestamp, body: replay!.body.replace('teste', 'falso'), signature: replay!.signature })).toBe(false);
      await waitUntil(async () => (await deliveriesOf(endpoint.id))[0]?.attempts === 2);
    } finally {
      await receiver.close();
    }
  });

  it('keeps deliveries of a paused endpoint waiting, and sends them when it is reactivated', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { body: endpoint } = await api('POST', '/webhook-endpoint', gestor.token, { url: receiver.url, eventTypes: ['conversation.rated'] });
      expect((await api('PATCH', `/webhook-endpoint/${endpoint.id}`, gestor.token, { active: false })).body.active).toBe(false);
      const conversationId = randomUUID();
      await emit(infra, messagingEvents.conversationEvaluated, { officeId, inboxId, occurredAt: new Date(), payload: { conversationId, score: 5, answeredAt: new Date().toISOString() } });
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(receiver.received).toHaveLength(0);
      expect(await queryRows(infra, "select 1 from notifications.webhook_deliveries where endpoint_id = $1 and status = 'PENDING'", [endpoint.id])).toHaveLength(1);
      await api('PATCH', `/webhook-endpoint/${endpoint.id}`, gestor.token, { active: true });
      await waitUntil(() => receiver.accepted().length === 1);
      expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({ type: 'conversation.rated', data: { conversationId, score: 5 } });
    } finally {
      await receiver.close();
    }
  });
});

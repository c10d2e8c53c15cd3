import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, flowsEvents, messagingEvents } from '@balcao/contracts';
import { addMember, createTestInfra, publishEvent, queryRows, startNotificationsTestApp, waitUntil, type NotificationsTestApp, type TestMember } from '../testing/test-app';
import { sleep } from '../testing/ws-client';
import { PAYMENT_NOTIFICATIONS_CONSUMER, PLAN_NOTIFICATIONS_CONSUMER } from './start-notifications';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
const officeId = randomUUID();
const inboxId = randomUUID();
let ana: TestMember;
let bruno: TestMember;

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra);
  ana = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Ana Souza' });
  bruno = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Bruno Lima' });
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

const notificationsOf = (userId: string, kind: string) =>
  queryRows(infra, 'select * from notifications.notifications where user_id = $1 and kind = $2', [userId, kind]);

describe('payments and an inactive office', () => {
  it("tells everyone of the office that a payment was confirmed, once", async () => {
    const invoiceId = randomUUID();
    const event = await publishEvent(infra, billingEvents.paymentConfirmed, { officeId, payload: { invoiceId, purpose: 'credits', amount: 3000, transactionReceiptUrl: null } });
    await waitUntil(async () => (await notificationsOf(bruno.id, 'payment-confirmed')).length === 1);
    await infra.bus.publish(event);
    await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.handled_events where event_id = $1 and consumer = $2', [event.id, PAYMENT_NOTIFICATIONS_CONSUMER])).length === 1);
    for (const member of [ana, bruno]) {
      const rows = await notificationsOf(member.id, 'payment-confirmed');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ module: 'billing', item_id: invoiceId, title: 'Pagamento confirmado', message: 'A compra de créditos de IA foi confirmada.' });
    }
  });

  it('stops notifying an office whose subscription is inactive', async () => {
    await publishEvent(infra, billingEvents.accessChanged, {
      officeId,
      payload: { state: 'inactive', accessUntil: null, planEndIn: null, planId: null, subscriptionId: null, planName: null, limits: null, isCanceled: false, isOverdue: true, version: 10 },
    });
    await waitUntil(async () => (await queryRows(infra, "select 1 from notifications.office_access where office_id = $1 and state = 'inactive'", [officeId])).length === 1);
    const conversationId = randomUUID();
    await publishEvent(infra, messagingEvents.conversationTransferred, { officeId, inboxId, payload: { conversationId, fromUserId: ana.id, toUserId: bruno.id } });
    await sleep(1500);
    expect((await notificationsOf(bruno.id, 'conversation-transferred')).filter((row) => row.item_id === conversationId)).toHaveLength(0);
  });
});

describe("a plan's limit reached in a client's conversation", () => {
  it("tells the office's managers, not its attendants, once per fact, with the upgrade", async () => {
    const office = randomUUID();
    const manager = await addMember(infra, { officeId: office, inboxIds: [inboxId], name: 'Dra. Souza', isManager: true });
    const attendant = await addMember(infra, { officeId: office, inboxIds: [inboxId], name: 'Caio', isManager: false });
    const otherOffice = await addMember(infra, { officeId: randomUUID(), inboxIds: [inboxId], name: 'Gestora de outro escritório', isManager: true });
    await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.member_access where user_id = $1 and is_manager', [manager.id])).length === 1);
    const event = await publishEvent(infra, flowsEvents.consultationsExhausted, { officeId: office, payload: { month: '2026-12', max: 100 } });
    await waitUntil(async () => (await notificationsOf(manager.id, 'plan-limit-reached')).length === 1);
    await infra.bus.publish(event);
    await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.handled_events where event_id = $1 and consumer = $2', [event.id, PLAN_NOTIFICATIONS_CONSUMER])).length === 1);
    const [row] = await notificationsOf(manager.id, 'plan-limit-reached');
    expect(row).toMatchObject({
      module: 'billing',
      title: 'Consultas processuais esgotadas',
      message: 'Seu plano permite 100 consultas processuais por mês e as deste mês já foram usadas. Faça upgrade do plano para consultar mais.',
    });
    expect(await notificationsOf(manager.id, 'plan-limit-reached')).toHaveLength(1);
    expect(await notificationsOf(attendant.id, 'plan-limit-reached')).toHaveLength(0);
    expect(await notificationsOf(otherOffice.id, 'plan-limit-reached')).toHaveLength(0);
  });
});

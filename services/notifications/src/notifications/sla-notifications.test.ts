import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingEvents } from '@balcao/contracts';
import { addMember, createTestInfra, publishEvent, queryRows, startNotificationsTestApp, waitUntil, type NotificationsTestApp } from '../testing/test-app';
import { SLA_NOTIFICATIONS_CONSUMER } from './start-notifications';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra);
});
afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

const notificationsOf = (userId: string) => queryRows(infra, "select * from notifications.notifications where user_id = $1 and kind = 'sla-breached'", [userId]);

describe('an SLA breached', () => {
  it("tells the responsible attendant and the office's managers once, nobody else", async () => {
    const officeId = randomUUID();
    const inboxId = randomUUID();
    const manager = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Dra. Souza', isManager: true });
    const responsible = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Ana', isManager: false });
    const colleague = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Caio', isManager: false });
    const otherOffice = await addMember(infra, { officeId: randomUUID(), inboxIds: [inboxId], name: 'Gestora de outro escritório', isManager: true });
    await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.member_access where user_id = $1 and is_manager', [manager.id])).length === 1);
    const conversationId = randomUUID();
    const payload = { conversationId, userId: responsible.id, dueAt: new Date().toISOString(), contact: { name: 'João Cliente', phoneNumber: '5511990001000' } };
    const event = await publishEvent(infra, messagingEvents.conversationSlaBreached, { officeId, inboxId, payload });
    await waitUntil(async () => (await notificationsOf(responsible.id)).length === 1 && (await notificationsOf(manager.id)).length === 1);
    await infra.bus.publish(event);
    await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.handled_events where event_id = $1 and consumer = $2', [event.id, SLA_NOTIFICATIONS_CONSUMER])).length === 1);
    for (const user of [responsible, manager]) {
      const rows = await notificationsOf(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ module: 'conversation', item_id: conversationId, title: 'SLA vencido', message: 'João Cliente passou do tempo de resposta prometido e ainda aguarda uma resposta' });
    }
    expect(await notificationsOf(colleague.id)).toHaveLength(0);
    expect(await notificationsOf(otherOffice.id)).toHaveLength(0);
  });
});

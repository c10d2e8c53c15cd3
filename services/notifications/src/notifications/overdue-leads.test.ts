import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmEvents, type Lead } from '@balcao/contracts';
import { openNotificationsDatabase, type NotificationsDatabase } from '../db/database';
import { addMember, createTestInfra, publishEvent, queryRows, redeliver, startNotificationsTestApp, waitUntil, type NotificationsTestApp, type TestMember } from '../testing/test-app';
import { notifyOverdueLeads } from './overdue-leads';
import { LEAD_DEADLINES_CONSUMER } from './start-notifications';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
let db: NotificationsDatabase;
const officeId = randomUUID();
const inboxId = randomUUID();
let ana: TestMember;
let bruno: TestMember;
const DAY = 24 * 3600_000;

function lead(overrides: Partial<Lead> = {}): Lead {
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
    person: { id: randomUUID(), name: 'João Pereira', email: null, phoneNumber: '5511987654321', imageUrl: null },
    user: null,
    tags: [],
    customFields: [],
    ...overrides,
  };
}

const notificationsOf = (itemId: string) => queryRows(infra, 'select user_id, title, message, module from notifications.notifications where item_id = $1 order by user_id', [itemId]);
const tracked = (leadId: string) => waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.lead_deadlines where lead_id = $1', [leadId])).length === 1);

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra);
  db = await openNotificationsDatabase(infra.database);
  ana = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Ana Souza' });
  bruno = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Bruno Lima' });
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

describe('a lead overdue in its column', () => {
  it('notifies the responsible attendant once per stay in the column', async () => {
    const movedAt = new Date(Date.now() - 2 * DAY).toISOString();
    const overdue = lead({ columnChangedAt: movedAt, timeLimitDays: 1, user: { id: bruno.id, name: 'Bruno Lima', email: 'b@x.com', imageUrl: null } });
    const event = await publishEvent(infra, crmEvents.leadMoved, { officeId, inboxId, payload: { lead: overdue, fromColumnId: randomUUID() } });
    await tracked(overdue.id);
    await notifyOverdueLeads(db);
    await notifyOverdueLeads(db);
    await redeliver(infra, event, LEAD_DEADLINES_CONSUMER);
    await notifyOverdueLeads(db);
    expect(await notificationsOf(overdue.id)).toEqual([{ user_id: bruno.id, title: 'Lead atrasado', message: 'João Pereira passou do prazo de 1 dia na etapa', module: 'crm' }]);

    // Moved again and late again: a new stay, a new notification.
    const movedAgain = { ...overdue, columnId: randomUUID(), columnChangedAt: new Date(Date.now() - 3 * DAY).toISOString(), timeLimitDays: 2, updatedAt: new Date(Date.now() + 1000).toISOString() };
    await publishEvent(infra, crmEvents.leadMoved, { officeId, inboxId, payload: { lead: movedAgain, fromColumnId: overdue.columnId } });
    await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.lead_deadlines where lead_id = $1 and notified_at is null', [overdue.id])).length === 1);
    await notifyOverdueLeads(db);
    expect(await notificationsOf(overdue.id)).toHaveLength(2);
  });

  it('notifies the workspace’s members when the lead has no attendant', async () => {
    const overdue = lead({ columnChangedAt: new Date(Date.now() - 4 * DAY).toISOString(), timeLimitDays: 3 });
    await publishEvent(infra, crmEvents.leadCreated, { officeId, inboxId, payload: { lead: overdue } });
    await tracked(overdue.id);
    await notifyOverdueLeads(db);
    expect((await notificationsOf(overdue.id)).map((row) => row.user_id).sort()).toEqual([ana.id, bruno.id].sort());
  });

  it('never notifies a lead still in time, in a closing column (limit 0), or deleted', async () => {
    const inTime = lead({ timeLimitDays: 5 });
    const closing = lead({ columnChangedAt: new Date(Date.now() - 10 * DAY).toISOString(), timeLimitDays: 0 });
    const deleted = lead({ columnChangedAt: new Date(Date.now() - 10 * DAY).toISOString(), timeLimitDays: 1 });
    for (const item of [inTime, closing, deleted]) {
      await publishEvent(infra, crmEvents.leadCreated, { officeId, inboxId, payload: { lead: item } });
      await tracked(item.id);
    }
    await publishEvent(infra, crmEvents.leadsDeleted, { officeId, inboxId, payload: { funnelId: deleted.funnelId, ids: [deleted.id] } });
    await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.lead_deadlines where lead_id = $1', [deleted.id])).length === 0);
    await notifyOverdueLeads(db);
    for (const item of [inTime, closing, deleted]) expect(await notificationsOf(item.id)).toEqual([]);
  });

  it('follows a column’s new time limit, and ignores an older version of the lead arriving late', async () => {
    const item = lead({ columnChangedAt: new Date(Date.now() - 2 * DAY).toISOString(), timeLimitDays: 5 });
    await publishEvent(infra, crmEvents.leadCreated, { officeId, inboxId, payload: { lead: item } });
    await tracked(item.id);
    const stale = { ...item, columnChangedAt: new Date().toISOString(), updatedAt: new Date(Date.now() - DAY).toISOString() };
    await publishEvent(infra, crmEvents.leadUpdated, { officeId, inboxId, payload: { lead: stale } });
    const column = { id: item.columnId, name: 'Em atendimento', color: 'cyan' as const, index: 1, funnelId: item.funnelId, timeLimitDays: 1, showBadgeProgress: true, createdAt: item.createdAt, updatedAt: item.updatedAt };
    await publishEvent(infra, crmEvents.columnsChanged, { officeId, inboxId, payload: { funnelId: item.funnelId, columns: [column] } });
    await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.lead_deadlines where lead_id = $1 and time_limit_days = 1', [item.id])).length === 1);
    await notifyOverdueLeads(db);
    expect(await notificationsOf(item.id)).toHaveLength(2);
  });
});

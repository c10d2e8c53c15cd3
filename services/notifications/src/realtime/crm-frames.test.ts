import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmEvents, type Lead } from '@balcao/contracts';
import { addMember, createTestInfra, publishEvent, startNotificationsTestApp, type NotificationsTestApp, type TestMember } from '../testing/test-app';
import { RealtimeTestClient } from '../testing/ws-client';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
const officeId = randomUUID();
const inboxId = randomUUID();
let attendant: TestMember;
let outsider: TestMember;

const lead = (columnId: string): Lead => ({
  id: randomUUID(),
  funnelId: randomUUID(),
  columnId,
  channel: 'whatsapp',
  columnChangedAt: new Date().toISOString(),
  timeLimitDays: 3,
  showBadgeProgress: true,
  conversationId: null,
  lastInteraction: new Date().toISOString(),
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  person: { id: randomUUID(), name: 'Maria Cliente', email: null, phoneNumber: '5511999990000', imageUrl: null },
  user: null,
  tags: [],
  customFields: [],
});

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra);
  attendant = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Ana Souza' });
  outsider = await addMember(infra, { officeId, inboxIds: [randomUUID()], name: 'Bruno Lima' });
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

describe('crm events become funnel:card:update frames', () => {
  it("pushes a lead's move to the boards of its workspace only", async () => {
    const board = await RealtimeTestClient.connect(service.url, attendant.token);
    expect((await board.request('subscribeToInbox', { inboxId })).event).toBe('subscribedToInbox');
    const elsewhere = await RealtimeTestClient.connect(service.url, outsider.token);
    await elsewhere.request('subscribeToInbox', { inboxId: outsider.inboxIds[0] });

    const moved = lead(randomUUID());
    const fromColumnId = randomUUID();
    await publishEvent(infra, crmEvents.leadMoved, { officeId, inboxId, payload: { lead: moved, fromColumnId } });
    const frame = await board.next('funnel:card:update');
    expect(frame.data).toMatchObject({ action: 'moved', funnelId: moved.funnelId, leadIds: [moved.id], fromColumnId, lead: { columnId: moved.columnId }, cursor: expect.any(String) });

    await publishEvent(infra, crmEvents.leadsDeleted, { officeId, inboxId, payload: { funnelId: moved.funnelId, ids: [moved.id] } });
    expect((await board.next('funnel:card:update')).data).toMatchObject({ action: 'deleted', leadIds: [moved.id] });
    await publishEvent(infra, crmEvents.columnsChanged, { officeId, inboxId, payload: { funnelId: moved.funnelId, columns: [] } });
    expect((await board.next('funnel:card:update')).data).toMatchObject({ action: 'columns-changed', funnelId: moved.funnelId });

    await expect(elsewhere.next('funnel:card:update', 300)).rejects.toThrow();
    board.close();
    elsewhere.close();
  });
});

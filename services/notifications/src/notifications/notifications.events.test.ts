import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingEvents, type ConversationSummary } from '@balcao/contracts';
import { conversationSummary } from '../testing/fixtures';
import { addMember, createTestInfra, publishEvent, queryRows, redeliver, startNotificationsTestApp, waitUntil, type NotificationsTestApp, type TestMember } from '../testing/test-app';
import { RealtimeTestClient, sleep } from '../testing/ws-client';
import { CONVERSATION_NOTIFICATIONS_CONSUMER } from './start-notifications';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
const officeId = randomUUID();
const inboxId = randomUUID();
const otherInboxId = randomUUID();
let ana: TestMember;
let bruno: TestMember;
let outsider: TestMember;

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra);
  ana = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Ana Souza' });
  bruno = await addMember(infra, { officeId, inboxIds: [inboxId, otherInboxId], name: 'Bruno Lima' });
  outsider = await addMember(infra, { officeId, inboxIds: [otherInboxId], name: 'Carla Dias' });
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

const notificationsOf = (userId: string) => queryRows(infra, 'select * from notifications.notifications where user_id = $1 order by created_at', [userId]);

/** A conversation event at a given time, as messaging would publish it. */
async function statusEvent(conversation: ConversationSummary, status: ConversationSummary['status'], occurredAt: Date, type: { type: string } = messagingEvents.conversationChanged) {
  const event = { id: randomUUID(), type: type.type, occurredAt: occurredAt.toISOString(), officeId, inboxId, payload: { conversation: { ...conversation, status } } };
  await infra.bus.publish(event);
  return event;
}

const handled = (eventId: string) => waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.handled_events where event_id = $1 and consumer = $2', [eventId, CONVERSATION_NOTIFICATIONS_CONSUMER])).length === 1);

describe('a conversation transferred', () => {
  it('notifies the receiver once, live on their socket, naming who transferred and whose conversation it is', async () => {
    const socket = await RealtimeTestClient.connect(service.url, bruno.token);
    const conversationId = randomUUID();
    const contact = { name: 'Paula Cliente', phoneNumber: '5511987654321' };
    const event = await publishEvent(infra, messagingEvents.conversationTransferred, { officeId, inboxId, payload: { conversationId, fromUserId: ana.id, toUserId: bruno.id, contact } });
    await waitUntil(() => socket.frames.some((frame) => frame.event === 'notification:new' && frame.data.id));
    const frame = socket.frames.find((candidate) => candidate.event === 'notification:new' && candidate.data.id)!;
    expect(frame.data).toMatchObject({ title: 'Atendimento transferido', message: 'Ana Souza transferiu o atendimento de Paula Cliente para você', module: 'conversation', itemId: conversationId, inboxId });

    await redeliver(infra, event, CONVERSATION_NOTIFICATIONS_CONSUMER);
    const rows = (await notificationsOf(bruno.id)).filter((row) => row.item_id === conversationId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: frame.data.id, is_read: false, kind: 'conversation-transferred' });
    expect((await notificationsOf(ana.id)).filter((row) => row.item_id === conversationId)).toHaveLength(0);
    await socket.close();
  });

  it('names an unnamed client by the phone as the screens show it, and an agent’s hand-off by the client alone', async () => {
    const byPhone = randomUUID();
    const fromAgent = randomUUID();
    const older = randomUUID();
    const events = [
      await publishEvent(infra, messagingEvents.conversationTransferred, { officeId, inboxId, payload: { conversationId: byPhone, fromUserId: ana.id, toUserId: bruno.id, contact: { name: null, phoneNumber: '5511987654321' } } }),
      await publishEvent(infra, messagingEvents.conversationTransferred, { officeId, inboxId, payload: { conversationId: fromAgent, fromUserId: null, toUserId: bruno.id, contact: { name: 'Paula Cliente', phoneNumber: '5511987654321' } } }),
      // An event published before transfers named the client still notifies.
      await publishEvent(infra, messagingEvents.conversationTransferred, { officeId, inboxId, payload: { conversationId: older, fromUserId: ana.id, toUserId: bruno.id } }),
    ];
    for (const event of events) await handled(event.id);
    const messageOf = async (conversationId: string) => (await notificationsOf(bruno.id)).find((row) => row.item_id === conversationId)?.message;
    expect(await messageOf(byPhone)).toBe('Ana Souza transferiu o atendimento de (11) 9 8765-4321 para você');
    expect(await messageOf(fromAgent)).toBe('O atendimento de Paula Cliente foi transferido para você');
    expect(await messageOf(older)).toBe('Ana Souza transferiu um atendimento para você');
  });

  it('notifies nobody when someone transfers to themselves', async () => {
    const conversationId = randomUUID();
    const event = await publishEvent(infra, messagingEvents.conversationTransferred, { officeId, inboxId, payload: { conversationId, fromUserId: ana.id, toUserId: ana.id } });
    await handled(event.id);
    expect((await notificationsOf(ana.id)).filter((row) => row.item_id === conversationId)).toHaveLength(0);
  });
});

describe('a conversation waiting for a human', () => {
  it('notifies every member of its workspace when it enters WAITING_HUMAN, and no one else', async () => {
    const conversation = conversationSummary({ inboxId, person: { id: randomUUID(), name: 'Maria da Silva', imageUrl: null, phoneNumber: '5511987654321' } });
    const created = await statusEvent(conversation, 'WAITING_HUMAN', new Date(), messagingEvents.conversationCreated);
    await handled(created.id);
    for (const member of [ana, bruno]) {
      const rows = (await notificationsOf(member.id)).filter((row) => row.item_id === conversation.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ title: 'Aguardando atendimento humano', message: 'Maria da Silva está aguardando atendimento humano', inbox_id: inboxId });
    }
    expect((await notificationsOf(outsider.id)).filter((row) => row.item_id === conversation.id)).toHaveLength(0);
  });

  it('stays one notification while the conversation keeps waiting, whatever is delivered twice or late', async () => {
    const conversation = conversationSummary({ inboxId });
    const start = Date.now() - 60_000;
    const robot = await statusEvent(conversation, 'ROBOT_INTERACTIVE', new Date(start));
    await handled(robot.id);
    const waiting = await statusEvent(conversation, 'WAITING_HUMAN', new Date(start + 1000));
    await handled(waiting.id);
    // A new message while still waiting: another change, same status.
    const stillWaiting = await statusEvent(conversation, 'WAITING_HUMAN', new Date(start + 2000));
    await handled(stillWaiting.id);
    await redeliver(infra, waiting, CONVERSATION_NOTIFICATIONS_CONSUMER);
    await redeliver(infra, robot, CONVERSATION_NOTIFICATIONS_CONSUMER);
    expect((await notificationsOf(ana.id)).filter((row) => row.item_id === conversation.id)).toHaveLength(1);
  });

  it('does not notify for a wait that arrives after the human already took over', async () => {
    const conversation = conversationSummary({ inboxId });
    const start = Date.now() - 60_000;
    const human = await statusEvent(conversation, 'HUMAN_INTERACTIVE', new Date(start + 2000));
    await handled(human.id);
    const lateWaiting = await statusEvent(conversation, 'WAITING_HUMAN', new Date(start + 1000));
    await handled(lateWaiting.id);
    expect((await notificationsOf(ana.id)).filter((row) => row.item_id === conversation.id)).toHaveLength(0);
    const rows = await queryRows(infra, 'select status from notifications.conversation_statuses where conversation_id = $1', [conversation.id]);
    expect(rows).toEqual([{ status: 'HUMAN_INTERACTIVE' }]);
  });

  it('notifies again when the conversation waits again after a human served it', async () => {
    const conversation = conversationSummary({ inboxId });
    const start = Date.now() - 60_000;
    for (const [offset, status] of [[0, 'WAITING_HUMAN'], [1000, 'HUMAN_INTERACTIVE'], [2000, 'WAITING_HUMAN']] as const) {
      await handled((await statusEvent(conversation, status, new Date(start + offset))).id);
    }
    await sleep(50);
    expect((await notificationsOf(bruno.id)).filter((row) => row.item_id === conversation.id)).toHaveLength(2);
  });
});

describe('a deleted conversation', () => {
  it('never notifies again, even for an event arriving after the deletion', async () => {
    const conversation = conversationSummary({ inboxId });
    const deleted = await publishEvent(infra, messagingEvents.conversationDeleted, { officeId, inboxId, payload: { conversationId: conversation.id } });
    await handled(deleted.id);
    const late = await statusEvent(conversation, 'WAITING_HUMAN', new Date(Date.now() - 60_000), messagingEvents.conversationCreated);
    await handled(late.id);
    expect((await notificationsOf(ana.id)).filter((row) => row.item_id === conversation.id)).toHaveLength(0);
  });
});

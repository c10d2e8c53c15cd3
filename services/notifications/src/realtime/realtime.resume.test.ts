import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingEvents } from '@balcao/contracts';
import { conversationSummary, inboundMessage } from '../testing/fixtures';
import {
  addMember,
  createTestInfra,
  publishEvent,
  queryRows,
  startNotificationsTestApp,
  waitUntil,
  type NotificationsTestApp,
  type TestMember,
} from '../testing/test-app';
import { RealtimeTestClient, sleep, type ReceivedFrame } from '../testing/ws-client';
import { RESUME_LIMIT } from './client-frames';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
const officeId = randomUUID();
const inboxId = randomUUID();
const otherInboxId = randomUUID();
let attendant: TestMember;
let watcher: TestMember;
const conversation = conversationSummary({ inboxId });
const elsewhere = conversationSummary({ inboxId: otherInboxId });

beforeAll(async () => {
  infra = await createTestInfra();
  service = await startNotificationsTestApp(infra);
  attendant = await addMember(infra, { officeId, inboxIds: [inboxId] });
  watcher = await addMember(infra, { officeId, inboxIds: [inboxId, otherInboxId] });
  for (const created of [conversation, elsewhere]) {
    await publishEvent(infra, messagingEvents.conversationCreated, { officeId, inboxId: created.inboxId, payload: { conversation: created } });
  }
  await waitUntil(async () => (await queryRows(infra, 'select 1 from notifications.conversation_inboxes')).length === 2);
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

async function openInbox(member: TestMember, inboxIds: string[]) {
  const client = await RealtimeTestClient.connect(service.url, member.token);
  for (const id of inboxIds) await client.request('subscribeToInbox', { inboxId: id });
  await client.request('subscribeToConversation', { conversationId: conversation.id });
  return client;
}

const receive = (target: typeof conversation, content: string) =>
  publishEvent(infra, messagingEvents.messageReceived, {
    officeId,
    inboxId: target.inboxId,
    payload: { conversationId: target.id, message: inboundMessage(target.id, content) },
  });

const contentOf = (frame: ReceivedFrame) => (frame.data.message as { content: string } | undefined)?.content ?? frame.data.kind;

describe('resume after a reconnect', () => {
  it('sends exactly the missed frames, in order, then continues live', async () => {
    const watching = await openInbox(watcher, [inboxId, otherInboxId]);
    const first = await openInbox(attendant, [inboxId]);
    await receive(conversation, 'antes de cair');
    const seen = await first.next();
    await watching.next();
    await first.close();

    await receive(conversation, 'perdida 1');
    await watching.next();
    await receive(elsewhere, 'outra caixa');
    await watching.next();
    await publishEvent(infra, messagingEvents.conversationChanged, { officeId, inboxId, payload: { conversation } });
    await watching.next();
    await receive(conversation, 'perdida 2');
    const lastMissed = await watching.next();

    const again = await openInbox(attendant, [inboxId]);
    again.send('resume', { cursor: seen.data.cursor });
    const resumed = [await again.next(), await again.next(), await again.next()];
    expect(resumed.map(contentOf)).toEqual(['perdida 1', 'changed', 'perdida 2']);
    expect(resumed.at(-1)).toEqual(lastMissed);
    expect(resumed.map((frame) => Number(frame.data.cursor))).toEqual([...resumed.map((frame) => Number(frame.data.cursor))].sort((a, b) => a - b));

    await receive(conversation, 'ao vivo');
    expect(contentOf(await again.next())).toBe('ao vivo');
    await sleep(300);
    expect(again.events.map(contentOf)).toEqual(['perdida 1', 'changed', 'perdida 2', 'ao vivo']);
    await Promise.all([again.close(), watching.close()]);
  });

  it('sends nothing when nothing was missed', async () => {
    const client = await openInbox(attendant, [inboxId]);
    await receive(conversation, 'vista');
    const seen = await client.next();
    client.send('resume', { cursor: seen.data.cursor });
    await sleep(300);
    expect(client.events).toHaveLength(1);
    await client.close();
  });

  it(`sends at most ${RESUME_LIMIT} frames, the newest, when more were missed`, async () => {
    const [{ seq }] = await queryRows(infra, 'select coalesce(max(seq), 0)::int as seq from notifications.realtime_events');
    const total = RESUME_LIMIT + 5;
    await queryRows(
      infra,
      `insert into notifications.realtime_events (office_id, inbox_id, event, data)
       select $1, $2, 'conversation:list:update', jsonb_build_object('kind', 'changed', 'n', n) from generate_series(1, $3::int) as n`,
      [officeId, inboxId, total],
    );
    await sleep(500);
    const client = await openInbox(attendant, [inboxId]);
    client.send('resume', { cursor: String(seq) });
    await waitUntil(() => client.events.length >= RESUME_LIMIT);
    await sleep(300);
    expect(client.events).toHaveLength(RESUME_LIMIT);
    expect(client.events[0].data.n).toBe(6);
    expect(client.events.at(-1)!.data.n).toBe(total);
    await client.close();
  });

  it('loses and doubles no frame when the socket reconnects while frames are in flight', async () => {
    const sent = Array.from({ length: 60 }, (_, index) => `rajada ${index + 1}`);
    const messagesOf = (client: RealtimeTestClient) =>
      client.events.filter((frame) => frame.event === 'conversation:message').map((frame) => (frame.data.message as { content: string }).content);
    const first = await openInbox(attendant, [inboxId]);
    const burst = (async () => {
      for (const content of sent) await receive(conversation, content);
    })();
    await waitUntil(() => messagesOf(first).length >= 10, 10_000);
    await first.close();
    const cursor = first.lastCursor!;

    // As the browser does after a reconnect: its subscriptions and the resume together.
    const again = await RealtimeTestClient.connect(service.url, attendant.token);
    again.send('subscribeToInbox', { inboxId });
    again.send('resume', { cursor });
    await burst;
    await waitUntil(() => messagesOf(first).length + messagesOf(again).length >= sent.length, 10_000);
    await sleep(300);

    expect([...messagesOf(first), ...messagesOf(again)]).toEqual(sent);
    const cursors = again.events.map((frame) => Number(frame.data.cursor));
    expect(cursors).toEqual([...cursors].sort((a, b) => a - b));
    expect(cursors[0]).toBeGreaterThan(Number(cursor));
    await again.close();
  });
});

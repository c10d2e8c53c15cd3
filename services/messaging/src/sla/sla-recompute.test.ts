import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { scheduleOfPreset, type ConversationList, type ConversationSummary } from '@balcao/contracts';
import { OutboxRelay } from '@balcao/service-kit';
import { waitFor } from '@balcao/service-kit/testing';
import { outbox } from '../db/schema';
import { multipart, multipartHeaders } from '../testing/multipart';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';
import { sweepSlaBreaches } from './sla-clock';
import { recomputeSlaClocks } from './sla-recompute';

/** A São Paulo wall time (UTC−3) as an ISO instant. */
const sp = (wall: string) => new Date(`${wall}-03:00`).toISOString();
const MINUTE = 60_000;

/**
 * Turning an SLA on (or retargeting it, or changing the hours it counts in) dates the
 * conversations already waiting right after the save, not at their next message; turning it off
 * clears them.
 */
describe('SLA clocks redated when the policy or the hours change', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let inboxId: string;
  let device: { integrationId: string };
  let waiting: string;
  let answered: string;
  let waitingSince: number;

  const list = async (query: Record<string, string> = {}) =>
    (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId, ...query } })).data;
  const conversation = async (id: string) => (await list()).find((row) => row.id === id)!;
  const overdueIds = async () => (await list({ slaOverdue: 'true' })).map((row) => row.id);
  const savePolicy = (policy: { enabled: boolean; firstResponseMinutes?: number }) =>
    t.call({ method: 'PUT', url: '/api/sla-policy', as: owner, payload: { inboxId, firstResponseMinutes: 15, nextResponseMinutes: 30, ...policy } });
  const dueOf = (id: string, expected: (row: ConversationSummary) => boolean) =>
    waitFor(`due date of ${id}`, async () => {
      const row = await conversation(id);
      return expected(row) ? row : null;
    }, 10_000);
  const openConversation = async (phone: string, text: string) => {
    await t.clientSays(device.integrationId, phone, text);
    return (await list({ content: phone }))[0].id;
  };

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    inboxId = await t.addInbox(owner, 'Previdenciário');
    attendant = await t.addAttendant(owner, [inboxId]);
    device = await t.connectDevice({ ...owner, inboxId });
    // Both arrive while the workspace has no SLA: nothing dates them.
    waiting = await openConversation('11970001000', 'Quero revisar minha aposentadoria');
    answered = await openConversation('11970002000', 'Bom dia');
    const sent = await t.call({ method: 'POST', url: '/api/conversation/send-message', as: attendant, payload: multipart({ conversationId: answered, type: 'text', message: 'Bom dia! Como posso ajudar?' }), headers: multipartHeaders });
    expect(sent.statusCode).toBe(201);
    // The client has waited an hour.
    await t.db.execute(sql`update messaging.messages set message_at = now() - interval '1 hour' where conversation_id = ${waiting}`);
    const { rows } = (await t.db.execute(sql`select message_at as at from messaging.messages where conversation_id = ${waiting}`)) as unknown as { rows: { at: Date }[] };
    const [{ at }] = rows;
    waitingSince = new Date(at).getTime();
  });
  afterAll(async () => t?.close());

  it('a conversation waiting before the SLA was turned on is due, and overdue, right after the save', async () => {
    expect((await conversation(waiting)).slaDueAt).toBeNull();
    expect(await overdueIds()).toEqual([]);

    expect((await savePolicy({ enabled: true })).statusCode).toBe(200);
    const row = await dueOf(waiting, (candidate) => candidate.slaDueAt !== null);
    expect(new Date(row.slaDueAt!).getTime()).toBe(waitingSince + 15 * MINUTE);
    expect(await overdueIds()).toEqual([waiting]);
    // The office spoke last there: the client is not waiting, nothing is due.
    expect((await conversation(answered)).slaDueAt).toBeNull();
  });

  it('a longer target moves the due date and takes the wait out of the overdue list', async () => {
    expect((await savePolicy({ enabled: true, firstResponseMinutes: 120 })).statusCode).toBe(200);
    const row = await dueOf(waiting, (candidate) => Boolean(candidate.slaDueAt) && new Date(candidate.slaDueAt!).getTime() === waitingSince + 120 * MINUTE);
    expect(row.slaBreachedAt).toBeNull();
    expect(await overdueIds()).toEqual([]);
  });

  it('new business hours redate the wait in them: a Saturday wait is due on Monday morning', async () => {
    await t.db.execute(sql`update messaging.messages set message_at = ${sp('2026-11-28T10:00:00')} where conversation_id = ${waiting}`);
    const hours = { inboxId, enabled: true, timeZone: 'America/Sao_Paulo', schedule: scheduleOfPreset('BUSINESS_HOURS'), holidays: [], outOfHoursMessage: 'Fechado' };
    expect((await t.call({ method: 'PUT', url: '/api/business-hours', as: owner, payload: hours })).statusCode).toBe(200);
    // 120 business minutes from Monday 08:00.
    await dueOf(waiting, (candidate) => candidate.slaDueAt === sp('2026-11-30T10:00:00'));
    expect(await overdueIds()).toEqual([waiting]);
  });

  it('turning the SLA off clears the due dates and empties the overdue list', async () => {
    expect((await savePolicy({ enabled: false, firstResponseMinutes: 120 })).statusCode).toBe(200);
    await dueOf(waiting, (candidate) => candidate.slaDueAt === null && candidate.slaBreachedAt === null);
    expect(await overdueIds()).toEqual([]);
  });

  it('runs batch by batch and, run again, changes nothing (a redelivered event is harmless)', async () => {
    const others = [await openConversation('11970003000', 'Oi'), await openConversation('11970004000', 'Olá')];
    await t.db.execute(sql`update messaging.sla_policies set enabled = true, first_response_minutes = 15 where inbox_id = ${inboxId}`);
    // Another replica's run: its own relay over the same database.
    const context = { db: t.db, relay: new OutboxRelay(t.db, outbox, t.infra.bus, t.app.log), log: t.app.log };
    expect(await recomputeSlaClocks(context, inboxId, { batchSize: 1 })).toBeGreaterThanOrEqual(3);
    for (const id of [waiting, ...others]) expect((await conversation(id)).slaDueAt, id).not.toBeNull();

    const changes = async () => (await t.eventsOf('balcao.messaging.conversation.changed')).filter((event) => [waiting, ...others].includes(event.payload.conversation.id)).length;
    const before = await changes();
    await recomputeSlaClocks(context, inboxId, { batchSize: 2 });
    expect(await changes()).toBe(before);
  });

  it('marks no breach in a workspace whose SLA was just turned off, while its due dates are still being cleared', async () => {
    await t.db.execute(sql`update messaging.sla_policies set enabled = false where inbox_id = ${inboxId}`);
    await t.db.execute(sql`update messaging.conversations set sla_due_at = now() - interval '1 minute', sla_breached_at = null where id = ${waiting}`);
    const context = { db: t.db, relay: new OutboxRelay(t.db, outbox, t.infra.bus, t.app.log), log: t.app.log };
    expect(await sweepSlaBreaches(context)).toBe(0);
    expect((await conversation(waiting)).slaBreachedAt).toBeNull();
  });
});

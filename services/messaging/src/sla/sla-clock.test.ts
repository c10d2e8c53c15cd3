import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OutboxRelay } from '@balcao/service-kit';
import type { ConversationList, ConversationSummary } from '@balcao/contracts';
import { outbox } from '../db/schema';
import { multipart, multipartHeaders } from '../testing/multipart';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';
import { sweepSlaBreaches } from './sla-clock';

/** The live SLA of open conversations: due dates in the list, the 'SLA vencido' filter, and one breach per wait across replicas. */
describe('SLA clock', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let attendant: TestUser;
  let device: { integrationId: string };
  let inboxId: string;

  const list = async (query: Record<string, string> = {}) => (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId, ...query } })).data;
  const until = async (read: () => Promise<ConversationSummary | undefined>, done: (value: ConversationSummary | undefined) => boolean) => {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return read();
  };
  /** Another replica's sweeper: its own relay over the same database. */
  const replica = () => ({ db: t.db, relay: new OutboxRelay(t.db, outbox, t.infra.bus, t.app.log), log: t.app.log });

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    inboxId = await t.addInbox(owner, 'Consumidor');
    attendant = await t.addAttendant(owner, [inboxId]);
    // The policy comes first: it is what makes the clock run for the workspace.
    const policy = { inboxId, enabled: true, firstResponseMinutes: 15, nextResponseMinutes: 30 };
    await t.expectOk({ method: 'PUT', url: '/api/sla-policy', as: owner, payload: policy });
    device = await t.connectDevice({ ...owner, inboxId });
  });
  afterAll(async () => t?.close());

  it("sets the first answer's due date when a client waits, and clears it when a person answers", async () => {
    await t.clientSays(device.integrationId, '11990001000', 'Preciso falar com um advogado');
    const waiting = await until(async () => (await list())[0], (row) => Boolean(row?.slaDueAt));
    const detail = await t.expectOk<{ messages: { messageAt: string }[] }>({ url: `/api/conversation/${waiting!.id}`, as: owner });
    expect(new Date(waiting!.slaDueAt!).getTime() - new Date(detail.messages[0].messageAt).getTime()).toBe(15 * 60_000);
    expect(waiting!.slaBreachedAt).toBeNull();

    const sent = await t.call({ method: 'POST', url: '/api/conversation/send-message', as: attendant, payload: multipart({ conversationId: waiting!.id, type: 'text', message: 'Olá, pode falar' }), headers: multipartHeaders });
    expect(sent.statusCode).toBe(201);
    expect((await until(async () => (await list())[0], (row) => row?.slaDueAt === null))?.slaDueAt).toBeNull();

    // The client writes again: the next answer is due in 30 minutes.
    await t.clientSays(device.integrationId, '11990001000', 'Obrigado, segue minha dúvida');
    const next = await until(async () => (await list())[0], (row) => Boolean(row?.slaDueAt));
    const lastInbound = (await t.expectOk<{ messages: { messageAt: string; direction: string }[] }>({ url: `/api/conversation/${next!.id}`, as: owner })).messages.filter((m) => m.direction === 'INBOUND').at(-1)!;
    expect(new Date(next!.slaDueAt!).getTime() - new Date(lastInbound.messageAt).getTime()).toBe(30 * 60_000);
  });

  it("lists a wait past due under 'SLA vencido' at once, and two replicas' sweepers mark it once", async () => {
    await t.clientSays(device.integrationId, '11990002000', 'Alô?');
    const waiting = await until(async () => (await list({ content: '11990002000' }))[0], (row) => Boolean(row?.slaDueAt));
    expect((await list({ slaOverdue: 'true' })).map((row) => row.id)).not.toContain(waiting!.id);
    // The client has been waiting for an hour (dated back as the clock would have seen it).
    await t.db.execute(sql`update messaging.messages set message_at = now() - interval '1 hour' where conversation_id = ${waiting!.id}`);
    await t.clientSays(device.integrationId, '11990002000', 'Ninguém responde?');
    await until(async () => (await list({ content: '11990002000' }))[0], (row) => Boolean(row?.slaDueAt) && new Date(row!.slaDueAt!) < new Date());
    expect((await list({ slaOverdue: 'true' })).map((row) => row.id)).toEqual([waiting!.id]);

    const marked = await Promise.all([sweepSlaBreaches(replica()), sweepSlaBreaches(replica()), sweepSlaBreaches(replica())]);
    expect(marked.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await sweepSlaBreaches(replica())).toBe(0);
    const breached = (await t.eventsOf('balcao.messaging.conversation.sla-breached')).filter((event) => event.payload.conversationId === waiting!.id);
    expect(breached).toHaveLength(1);
    expect(breached[0].payload).toMatchObject({ userId: null, contact: { phoneNumber: '5511990002000' } });
    expect((await list({ content: '11990002000' }))[0].slaBreachedAt).not.toBeNull();
  });

  it('stops the clock when the conversation is finished, and when the Gestor turns the policy off', async () => {
    const [overdue] = await list({ slaOverdue: 'true' });
    await t.expectOk({ method: 'POST', url: `/api/conversation/${overdue.id}/finish`, as: owner, payload: { mode: 'end' } });
    expect(await list({ slaOverdue: 'true' })).toEqual([]);
    await t.expectOk({ method: 'PUT', url: '/api/sla-policy', as: owner, payload: { inboxId, enabled: false, firstResponseMinutes: 15, nextResponseMinutes: 30 } });
    // Cleared right after the save by the recompute (sla-recompute.ts), each a conversation.changed.
    await until(async () => (await list()).find((row) => row.slaDueAt !== null), (row) => row === undefined);
    expect((await list()).every((row) => row.slaDueAt === null)).toBe(true);
  });

  it("refuses a bad 'SLA vencido' value naming the field", async () => {
    const response = await t.call({ url: '/api/conversation', as: owner, query: { inboxId, slaOverdue: 'talvez' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('slaOverdue');
  });
});

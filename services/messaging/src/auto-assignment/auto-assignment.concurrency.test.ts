import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createPool, endPool, listOnline, markOnline, OutboxRelay } from '@balcao/service-kit';
import type { MessagingDatabase } from '../db/database';
import * as schema from '../db/schema';
import { assignmentSettings, conversations, outbox } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';
import { assignWaiting, type AssignContext } from './assign-waiting';

/**
 * Three replicas (each its own pool and outbox relay over the same database, bus and Redis) run
 * the assigner of one workspace at the same time, alongside the app's own consumer: no
 * conversation is handed out twice and nobody gets past the capacity.
 */
describe('auto-assignment across replicas', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let team: TestUser[];
  let device: { integrationId: string };
  const replicas: { context: AssignContext; stop: () => Promise<void> }[] = [];

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    team = [await t.addAttendant(owner, [owner.inboxId], 'Ana Atendente'), await t.addAttendant(owner, [owner.inboxId], 'Bruno Souza')];
    device = await t.connectDevice(owner);
    for (let index = 0; index < 3; index += 1) {
      const pool = createPool(t.infra.database, { name: `replica-${index}`, max: 4 });
      const db = drizzle({ client: pool, schema }) as unknown as MessagingDatabase;
      const relay = new OutboxRelay(db, outbox, t.infra.bus, { error: (obj, msg) => console.error(msg, obj) });
      relay.start();
      replicas.push({
        context: { db, relay, presence: { listOnline: (officeId) => listOnline(t.infra.store, officeId) } },
        stop: async () => {
          await relay.stop();
          await endPool(t.infra.database, pool);
        },
      });
    }
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.stop();
    await t?.close();
  });

  it('hands each waiting conversation out once and fills everyone up to the capacity, never past it', async () => {
    await t.db.insert(assignmentSettings).values({ inboxId: owner.inboxId, officeId: owner.officeId, mode: 'least-busy', capacity: 4, ratingWindowHours: 24 });
    for (const user of team) await markOnline(t.infra.store, user.officeId, user.userId, 120);
    // Twelve clients arrive at once while the replicas keep running passes, each pass finding
    // whatever has arrived (a new conversation is also a trigger of the app's own consumer).
    let arriving = true;
    const arrivals = Promise.all(
      Array.from({ length: 12 }, (_, index) => t.clientSays(device.integrationId, `55119400${String(index).padStart(2, '0')}000`, 'Olá, preciso de ajuda')),
    ).finally(() => (arriving = false));
    const replicaLoop = async (replica: (typeof replicas)[number]) => {
      let assigned = 0;
      while (arriving) assigned += (await Promise.all([assignWaiting(replica.context, owner.inboxId), assignWaiting(replica.context, owner.inboxId)])).reduce((a, b) => a + b, 0);
      return assigned + (await assignWaiting(replica.context, owner.inboxId));
    };
    const passes = await Promise.all(replicas.map(replicaLoop));
    await arrivals;
    expect(passes.reduce((sum, assigned) => sum + assigned, 0)).toBeLessThanOrEqual(8);
    expect(await t.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.inboxId, owner.inboxId))).toHaveLength(12);

    // The app's own consumer and sweep race too; wait for everything to settle.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const rows = await t.db.select().from(conversations).where(eq(conversations.inboxId, owner.inboxId));
    for (const user of team) expect(rows.filter((row) => row.userId === user.userId && row.status === 'HUMAN_INTERACTIVE')).toHaveLength(4);
    expect(rows.filter((row) => row.status === 'WAITING_HUMAN' && row.userId === null)).toHaveLength(4);

    // One hand-out per conversation, however many replicas tried.
    for (const replica of replicas) await (replica.context.relay as OutboxRelay).flush();
    const assignedIds = rows.filter((row) => row.userId).map((row) => row.id);
    const transferred = (await t.eventsOf('balcao.messaging.conversation.transferred')).filter((event) => assignedIds.includes(event.payload.conversationId));
    expect(transferred).toHaveLength(8);
    expect(new Set(transferred.map((event) => event.payload.conversationId)).size).toBe(8);
    const stillOpen = await t.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(inArray(conversations.id, assignedIds), eq(conversations.status, 'HUMAN_INTERACTIVE')));
    expect(stillOpen).toHaveLength(8);
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { pgSchema } from 'drizzle-orm/pg-core';
import { authEvents } from '@balcao/contracts';
import type { Principal } from './auth-guard';
import { createPool, type Database } from './database';
import type { Subscription } from './events/bus';
import { envelopeOf, handledEventsTable } from './events/outbox';
import { assertInboxMember, membersTable, startMembershipProjection, type MembersTable } from './membership';
import { createTestInfra, type TestInfra } from './testing';

const schema = pgSchema('membership_test');
const handled = handledEventsTable(schema);

/**
 * Two replicas of one service, as a cluster runs them: each its own members table object (so its
 * own cache), both consuming the same durable consumer, so each event is handled by one of them.
 */
describe('workspace membership of a service', () => {
  let infra: TestInfra;
  let db: Database;
  const replicas: MembersTable[] = [membersTable(schema), membersTable(schema)];
  const projections: Subscription[] = [];

  beforeAll(async () => {
    infra = await createTestInfra();
    db = drizzle({ client: createPool(infra.database, { name: 'membership-test', max: 4 }) }) as unknown as Database;
    await db.execute(sql`create schema membership_test`);
    await db.execute(sql`create table membership_test.handled_events (consumer text not null, event_id uuid not null, handled_at timestamptz not null default now(), primary key (consumer, event_id))`);
    await db.execute(sql`create table membership_test.members (user_id uuid primary key, office_id uuid not null, name text not null, email text not null, image_url text, inbox_ids uuid[] not null, updated_at timestamptz not null default now())`);
    for (const members of replicas) projections.push(await startMembershipProjection({ bus: infra.bus, db, handledTable: handled, members, consumer: 'membership-test' }));
  });
  afterAll(async () => {
    for (const projection of projections) await projection.stop();
    await infra?.cleanup();
  });

  const principalOf = (userId: string, officeId: string): Principal => ({ userId, officeId, roleId: randomUUID(), permissions: [], isManager: false });

  async function publishUser(userId: string, officeId: string, inboxIds: string[], type: 'created' | 'updated' = 'updated') {
    const definition = type === 'created' ? authEvents.userCreated : authEvents.userUpdated;
    await infra.bus.publish(envelopeOf(definition, { officeId, payload: { id: userId, name: 'Ana', email: `${userId}@balcao.dev`, imageUrl: null, roleId: randomUUID(), inboxIds } }));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const [row] = await db.select({ inboxIds: replicas[0]!.inboxIds }).from(replicas[0]!).where(eq(replicas[0]!.userId, userId));
      if (row && [...row.inboxIds].sort().join() === [...inboxIds].sort().join()) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the projection did not catch up');
  }

  const outcome = (members: MembersTable, principal: Principal, inboxId: string) =>
    assertInboxMember(db, members, principal, inboxId).then(
      () => 'member',
      (error: { statusCode?: number }) => error.statusCode,
    );

  it('lets a member into their workspaces only, and never into another office', async () => {
    const [userId, officeId, inbox, otherInbox] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await publishUser(userId, officeId, [inbox], 'created');
    for (const members of replicas) {
      expect(await outcome(members, principalOf(userId, officeId), inbox)).toBe('member');
      expect(await outcome(members, principalOf(userId, officeId), otherInbox)).toBe(404);
      // A token of another office with the same user id is not that user.
      expect(await outcome(members, principalOf(userId, randomUUID()), inbox)).toBe(404);
    }
  });

  it('sees a member taken out of a workspace at once on every replica, whichever handled the event', async () => {
    // Several users: each event goes to one replica or the other, so some are handled by the replica that did not read them.
    await Promise.all(
      Array.from({ length: 6 }, async () => {
        const [userId, officeId, kept, removed] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
        await publishUser(userId, officeId, [kept, removed], 'created');
        for (const members of replicas) expect(await outcome(members, principalOf(userId, officeId), removed)).toBe('member');
        await publishUser(userId, officeId, [kept]);
        for (const members of replicas) {
          expect(await outcome(members, principalOf(userId, officeId), removed)).toBe(404);
          expect(await outcome(members, principalOf(userId, officeId), kept)).toBe('member');
        }
      }),
    );
  });

  it('sees a member added to a workspace as soon as the projection has them', async () => {
    const [userId, officeId, first, added] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    expect(await outcome(replicas[0]!, principalOf(userId, officeId), first)).toBe(404);
    await publishUser(userId, officeId, [first], 'created');
    expect(await outcome(replicas[0]!, principalOf(userId, officeId), first)).toBe('member');
    await publishUser(userId, officeId, [first, added]);
    for (const members of replicas) expect(await outcome(members, principalOf(userId, officeId), added)).toBe('member');
  });
});

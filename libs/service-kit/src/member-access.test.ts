import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { pgSchema } from 'drizzle-orm/pg-core';
import { authEvents } from '@balcao/contracts';
import type { SessionCheck, VerifiedToken } from './auth-guard';
import { createPool, type Database } from './database';
import { envelopeOf, handledEventsTable } from './events/outbox';
import { ensureMemberAccessTable, memberAccessOf } from './member-access';
import { membersTable, startMembershipProjection } from './membership';
import { createTestInfra, waitFor, type TestInfra } from './testing';

const SCHEMA = 'member_access_test';
const schema = pgSchema(SCHEMA);

const createProjectionTables = async (db: Database, name: string) => {
  await db.execute(sql.raw(`create schema ${name}`));
  await db.execute(sql.raw(`create table ${name}.handled_events (consumer text not null, event_id uuid not null, handled_at timestamptz not null default now(), primary key (consumer, event_id))`));
  await db.execute(sql.raw(`create table ${name}.members (user_id uuid primary key, office_id uuid not null, name text not null, email text not null, image_url text, inbox_ids uuid[] not null, updated_at timestamptz not null default now())`));
};

/**
 * A service's session check over its membership projection, on two replicas of the service (each
 * its own cache, one durable consumer between them): a token is only as good as its user's
 * current state.
 */
describe('session check of a service (member access)', () => {
  let infra: TestInfra;
  let db: Database;
  const replicas: Array<{ sessionCheck: SessionCheck; stop(): Promise<void> }> = [];

  beforeAll(async () => {
    infra = await createTestInfra();
    db = drizzle({ client: createPool(infra.database, { name: 'member-access-test', max: 4 }) }) as unknown as Database;
    await createProjectionTables(db, SCHEMA);
    for (let replica = 0; replica < 2; replica += 1)
      replicas.push(await startMembershipProjection({ bus: infra.bus, db, handledTable: handledEventsTable(schema), members: membersTable(schema), consumer: 'access-test' }));
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.stop();
    await infra?.cleanup();
  });

  const now = () => Math.floor(Date.now() / 1000);
  const tokenOf = (userId: string, officeId: string, overrides: Partial<VerifiedToken> = {}): VerifiedToken => ({
    userId,
    officeId,
    roleId: randomUUID(),
    permissions: ['view:crm', 'view:users', 'view:teams'],
    isManager: true,
    sessionVersion: 0,
    issuedAt: now(),
    ...overrides,
  });
  const outcome = (replica: number, token: VerifiedToken) =>
    replicas[replica]!.sessionCheck(token).then(
      (principal) => principal,
      (error: { statusCode?: number }) => error.statusCode,
    );

  interface Announced {
    roleId?: string;
    permissions?: string[];
    isManager?: boolean;
    sessionVersion?: number;
  }
  async function announce(userId: string, officeId: string, access: Announced, type: 'created' | 'updated' = 'updated', occurredAt?: string) {
    const definition = type === 'created' ? authEvents.userCreated : authEvents.userUpdated;
    const payload = { id: userId, name: 'Ana', email: `${userId}@balcao.dev`, imageUrl: null, roleId: access.roleId ?? randomUUID(), inboxIds: [randomUUID()], ...access };
    const event = envelopeOf(definition, { officeId, payload });
    await infra.bus.publish(occurredAt ? { ...event, occurredAt } : event);
    return event.id;
  }
  const untilHandled = (userId: string, check: (access: Awaited<ReturnType<typeof memberAccessOf>>) => boolean) =>
    waitFor(`access of ${userId}`, async () => check(await memberAccessOf(db, SCHEMA, userId)), 10_000);
  /** Both replicas answer `expected` (a status, or a principal matching it) within a few seconds, as a change reaches a cluster. */
  async function bothReplicasAnswer(token: VerifiedToken, expected: number | Record<string, unknown>) {
    for (const replica of [0, 1]) {
      await waitFor(`replica ${replica}`, async () => {
        const answer = await outcome(replica, token);
        return typeof expected === 'number' ? answer === expected : typeof answer === 'object' && Object.entries(expected).every(([key, value]) => JSON.stringify(answer[key as keyof typeof answer]) === JSON.stringify(value));
      }, 5_000);
    }
  }

  it('answers the permissions and profile the user has now, not those the token was issued with', async () => {
    const [userId, officeId, attendantRole] = [randomUUID(), randomUUID(), randomUUID()];
    await announce(userId, officeId, { permissions: ['view:crm', 'view:users', 'view:teams'], isManager: true }, 'created');
    const token = tokenOf(userId, officeId);
    await bothReplicasAnswer(token, { isManager: true, permissions: ['view:crm', 'view:users', 'view:teams'] });
    // Demoted to Atendente: the old token still signs them in, with the attendant's rights only.
    await announce(userId, officeId, { roleId: attendantRole, permissions: ['view:crm'], isManager: false });
    await bothReplicasAnswer(token, { roleId: attendantRole, isManager: false, permissions: ['view:crm'] });
  });

  it("refuses a deleted user's token on every replica, and a late older event does not bring the user back", async () => {
    const [userId, officeId] = [randomUUID(), randomUUID()];
    const createdAt = new Date().toISOString();
    await announce(userId, officeId, { permissions: ['view:users'] }, 'created', createdAt);
    const token = tokenOf(userId, officeId);
    await bothReplicasAnswer(token, { userId });
    await infra.bus.publish(envelopeOf(authEvents.userDeleted, { officeId, payload: { id: userId } }));
    await bothReplicasAnswer(token, 401);
    // An update written before the deletion, delivered after it.
    await announce(userId, officeId, { permissions: ['view:users'] }, 'updated', createdAt);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await memberAccessOf(db, SCHEMA, userId)).toMatchObject({ deleted: true });
    expect(await outcome(0, token)).toBe(401);
  });

  it('refuses a token issued before the last password change, and takes the one issued after', async () => {
    const [userId, officeId] = [randomUUID(), randomUUID()];
    await announce(userId, officeId, { permissions: [], sessionVersion: 0 }, 'created');
    const before = tokenOf(userId, officeId, { sessionVersion: 0 });
    await bothReplicasAnswer(before, { userId });
    await announce(userId, officeId, { permissions: [], sessionVersion: 1 });
    await bothReplicasAnswer(before, 401);
    await bothReplicasAnswer(tokenOf(userId, officeId, { sessionVersion: 1 }), { userId });
  });

  it("refuses a token of another office carrying the user's id", async () => {
    const [userId, officeId] = [randomUUID(), randomUUID()];
    await announce(userId, officeId, { permissions: [] }, 'created');
    await untilHandled(userId, (access) => access !== null);
    expect(await outcome(0, tokenOf(userId, randomUUID()))).toBe(401);
  });

  it('waits a moment for a user who signed up just now, but refuses an old token of a user it never heard of', async () => {
    const [userId, officeId] = [randomUUID(), randomUUID()];
    const waiting = outcome(0, tokenOf(userId, officeId));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await announce(userId, officeId, { permissions: ['view:crm'], isManager: false }, 'created');
    expect(await waiting).toMatchObject({ userId, permissions: ['view:crm'] });

    const started = Date.now();
    expect(await outcome(1, tokenOf(randomUUID(), officeId, { issuedAt: now() - 11 * 60 }))).toBe(401);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("keeps a token's claims for a user whose events predate the announced permissions", async () => {
    const [userId, officeId] = [randomUUID(), randomUUID()];
    await infra.bus.publish(envelopeOf(authEvents.userCreated, { officeId, payload: { id: userId, name: 'Ana', email: `${userId}@balcao.dev`, imageUrl: null, roleId: randomUUID(), inboxIds: [] } }));
    await untilHandled(userId, (access) => access !== null);
    expect(await outcome(0, tokenOf(userId, officeId, { permissions: ['view:flow'], isManager: false }))).toMatchObject({ permissions: ['view:flow'], isManager: false });
  });

  it('copies the members a service already knew when the table is first created, so nobody is signed out by the upgrade', async () => {
    const [userId, officeId] = [randomUUID(), randomUUID()];
    await createProjectionTables(db, 'member_access_upgrade');
    await db.execute(sql`insert into member_access_upgrade.members (user_id, office_id, name, email, inbox_ids) values (${userId}, ${officeId}, 'Ana', 'ana@balcao.dev', '{}')`);
    await ensureMemberAccessTable(db, 'member_access_upgrade');
    await ensureMemberAccessTable(db, 'member_access_upgrade');
    expect(await memberAccessOf(db, 'member_access_upgrade', userId)).toEqual({ officeId, roleId: null, permissions: null, isManager: null, sessionVersion: 0, deleted: false });
  });
});

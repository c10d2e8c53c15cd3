import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createPool, endPool, envelopeOf } from '@balcao/service-kit';
import type { EventDefinition, EventEnvelope, Person, SignUpResponse, Tag, User } from '@balcao/contracts';
import { createServiceApp, type ServiceApp } from '@balcao/service-kit';
import { createTestInfra, serviceCaller, type TestInfra, type TestUser } from '@balcao/service-kit/testing';

export type { CallOptions, TestUser } from '@balcao/service-kit/testing';
import type { z } from 'zod';
// Tests sign up through the real auth API and create contacts through messaging's, so crm's
// projections come from their events as in production.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { authService } from '@balcao/auth-service';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { messagingService } from '@balcao/messaging-service';
import { crmService } from '../app';
import type { CrmDatabase } from '../db/database';
import * as schema from '../db/schema';
import { members, people, tags } from '../db/schema';

export const PASSWORD = 'senha-forte-123';

/** Polls until `check` answers something truthy (projections are fed asynchronously). */
export async function waitFor<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Auth, messaging and crm on one server over a fresh database, NATS stream and Redis prefix. */
export async function startCrmTestApp() {
  const logLevel = process.env.TEST_LOG_LEVEL as TestInfra['config']['LOG_LEVEL'] | undefined;
  const infra: TestInfra = await createTestInfra(logLevel ? { LOG_LEVEL: logLevel } : {});
  const published: EventEnvelope[] = [];
  const publish = infra.bus.publish.bind(infra.bus);
  infra.bus.publish = async (event) => {
    published.push(event);
    await publish(event);
  };
  const app: ServiceApp = await createServiceApp({ name: 'crm-test', infra });
  await app.register(authService, { infra, prefix: '/api' });
  await app.register(messagingService, { infra, channel: 'simulator', prefix: '/api' });
  await app.register(crmService, { infra, prefix: '/api' });
  await app.ready();
  const pool = createPool(infra.database, { name: 'test', max: 3 });
  const db = drizzle({ client: pool, schema }) as unknown as CrmDatabase;

  const { call, expectOk } = serviceCaller(app);

  const waitForMembership = (userId: string, inboxIds: string[]) =>
    waitFor(`membership of ${userId}`, async () => {
      const [row] = await db.select({ inboxIds: members.inboxIds }).from(members).where(eq(members.userId, userId));
      return row && inboxIds.every((id) => row.inboxIds.includes(id));
    });

  /** A new office whose owner (a Gestor, with view:crm) is signed in and known to crm. */
  const signUpOffice = async (name = 'Maria Souza'): Promise<TestUser> => {
    const email = `gestor.${randomBytes(4).toString('hex')}@escritorio.com.br`;
    const body = await expectOk<SignUpResponse>({ method: 'POST', url: '/api/auth/sign-up', payload: { name, email, phoneNumber: '(11) 9 8765-4321', password: PASSWORD } }, 201);
    await waitForMembership(body.userId, [body.inboxId]);
    return { userId: body.userId, officeId: body.id, token: body.userToken, inboxId: body.inboxId };
  };

  const addInbox = async (owner: TestUser, name = 'Trabalhista'): Promise<string> => {
    const inbox = await expectOk<{ id: string }>({ method: 'POST', url: '/api/inbox', as: owner, payload: { name } }, 201);
    await waitForMembership(owner.userId, [inbox.id]);
    return inbox.id;
  };

  /** A user of the office in these workspaces with this profile (by name). */
  const addUser = async (owner: TestUser, inboxIds = [owner.inboxId], roleName = 'Atendente', name = 'Ana Atendente'): Promise<TestUser> => {
    const roles = await expectOk<Array<{ id: string; name: string }>>({ url: '/api/user-roles', as: owner });
    const role = roles.find((candidate) => candidate.name === roleName)!;
    const email = `usuario.${randomBytes(4).toString('hex')}@escritorio.com.br`;
    const payload = { name, email, contact: '(11) 91234-5678', roleId: role.id, inboxId: inboxIds, password: { password: PASSWORD, confirmPassword: PASSWORD } };
    const user = await expectOk<User>({ method: 'POST', url: '/api/user', as: owner, payload }, 201);
    const session = await expectOk<{ token: string }>({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    await waitForMembership(user.id, inboxIds);
    return { userId: user.id, officeId: owner.officeId, token: session.token, inboxId: inboxIds[0] };
  };

  /** A contact created in messaging, once crm's projection has it. */
  const addContact = async (as: TestUser, name: string, phoneNumber: string, inboxId = as.inboxId): Promise<Person> => {
    const person = await expectOk<Person>({ method: 'POST', url: '/api/people', as, payload: { inboxId, name, phoneNumber } }, 201);
    await waitFor(`contact ${name} in crm`, async () => (await db.select().from(people).where(eq(people.id, person.id)))[0]);
    return person;
  };

  /** A tag created in messaging, once crm's projection has it. */
  const addTag = async (as: TestUser, name: string, modules: string[] = ['crm'], inboxId = as.inboxId): Promise<Tag> => {
    const tag = await expectOk<Tag>({ method: 'POST', url: '/api/tag', as, payload: { inboxId, name, modules } }, 201);
    await waitFor(`tag ${name} in crm`, async () => (await db.select().from(tags).where(eq(tags.id, tag.id)))[0]);
    return tag;
  };

  /** Publishes an event as another service would (what messaging does not publish yet, or a redelivery). */
  const publishEvent = async <TType extends string, TPayload extends z.ZodType>(
    definition: EventDefinition<TType, TPayload>,
    scope: { officeId: string; inboxId: string },
    payload: z.input<TPayload>,
  ) => {
    const event = envelopeOf(definition, { ...scope, payload });
    await infra.bus.publish(event);
    return event;
  };

  /** The events published so far of one type, once every outbox is empty. */
  const eventsOf = async (type: string) => {
    await waitFor('outboxes emptied', async () => {
      const { rows } = (await db.execute(sql`select (select count(*) from auth.outbox) + (select count(*) from messaging.outbox) + (select count(*) from crm.outbox) as count`)) as unknown as { rows: { count: string }[] };
      return Number(rows[0].count) === 0;
    });
    const seen = new Set<string>();
    return published
      .filter((event) => event.type === type && !seen.has(event.id) && seen.add(event.id))
      .map((event) => ({ ...event, payload: event.payload as Record<string, any> }));
  };

  return {
    app,
    infra,
    db,
    call,
    expectOk,
    signUpOffice,
    addInbox,
    addUser,
    addContact,
    addTag,
    publishEvent,
    eventsOf,
    close: async () => {
      await app.close();
      await endPool(infra.database, pool);
      await infra.cleanup();
    },
  };
}

export type CrmTestApp = Awaited<ReturnType<typeof startCrmTestApp>>;

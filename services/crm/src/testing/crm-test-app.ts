import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { createPool, endPool, envelopeOf } from '@balcao/service-kit';
import type { EventDefinition, Person, Tag } from '@balcao/contracts';
import { createServiceApp, type ServiceApp } from '@balcao/service-kit';
import { createTestInfra, membershipIn, membersOf, outboxesEmptied, recordPublishedEvents, serviceCaller, testOffices, TEST_PASSWORD, waitFor, type TestInfra, type TestUser } from '@balcao/service-kit/testing';

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

export const PASSWORD = TEST_PASSWORD;
export { waitFor };

/** Auth, messaging and crm on one server over a fresh database, NATS stream and Redis prefix. */
export async function startCrmTestApp() {
  const logLevel = process.env.TEST_LOG_LEVEL as TestInfra['config']['LOG_LEVEL'] | undefined;
  const infra: TestInfra = await createTestInfra(logLevel ? { LOG_LEVEL: logLevel } : {});
  const published = recordPublishedEvents(infra.bus);
  const app: ServiceApp = await createServiceApp({ name: 'crm-test', infra });
  await app.register(authService, { infra, prefix: '/api' });
  await app.register(messagingService, { infra, channel: 'simulator', prefix: '/api' });
  await app.register(crmService, { infra, prefix: '/api' });
  await app.ready();
  const pool = createPool(infra.database, { name: 'test', max: 3 });
  const db = drizzle({ client: pool, schema }) as unknown as CrmDatabase;

  const { call, expectOk } = serviceCaller(app);

  // Tests call messaging (contacts, tags) as well as crm: both must know the user's workspaces.
  const waitForMembership = membershipIn(db, members, membersOf('messaging'));
  const { signUpOffice, addInbox, addUser } = testOffices(expectOk, waitForMembership);

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
    await outboxesEmptied(db, ['auth', 'messaging', 'crm']);
    return published.ofType(type);
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

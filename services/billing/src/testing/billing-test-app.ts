import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { SignUpResponse } from '@balcao/contracts';
import { createPool, createServiceApp, endPool, type BaseConfig, type ServiceApp } from '@balcao/service-kit';
import { createTestInfra, outboxesEmptied, recordPublishedEvents, serviceCaller, testOffices, waitFor as sharedWaitFor, type TestInfra, type TestUser } from '@balcao/service-kit/testing';
// Offices come from the real auth API's events, as in production.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { authService } from '@balcao/auth-service';
import { billingService, type BillingConfig } from '../app';
import type { BillingDatabase } from '../db/database';
import * as schema from '../db/schema';
import { accounts } from '../db/schema';

export type { TestUser } from '@balcao/service-kit/testing';

/** Polls until `check` answers something truthy, for up to 10 s (service-kit's waitFor). */
export const waitFor = <T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000) => sharedWaitFor(what, check, timeoutMs);

/**
 * Auth and billing on one server over a fresh database, NATS stream and Redis prefix; `env`
 * changes the shared variables (NODE_ENV: 'production' to try a cluster's configuration).
 */
export async function startBillingTestApp(options: { billing?: Partial<BillingConfig>; env?: Partial<BaseConfig>; fetch?: typeof fetch } = {}) {
  const infra: TestInfra = await createTestInfra(options.env);
  const published = recordPublishedEvents(infra.bus);
  const app: ServiceApp = await createServiceApp({ name: 'billing-test', infra });
  await app.register(authService, { infra, prefix: '/api' });
  await app.register(billingService, { infra, prefix: '/api', periodJob: false, billing: options.billing, fetch: options.fetch });
  await app.ready();
  const pool = createPool(infra.database, { name: 'test', max: 3 });
  const db = drizzle({ client: pool, schema }) as unknown as BillingDatabase;
  const { call, expectOk } = serviceCaller(app);

  /** A new office whose owner is signed in, once billing knows it (in trial). */
  const signUpOffice = async (name = 'Maria Souza'): Promise<TestUser> => {
    const email = `gestor.${randomBytes(4).toString('hex')}@escritorio.com.br`;
    const body = await expectOk<SignUpResponse>({ method: 'POST', url: '/api/auth/sign-up', payload: { name, email, phoneNumber: '(11) 9 8765-4321', password: 'senha-forte-123' } }, 201);
    await waitFor(`billing account of ${body.id}`, async () => (await db.select().from(accounts).where(eq(accounts.officeId, body.id)))[0]);
    return { userId: body.userId, officeId: body.id, token: body.userToken, inboxId: body.inboxId };
  };

  // Billing keeps no membership projection: a new user's token is accepted as soon as it is issued.
  const { addUser } = testOffices(expectOk, async () => undefined);

  /** Events published so far of one type, once billing's outbox is empty. */
  const eventsOf = async (type: string, officeId?: string) => {
    await outboxesEmptied(db, ['billing']);
    return published.ofType(type).filter((event) => !officeId || event.officeId === officeId);
  };

  return {
    app,
    infra,
    db,
    call,
    expectOk,
    signUpOffice,
    addUser,
    eventsOf,
    close: async () => {
      await app.close();
      await endPool(infra.database, pool);
      await infra.cleanup();
    },
  };
}

export type BillingTestApp = Awaited<ReturnType<typeof startBillingTestApp>>;

export const HOLDER = { name: 'Maria Souza', email: 'maria@escritorio.com.br', cpfCnpj: '123.456.789-09', postalCode: '01310-100', addressNumber: '1000', phone: '(11) 98765-4321' };
export const CARD = { holderName: 'MARIA SOUZA', number: '4111 1111 1111 1111', expiryMonth: '12', expiryYear: '35', ccv: '123' };

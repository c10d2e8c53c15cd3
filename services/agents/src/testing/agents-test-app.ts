import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Integration, IntegrationWithQrCode } from '@balcao/contracts';
import { createPool, createServiceApp, endPool, type ServiceApp } from '@balcao/service-kit';
import { createTestInfra, membershipIn, membersOf, outboxesEmptied, recordPublishedEvents, serviceCaller, testOffices, TEST_PASSWORD, waitFor, type TestInfra, type TestUser } from '@balcao/service-kit/testing';
// Tests sign up through the real auth API and link devices through messaging's, so the agents'
// projections come from their events as in production.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { authService } from '@balcao/auth-service';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { messagingService } from '@balcao/messaging-service';
// Flows counts the plan's court-case consultations, the agents' included (request/reply).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { flowsService } from '@balcao/flows-service';
import { agentsService, type AgentsServiceOptions } from '../app';
import { ZAgentsConfig } from '../config';
import type { AgentsDatabase } from '../db/database';
import * as schema from '../db/schema';
import { integrations, members } from '../db/schema';

export type { CallOptions, TestUser } from '@balcao/service-kit/testing';

export const PASSWORD = TEST_PASSWORD;
export { waitFor };
export const ESSENTIAL_MODEL_ID = '0195f0a0-0000-7000-8000-00000000a001';

/** A valid agent body, overridable field by field. */
export const agentBody = (inboxId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Clara',
  purpose: 'SUPORTE',
  inboxId,
  productName: 'Souza Advocacia Previdenciária',
  productDescription: 'Aposentadorias, revisões e benefícios do INSS.',
  communicationStyle: 'NORMAL',
  agentModelId: ESSENTIAL_MODEL_ID,
  ...overrides,
});

/** Auth, messaging, flows and agents on one server over a fresh database, NATS stream and Redis prefix. */
export async function startAgentsTestApp(options: Partial<Omit<AgentsServiceOptions, 'infra'>> = {}) {
  const logLevel = process.env.TEST_LOG_LEVEL as TestInfra['config']['LOG_LEVEL'] | undefined;
  const infra: TestInfra = await createTestInfra(logLevel ? { LOG_LEVEL: logLevel } : {});
  const published = recordPublishedEvents(infra.bus);
  const app: ServiceApp = await createServiceApp({ name: 'agents-test', infra });
  await app.register(authService, { infra, prefix: '/api' });
  await app.register(messagingService, { infra, channel: 'simulator', prefix: '/api' });
  await app.register(flowsService, { infra, prefix: '/api' });
  await app.register(agentsService, { infra, config: ZAgentsConfig.parse({}), model: null, ...options, prefix: '/api' });
  await app.ready();
  const pool = createPool(infra.database, { name: 'test', max: 3 });
  const db = drizzle({ client: pool, schema }) as unknown as AgentsDatabase;
  const { call, expectOk } = serviceCaller(app);

  const waitForMembership = membershipIn(db, members, membersOf('messaging'));
  const { signUpOffice, addInbox, addUser } = testOffices(expectOk, waitForMembership);

  /** A device created in messaging, once the agents' projection has it. */
  const addDevice = async (as: TestUser, name = 'WhatsApp Recepção', inboxId = as.inboxId): Promise<Integration> => {
    const device = await expectOk<IntegrationWithQrCode>({ method: 'POST', url: '/api/integration/create', as, payload: { name, inboxId } }, 201);
    await waitFor(`device ${name} in agents`, async () => (await db.select().from(integrations).where(eq(integrations.id, device.id)))[0]);
    return device;
  };

  /** Links (or with null unlinks) an agent to a device through messaging, once the projection knows. */
  const linkDevice = async (as: TestUser, deviceId: string, agentId: string | null) => {
    await expectOk({ method: 'PATCH', url: `/api/integration/${deviceId}`, as, payload: { agentId } });
    await waitFor(`device ${deviceId} linked to ${agentId}`, async () => {
      const [row] = await db.select().from(integrations).where(eq(integrations.id, deviceId));
      return row && row.agentId === agentId;
    });
  };

  /** The events published so far of one type, once every outbox is empty. */
  const eventsOf = async (type: string) => {
    await outboxesEmptied(db, ['auth', 'messaging', 'agents']);
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
    addDevice,
    linkDevice,
    eventsOf,
    close: async () => {
      await app.close();
      await endPool(infra.database, pool);
      await infra.cleanup();
    },
  };
}

export type AgentsTestApp = Awaited<ReturnType<typeof startAgentsTestApp>>;

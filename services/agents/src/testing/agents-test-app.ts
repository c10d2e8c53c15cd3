import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { EventEnvelope, Integration, IntegrationWithQrCode, SignUpResponse, User } from '@balcao/contracts';
import { createPool, createServiceApp, endPool, type ServiceApp } from '@balcao/service-kit';
import { createTestInfra, serviceCaller, type TestInfra, type TestUser } from '@balcao/service-kit/testing';
// Tests sign up through the real auth API and link devices through messaging's, so the agents'
// projections come from their events as in production.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { authService } from '@balcao/auth-service';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { messagingService } from '@balcao/messaging-service';
import { agentsService, type AgentsServiceOptions } from '../app';
import { ZAgentsConfig } from '../config';
import type { AgentsDatabase } from '../db/database';
import * as schema from '../db/schema';
import { integrations, members } from '../db/schema';

export type { CallOptions, TestUser } from '@balcao/service-kit/testing';

export const PASSWORD = 'senha-forte-123';
export const ESSENTIAL_MODEL_ID = '0195f0a0-0000-7000-8000-00000000a001';

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

/** Auth, messaging and agents on one server over a fresh database, NATS stream and Redis prefix. */
export async function startAgentsTestApp(options: Partial<Omit<AgentsServiceOptions, 'infra'>> = {}) {
  const logLevel = process.env.TEST_LOG_LEVEL as TestInfra['config']['LOG_LEVEL'] | undefined;
  const infra: TestInfra = await createTestInfra(logLevel ? { LOG_LEVEL: logLevel } : {});
  const published: EventEnvelope[] = [];
  const publish = infra.bus.publish.bind(infra.bus);
  infra.bus.publish = async (event) => {
    published.push(event);
    await publish(event);
  };
  const app: ServiceApp = await createServiceApp({ name: 'agents-test', infra });
  await app.register(authService, { infra, prefix: '/api' });
  await app.register(messagingService, { infra, channel: 'simulator', prefix: '/api' });
  await app.register(agentsService, { infra, config: ZAgentsConfig.parse({}), model: null, ...options, prefix: '/api' });
  await app.ready();
  const pool = createPool(infra.database, { name: 'test', max: 3 });
  const db = drizzle({ client: pool, schema }) as unknown as AgentsDatabase;
  const { call, expectOk } = serviceCaller(app);

  const waitForMembership = (userId: string, inboxIds: string[]) =>
    waitFor(`membership of ${userId}`, async () => {
      const [row] = await db.select({ inboxIds: members.inboxIds }).from(members).where(eq(members.userId, userId));
      return row && inboxIds.every((id) => row.inboxIds.includes(id));
    });

  /** A new office whose owner (a Gestor, with view:agents) is signed in and known to agents. */
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
    await waitFor('outboxes emptied', async () => {
      const { rows } = (await db.execute(sql`select (select count(*) from auth.outbox) + (select count(*) from messaging.outbox) + (select count(*) from agents.outbox) as count`)) as unknown as { rows: { count: string }[] };
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

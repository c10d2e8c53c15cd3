import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { CourtCaseLookup } from '@balcao/court-cases';
import type { EventEnvelope, Flow, SignUpResponse, SimulatorChatMessage, User } from '@balcao/contracts';
import { createPool, createServiceApp, endPool, type ServiceApp } from '@balcao/service-kit';
import { createTestInfra, serviceCaller, type TestInfra, type TestUser } from '@balcao/service-kit/testing';
// Tests sign up through the real auth API and talk to clients through messaging's simulator,
// so the runtime hears of devices, conversations and messages from their events as in production.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { authService } from '@balcao/auth-service';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { messagingService } from '@balcao/messaging-service';
import { flowsService } from '../app';
import type { FlowsDatabase } from '../db/database';
import * as schema from '../db/schema';
import { members } from '../db/schema';

export type { TestUser } from '@balcao/service-kit/testing';
export const PASSWORD = 'senha-forte-123';

/** Polls until `check` answers something truthy (projections and replies arrive asynchronously). */
export async function waitFor<T>(what: string, check: () => Promise<T | null | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Auth, messaging (with the simulator) and flows on one server over a fresh database, NATS
 * stream and Redis prefix. `restart()` closes the server and starts another on the same
 * database and stream, as a crash and a new replica would.
 */
export async function startFlowsTestApp(options: { caseLookup?: CourtCaseLookup } = {}) {
  const logLevel = process.env.TEST_LOG_LEVEL as TestInfra['config']['LOG_LEVEL'] | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-flows-'));
  const infra: TestInfra = await createTestInfra({ DATA_DIR: dataDir, ...(logLevel ? { LOG_LEVEL: logLevel } : {}) });
  const published: EventEnvelope[] = [];
  const publish = infra.bus.publish.bind(infra.bus);
  infra.bus.publish = async (event) => {
    published.push(event);
    await publish(event);
  };

  const build = async () => {
    const app: ServiceApp = await createServiceApp({ name: 'flows-test', infra });
    await app.register(authService, { infra, prefix: '/api' });
    await app.register(messagingService, { infra, channel: 'simulator', prefix: '/api' });
    await app.register(flowsService, { infra, caseLookup: options.caseLookup, prefix: '/api' });
    await app.ready();
    return app;
  };
  let app = await build();
  const pool = createPool(infra.database, { name: 'test', max: 3 });
  const db = drizzle({ client: pool, schema }) as unknown as FlowsDatabase;
  let caller = serviceCaller(app);
  const call: typeof caller.call = (options) => caller.call(options);
  const expectOk: typeof caller.expectOk = (options, status) => caller.expectOk(options, status);

  const waitForMembership = (userId: string, inboxId: string) =>
    waitFor(`membership of ${userId}`, async () => {
      const { rows } = (await db.execute(sql`select 1 from ${members} where user_id = ${userId} and ${inboxId}::uuid = any(inbox_ids)`)) as unknown as { rows: unknown[] };
      return rows.length > 0;
    });

  /** A new office whose owner (a Gestor, with view:flow) is signed in and known to flows. */
  const signUpOffice = async (name = 'Maria Souza'): Promise<TestUser> => {
    const email = `gestor.${randomBytes(4).toString('hex')}@escritorio.com.br`;
    const body = await expectOk<SignUpResponse>({ method: 'POST', url: '/api/auth/sign-up', payload: { name, email, phoneNumber: '(11) 9 8765-4321', password: PASSWORD } }, 201);
    await waitForMembership(body.userId, body.inboxId);
    return { userId: body.userId, officeId: body.id, token: body.userToken, inboxId: body.inboxId };
  };

  /** A user of the owner's workspace with this profile (by name). */
  const addUser = async (owner: TestUser, roleName = 'Atendente', name = 'Bruno Atendente'): Promise<TestUser> => {
    const roles = await expectOk<Array<{ id: string; name: string }>>({ url: '/api/user-roles', as: owner });
    const role = roles.find((candidate) => candidate.name === roleName)!;
    const email = `usuario.${randomBytes(4).toString('hex')}@escritorio.com.br`;
    const payload = { name, email, contact: '(11) 91234-5678', roleId: role.id, inboxId: [owner.inboxId], password: { password: PASSWORD, confirmPassword: PASSWORD } };
    const user = await expectOk<User>({ method: 'POST', url: '/api/user', as: owner, payload }, 201);
    const session = await expectOk<{ token: string }>({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    await waitForMembership(user.id, owner.inboxId);
    return { userId: user.id, officeId: owner.officeId, token: session.token, inboxId: owner.inboxId };
  };

  const createFlow = (owner: TestUser, body: Record<string, unknown>) =>
    expectOk<Flow>({ method: 'POST', url: '/api/flow', as: owner, payload: { name: 'Atendimento inicial', inboxId: owner.inboxId, ...body } }, 201);

  /** A device paired on the simulator, running `flowId`, once the flows service knows it runs it. */
  const connectDevice = async (owner: TestUser, flowId: string | null) => {
    const created = await expectOk<{ id: string; qrcode: string }>(
      { method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'WhatsApp do escritório', inboxId: owner.inboxId, channel: 'LITE_WHATSAPP', flowId } },
      201,
    );
    await expectOk({ method: 'POST', url: '/api/simulator/scan', payload: { qrcode: created.qrcode } });
    await waitFor('device in flows', async () => {
      const { rows } = (await db.execute(sql`select 1 from flows.devices where id = ${created.id} and flow_id is not distinct from ${flowId}`)) as unknown as { rows: unknown[] };
      return rows.length > 0;
    });
    return created.id;
  };

  /** A client writes to the device from its phone. */
  const clientSays = (integrationId: string, from: string, text: string, extra: Record<string, unknown> = {}) =>
    expectOk<{ id: string }>({ method: 'POST', url: '/api/simulator/messages', payload: { integrationId, from, name: 'João Cliente', type: 'text', text, ...extra } });

  /** What the office sent the client, as the client's phone shows it. */
  const officeSaid = async (integrationId: string, phone: string) => {
    const chat = await expectOk<{ messages: SimulatorChatMessage[] }>({ url: '/api/simulator/messages', query: { integrationId, phone } });
    return chat.messages.filter((message) => message.from === 'office').map((message) => message.text ?? '');
  };

  /** Waits until the client has received `count` messages from the office, and returns them all. */
  const waitForReplies = (integrationId: string, phone: string, count: number, timeoutMs = 10_000) =>
    waitFor(`${count} replies to ${phone}`, async () => {
      const said = await officeSaid(integrationId, phone);
      return said.length >= count ? said : null;
    }, timeoutMs);

  /** Waits until the office has sent the client a message containing `text`, and returns them all. */
  const waitForSaid = (integrationId: string, phone: string, text: string, timeoutMs = 10_000) =>
    waitFor(`"${text}" said to ${phone}`, async () => {
      const said = await officeSaid(integrationId, phone);
      return said.some((message) => message.includes(text)) ? said : null;
    }, timeoutMs);

  /** Events published of one type, each once (the relay may publish an event again; the bus drops the repeat). */
  const eventsOf = (type: string) => [...new Map(published.filter((event) => event.type === type).map((event) => [event.id, event])).values()];

  return {
    get app() {
      return app;
    },
    infra,
    db,
    call,
    expectOk,
    signUpOffice,
    addUser,
    createFlow,
    connectDevice,
    clientSays,
    officeSaid,
    waitForReplies,
    waitForSaid,
    eventsOf,
    publish,
    /** Stops the server as a crash would stop a replica, and starts another on the same data. */
    restart: async () => {
      await app.close();
      app = await build();
      caller = serviceCaller(app);
    },
    close: async () => {
      await app.close();
      await endPool(infra.database, pool);
      await infra.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type FlowsTestApp = Awaited<ReturnType<typeof startFlowsTestApp>>;

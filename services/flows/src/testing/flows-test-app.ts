import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { CourtCaseLookup } from '@balcao/court-cases';
import { SIMULATOR_PHONE_HEADER, type Flow, type SimulatorChatMessage } from '@balcao/contracts';
import { createPool, createServiceApp, endPool, type ServiceApp } from '@balcao/service-kit';
import { createTestInfra, membershipIn, membersOf, recordPublishedEvents, serviceCaller, testOffices, waitFor, type TestInfra, type TestUser } from '@balcao/service-kit/testing';
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

export { waitFor, type TestUser } from '@balcao/service-kit/testing';

/**
 * Auth, messaging (with the simulator) and flows on one server over a fresh database, NATS
 * stream and Redis prefix. `restart()` closes the server and starts another on the same
 * database and stream, as a crash and a new replica would.
 */
export async function startFlowsTestApp(options: { caseLookup?: CourtCaseLookup } = {}) {
  const logLevel = process.env.TEST_LOG_LEVEL as TestInfra['config']['LOG_LEVEL'] | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-flows-'));
  const infra: TestInfra = await createTestInfra({ DATA_DIR: dataDir, ...(logLevel ? { LOG_LEVEL: logLevel } : {}) });
  const published = recordPublishedEvents(infra.bus);

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

  const { signUpOffice, addInbox, addUser } = testOffices(expectOk, membershipIn(db, members, membersOf('messaging')));

  const createFlow = (owner: TestUser, body: Record<string, unknown>) =>
    expectOk<Flow>({ method: 'POST', url: '/api/flow', as: owner, payload: { name: 'Atendimento inicial', inboxId: owner.inboxId, ...body } }, 201);

  /** The simulated phone's secret: given by its first scan, kept for every device it pairs. */
  let phoneHeaders: Record<string, string> = {};

  /** A device paired on the simulator, running `flowId`, once the flows service knows it runs it. */
  const connectDevice = async (owner: TestUser, flowId: string | null) => {
    const created = await expectOk<{ id: string; qrcode: string }>(
      { method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'WhatsApp do escritório', inboxId: owner.inboxId, channel: 'LITE_WHATSAPP', flowId } },
      201,
    );
    const scanned = await expectOk<{ phoneToken: string }>({ method: 'POST', url: '/api/simulator/scan', payload: { qrcode: created.qrcode }, headers: phoneHeaders });
    phoneHeaders = { [SIMULATOR_PHONE_HEADER]: scanned.phoneToken };
    await waitFor('device in flows', async () => {
      const { rows } = (await db.execute(sql`select 1 from flows.devices where id = ${created.id} and flow_id is not distinct from ${flowId}`)) as unknown as { rows: unknown[] };
      return rows.length > 0;
    });
    return created.id;
  };

  /** A client writes to the device from its phone. */
  const clientSays = (integrationId: string, from: string, text: string, extra: Record<string, unknown> = {}) =>
    expectOk<{ id: string }>({ method: 'POST', url: '/api/simulator/messages', payload: { integrationId, from, name: 'João Cliente', type: 'text', text, ...extra }, headers: phoneHeaders });

  /** What the office sent the client, as the client's phone shows it. */
  const officeSaid = async (integrationId: string, phone: string) => {
    const chat = await expectOk<{ messages: SimulatorChatMessage[] }>({ url: '/api/simulator/messages', query: { integrationId, phone }, headers: phoneHeaders });
    return chat.messages.filter((message) => message.from === 'office').map((message) => message.text ?? '');
  };

  /** Waits until the client has received `count` messages from the office, and returns them all. */
  const waitForReplies = (integrationId: string, phone: string, count: number, timeoutMs = 20_000) =>
    waitFor(`${count} replies to ${phone}`, async () => {
      const said = await officeSaid(integrationId, phone);
      return said.length >= count ? said : null;
    }, timeoutMs);

  /** Waits until the office has sent the client a message containing `text`, and returns them all. */
  const waitForSaid = (integrationId: string, phone: string, text: string, timeoutMs = 20_000) =>
    waitFor(`"${text}" said to ${phone}`, async () => {
      const said = await officeSaid(integrationId, phone);
      return said.some((message) => message.includes(text)) ? said : null;
    }, timeoutMs);

  const eventsOf = published.ofType;

  return {
    get app() {
      return app;
    },
    infra,
    db,
    call,
    expectOk,
    signUpOffice,
    addInbox,
    addUser,
    createFlow,
    connectDevice,
    clientSays,
    officeSaid,
    waitForReplies,
    waitForSaid,
    eventsOf,
    publish: published.publishToBus,
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

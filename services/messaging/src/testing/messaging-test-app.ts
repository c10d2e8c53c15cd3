import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { agentsEvents, flowsEvents, SIMULATOR_PHONE_HEADER, type EventEnvelope, type SignUpResponse, type SimulatorChatMessage, type User } from '@balcao/contracts';
import { v7 as uuidv7 } from 'uuid';
import { createPool, createServiceApp, endPool, envelopeOf, type ServiceApp } from '@balcao/service-kit';
import { createTestInfra, serviceCaller, type TestInfra, type TestUser } from '@balcao/service-kit/testing';

export type { CallOptions, TestUser } from '@balcao/service-kit/testing';
// Tests sign offices and users up through the real auth API, so membership comes from its events.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { authService } from '@balcao/auth-service';
import { messagingService, simulatorPage } from '../app';
import type { MessagingDatabase } from '../db/database';
import * as schema from '../db/schema';
import { members, robots, type RobotKind } from '../db/schema';

export const PASSWORD = 'senha-forte-123';

/** Auth and messaging on one server over a fresh database, NATS stream and Redis prefix. */
export async function startMessagingTestApp(config: Partial<TestInfra['config']> = {}) {
  // TEST_LOG_LEVEL=error shows the service's logs while debugging a test.
  const logLevel = process.env.TEST_LOG_LEVEL as TestInfra['config']['LOG_LEVEL'] | undefined;
  // Media files go to a folder of this run, removed at the end.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-messaging-'));
  const infra: TestInfra = await createTestInfra({ DATA_DIR: dataDir, ...(logLevel ? { LOG_LEVEL: logLevel } : {}), ...config });
  // What the outbox relays publish, in order: an outbox row lives only until its event is published.
  const published: EventEnvelope[] = [];
  const publish = infra.bus.publish.bind(infra.bus);
  infra.bus.publish = async (event) => {
    published.push(event);
    await publish(event);
  };
  const app: ServiceApp = await createServiceApp({ name: 'messaging-test', infra });
  await app.register(authService, { infra, prefix: '/api' });
  await app.register(messagingService, { infra, channel: 'simulator', prefix: '/api' });
  await app.register(simulatorPage);
  await app.ready();
  const pool = createPool(infra.database, { name: 'test', max: 3 });
  const db = drizzle({ client: pool, schema }) as unknown as MessagingDatabase;

  /** Waits until the membership projection knows the user in these workspaces. */
  const waitForMembership = async (userId: string, inboxIds: string[]) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const [row] = await db.select({ inboxIds: members.inboxIds }).from(members).where(eq(members.userId, userId));
      if (row && inboxIds.every((id) => row.inboxIds.includes(id))) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`membership of ${userId} never arrived`);
  };

  const { call, expectOk } = serviceCaller(app);

  /** A new office (its owner, a Gestor, signed in) whose membership already reached messaging. */
  const signUpOffice = async (name = 'Maria Souza'): Promise<TestUser> => {
    const email = `gestor.${randomBytes(4).toString('hex')}@escritorio.com.br`;
    const body = await expectOk<SignUpResponse>(
      { method: 'POST', url: '/api/auth/sign-up', payload: { name, email, phoneNumber: '(11) 9 8765-4321', password: PASSWORD } },
      201,
    );
    await waitForMembership(body.userId, [body.inboxId]);
    return { userId: body.userId, officeId: body.id, token: body.userToken, inboxId: body.inboxId };
  };

  /** A second workspace of the office; its creator joins it. */
  const addInbox = async (owner: TestUser, name = 'Trabalhista'): Promise<string> => {
    const inbox = await expectOk<{ id: string }>({ method: 'POST', url: '/api/inbox', as: owner, payload: { name } }, 201);
    await waitForMembership(owner.userId, [inbox.id]);
    return inbox.id;
  };

  /** An 'Atendente' of the office in the given workspaces, signed in. */
  const addAttendant = async (owner: TestUser, inboxIds = [owner.inboxId], name = 'Ana Atendente'): Promise<TestUser> => {
    const roles = await expectOk<Array<{ id: string; name: string }>>({ url: '/api/user-roles', as: owner });
    const role = roles.find((candidate) => candidate.name === 'Atendente')!;
    const email = `atendente.${randomBytes(4).toString('hex')}@escritorio.com.br`;
    const payload = { name, email, contact: '(11) 91234-5678', roleId: role.id, inboxId: inboxIds, password: { password: PASSWORD, confirmPassword: PASSWORD } };
    const user = await expectOk<User>({ method: 'POST', url: '/api/user', as: owner, payload }, 201);
    const session = await expectOk<{ token: string }>({ method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });
    await waitForMembership(user.id, inboxIds);
    return { userId: user.id, officeId: owner.officeId, token: session.token, inboxId: inboxIds[0] };
  };

  /** The simulated phone of the tests: one secret, given by its first scan, for every device it pairs. */
  let phoneToken: string | undefined;
  const phoneHeaders = (): Record<string, string> => (phoneToken ? { [SIMULATOR_PHONE_HEADER]: phoneToken } : {});

  /** The phone scans a QR code shown by a device. */
  const scanQrCode = async (qrcode: string) => {
    const scanned = await expectOk<{ integrationId: string; phoneNumber: string; phoneToken: string }>({ method: 'POST', url: '/api/simulator/scan', payload: { qrcode }, headers: phoneHeaders() });
    phoneToken = scanned.phoneToken;
    return scanned;
  };

  /** A device of the workspace, paired by the simulated phone. */
  const connectDevice = async (owner: TestUser, body: Record<string, unknown> = {}) => {
    const created = await expectOk<{ id: string; qrcode: string }>(
      { method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'WhatsApp do escritório', inboxId: owner.inboxId, channel: 'LITE_WHATSAPP', ...body } },
      201,
    );
    const scanned = await scanQrCode(created.qrcode);
    return { integrationId: created.id, phoneNumber: scanned.phoneNumber };
  };

  /** A client writes to the device from its phone. */
  const clientSays = (integrationId: string, from: string, text: string, extra: Record<string, unknown> = {}) =>
    expectOk<{ id: string }>({ method: 'POST', url: '/api/simulator/messages', payload: { integrationId, from, name: 'João Cliente', type: 'text', text, ...extra }, headers: phoneHeaders() });

  /** The client's chat with the device, as its phone shows it. */
  const phoneChat = async (integrationId: string, phone: string) =>
    (await expectOk<{ messages: SimulatorChatMessage[] }>({ url: '/api/simulator/messages', query: { integrationId, phone }, headers: phoneHeaders() })).messages;

  /** The client opens the chat: what the office sent is read. */
  const phoneReads = (integrationId: string, phone: string) =>
    expectOk<{ read: number }>({ method: 'POST', url: '/api/simulator/read', payload: { integrationId, phone }, headers: phoneHeaders() });

  /** Waits until messaging's robots projection shows this flow or agent as `deleted` says. */
  const waitForRobot = async (kind: RobotKind, id: string, deleted: boolean) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const [row] = await db.select({ deleted: robots.deleted }).from(robots).where(and(eq(robots.kind, kind), eq(robots.id, id)));
      if (row?.deleted === deleted) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${kind} ${id} never reached messaging`);
  };

  /**
   * A flow or AI agent of the workspace, announced as the flows and agents services do (their
   * created event), once messaging knows it.
   */
  const announceRobot = async (kind: RobotKind, owner: Pick<TestUser, 'officeId' | 'inboxId'>, inboxId = owner.inboxId) => {
    const id = uuidv7();
    const event =
      kind === 'flow'
        ? envelopeOf(flowsEvents.flowCreated, { officeId: owner.officeId, inboxId, payload: { flow: { id, name: 'Triagem', inboxId } } })
        : envelopeOf(agentsEvents.agentCreated, { officeId: owner.officeId, inboxId, payload: { agent: { id, name: 'Assistente', inboxId } } });
    await infra.bus.publish(event);
    await waitForRobot(kind, id, false);
    return id;
  };

  /** The flow or agent deleted, as its service announces it. */
  const announceRobotDeleted = async (kind: RobotKind, id: string, owner: Pick<TestUser, 'officeId' | 'inboxId'>) => {
    const definition = kind === 'flow' ? flowsEvents.flowDeleted : agentsEvents.agentDeleted;
    await infra.bus.publish(envelopeOf(definition, { officeId: owner.officeId, inboxId: owner.inboxId, payload: { id } }));
    await waitForRobot(kind, id, true);
  };

  /**
   * The events auth and messaging published, of one type, oldest first, each once with its
   * position in the order of publishing: asked once every event committed so far has left the outboxes.
   */
  const eventsOf = async (type: string) => {
    const unpublished = async () => {
      const { rows } = (await db.execute(sql`select (select count(*) from auth.outbox) + (select count(*) from messaging.outbox) as count`)) as unknown as { rows: { count: string }[] };
      return Number(rows[0].count);
    };
    for (let attempt = 0; (await unpublished()) > 0; attempt += 1) {
      if (attempt === 100) throw new Error('events still unpublished after 5 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const seen = new Set<string>();
    return published
      .map((event, position) => ({ ...event, position, payload: event.payload as Record<string, any> }))
      .filter((event) => event.type === type && !seen.has(event.id) && seen.add(event.id));
  };

  const countRows = async (table: typeof schema.messages | typeof schema.conversations | typeof schema.people, where = sql`true`) => {
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(table).where(and(where));
    return total;
  };

  return {
    app,
    infra,
    db,
    call,
    expectOk,
    signUpOffice,
    addInbox,
    addAttendant,
    scanQrCode,
    connectDevice,
    clientSays,
    phoneChat,
    phoneReads,
    announceRobot,
    announceRobotDeleted,
    eventsOf,
    countRows,
    waitForMembership,
    close: async () => {
      await app.close();
      await endPool(infra.database, pool);
      await infra.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type MessagingTestApp = Awaited<ReturnType<typeof startMessagingTestApp>>;

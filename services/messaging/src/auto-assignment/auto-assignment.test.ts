import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AutoAssignmentSettings, ConversationList, ConversationSummary } from '@balcao/contracts';
import { markOffline, markOnline } from '@balcao/service-kit';
import { waitFor } from '@balcao/service-kit/testing';
import { conversations } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

describe('auto-assignment of conversations waiting for a person', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let ana: TestUser;
  let bruno: TestUser;
  let carla: TestUser;
  let device: { integrationId: string };
  let phoneSeq = 0;

  const settings = (payload: Record<string, unknown>) =>
    t.expectOk<AutoAssignmentSettings>({ method: 'PUT', url: '/api/auto-assignment', as: owner, payload: { inboxId: owner.inboxId, capacity: 5, ...payload } });
  const setAvailable = (user: TestUser, available: boolean) => t.expectOk({ method: 'PUT', url: '/api/availability', as: user, payload: { available } });
  const online = (...users: TestUser[]) => Promise.all(users.map((user) => markOnline(t.infra.store, user.officeId, user.userId, 120)));
  const offline = (...users: TestUser[]) => Promise.all(users.map((user) => markOffline(t.infra.store, user.officeId, user.userId)));
  /** A new client writes to the people-only device: the conversation waits for a person. */
  const newClient = async () => {
    phoneSeq += 1;
    const phone = `5511930${String(phoneSeq).padStart(2, '0')}000`;
    await t.clientSays(device.integrationId, phone, 'Preciso de ajuda com um processo');
    const [conversation] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: phone } })).data;
    return conversation;
  };
  const rowOf = async (id: string) => (await t.db.select().from(conversations).where(eq(conversations.id, id)))[0];
  const assignedTo = (id: string) =>
    waitFor(`conversation ${id} assigned`, async () => {
      const row = await rowOf(id);
      return row.userId && row.status === 'HUMAN_INTERACTIVE' ? row.userId : null;
    }, 10_000);
  const openOf = async (user: TestUser) =>
    (await t.db.select({ id: conversations.id }).from(conversations).where(and(eq(conversations.userId, user.userId), eq(conversations.status, 'HUMAN_INTERACTIVE')))).length;
  const queued = async () =>
    (await t.db.select({ id: conversations.id }).from(conversations).where(and(eq(conversations.inboxId, owner.inboxId), eq(conversations.status, 'WAITING_HUMAN'), isNull(conversations.userId))).orderBy(asc(conversations.createdAt))).map((row) => row.id);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1_500));

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    ana = await t.addAttendant(owner, [owner.inboxId], 'Ana Atendente');
    bruno = await t.addAttendant(owner, [owner.inboxId], 'Bruno Souza');
    carla = await t.addAttendant(owner, [owner.inboxId], 'Carla Lima');
    device = await t.connectDevice(owner);
  });
  afterAll(async () => t?.close());

  it('with auto-assignment off, a new client waits in the queue for anyone to take', async () => {
    await online(ana, bruno);
    expect(await t.expectOk<AutoAssignmentSettings>({ url: '/api/auto-assignment', as: ana, query: { inboxId: owner.inboxId } })).toEqual({
      inboxId: owner.inboxId,
      mode: 'off',
      capacity: 5,
      ratingWindowHours: 24,
      queued: 0,
    });
    const waiting = await newClient();
    await settle();
    expect(await rowOf(waiting.id)).toMatchObject({ status: 'WAITING_HUMAN', userId: null });
    // Taken by hand, so the next tests start from an empty queue.
    await t.expectOk({ method: 'POST', url: `/api/conversation/${waiting.id}/finish`, as: owner, payload: { mode: 'end' } });
  });

  it('round-robin hands each new client in turn to the attendants online and Disponível, never to one Ausente', async () => {
    await setAvailable(carla, false);
    await online(ana, bruno, carla);
    await settings({ mode: 'round-robin' });
    const arrived: ConversationSummary[] = [];
    for (let index = 0; index < 4; index += 1) arrived.push(await newClient());
    const receivers = await Promise.all(arrived.map((conversation) => assignedTo(conversation.id)));
    expect(receivers.filter((id) => id === ana.userId)).toHaveLength(2);
    expect(receivers.filter((id) => id === bruno.userId)).toHaveLength(2);
    // In turn: never the same attendant twice in a row.
    for (let index = 1; index < receivers.length; index += 1) expect(receivers[index]).not.toBe(receivers[index - 1]);
    // The same path as a transfer: the receiver is notified, the list is told.
    const transferred = (await t.eventsOf('balcao.messaging.conversation.transferred')).filter((event) => event.payload.conversationId === arrived[0].id);
    expect(transferred).toMatchObject([{ inboxId: owner.inboxId, payload: { fromUserId: null, toUserId: receivers[0], contact: { name: 'João Cliente' } } }]);
    const changed = (await t.eventsOf('balcao.messaging.conversation.changed')).filter((event) => event.payload.conversation.id === arrived[0].id);
    expect(changed.at(-1)?.payload.conversation).toMatchObject({ status: 'HUMAN_INTERACTIVE', user: { id: receivers[0] } });
  });

  it('a full team leaves clients queued in arrival order; whoever frees up gets the oldest at once', async () => {
    await settings({ mode: 'round-robin', capacity: 2 });
    const first = await newClient();
    const second = await newClient();
    await settle();
    expect(await queued()).toEqual([first.id, second.id]);
    expect((await t.expectOk<AutoAssignmentSettings>({ url: '/api/auto-assignment', as: owner, query: { inboxId: owner.inboxId } })).queued).toBe(2);

    const [anas] = await t.db.select().from(conversations).where(and(eq(conversations.userId, ana.userId), eq(conversations.status, 'HUMAN_INTERACTIVE')));
    await t.expectOk({ method: 'POST', url: `/api/conversation/${anas.id}/finish`, as: ana, payload: { mode: 'end' } });
    expect(await assignedTo(first.id)).toBe(ana.userId);
    await settle();
    expect(await queued()).toEqual([second.id]);
    expect(await openOf(ana)).toBe(2);
    expect(await openOf(bruno)).toBe(2);
  });

  it("switching to 'Disponível' takes the queue at once", async () => {
    const [waiting] = await queued();
    expect((await t.expectOk({ url: '/api/availability', as: carla })) as object).toEqual({ userId: carla.userId, available: false });
    await setAvailable(carla, true);
    expect(await assignedTo(waiting)).toBe(carla.userId);
  });

  it('an attendant who comes online takes the queue (every replica sweeps the queued workspaces)', async () => {
    await offline(ana, bruno, carla);
    await settings({ mode: 'round-robin', capacity: 10 });
    const waiting = await newClient();
    await settle();
    expect(await rowOf(waiting.id)).toMatchObject({ status: 'WAITING_HUMAN', userId: null });
    await online(bruno);
    expect(await assignedTo(waiting.id)).toBe(bruno.userId);
  });

  it('least-busy hands the client to whoever holds the fewest open conversations', async () => {
    await online(ana, bruno, carla);
    await settings({ mode: 'least-busy', capacity: 10 });
    const before = { [ana.userId]: await openOf(ana), [bruno.userId]: await openOf(bruno), [carla.userId]: await openOf(carla) };
    const fewest = Math.min(...Object.values(before));
    const receiver = await assignedTo((await newClient()).id);
    expect(before[receiver]).toBe(fewest);
    expect(before[carla.userId]).toBe(fewest);
  });

  it("'Transferir para atendente disponível' follows the same rule: never to an Ausente one, nor past capacity", async () => {
    await settings({ mode: 'round-robin', capacity: 10 });
    const [held] = await t.db.select().from(conversations).where(and(eq(conversations.userId, ana.userId), eq(conversations.status, 'HUMAN_INTERACTIVE')));
    await setAvailable(bruno, false);
    const moved = await t.expectOk<ConversationSummary>({ method: 'POST', url: `/api/conversation/${held.id}/transfer`, as: ana, payload: {} });
    expect(moved.user?.id).toBe(carla.userId);
    // Back to Ana; Carla is now full and Bruno away: nobody is available.
    await t.expectOk({ method: 'POST', url: `/api/conversation/${held.id}/transfer`, as: carla, payload: { userId: ana.userId } });
    await settings({ mode: 'round-robin', capacity: await openOf(carla) });
    const refused = await t.call({ method: 'POST', url: `/api/conversation/${held.id}/transfer`, as: ana, payload: {} });
    expect(refused.json()).toMatchObject({ statusCode: 409, message: 'Nenhum atendente disponível' });
    expect((await rowOf(held.id)).userId).toBe(ana.userId);
    await setAvailable(bruno, true);
  });

});

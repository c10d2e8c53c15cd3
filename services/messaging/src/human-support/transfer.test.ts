import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationList, ConversationSummary } from '@balcao/contracts';
import { markOffline, markOnline } from '@balcao/service-kit';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

describe('transferring a conversation', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let ana: TestUser;
  let bruno: TestUser;
  let carla: TestUser;
  let device: { integrationId: string };
  let phoneSeq = 0;

  const transfer = (conversationId: string, payload?: Record<string, unknown>, as = owner) =>
    t.call({ method: 'POST', url: `/api/conversation/${conversationId}/transfer`, as, payload });
  const online = (...users: TestUser[]) => Promise.all(users.map((user) => markOnline(t.infra.store, user.officeId, user.userId, 60)));
  /** A new client conversation, taken into human service by the owner. */
  const humanConversation = async () => {
    phoneSeq += 1;
    const phone = `119200${String(phoneSeq).padStart(2, '0')}000`;
    await t.clientSays(device.integrationId, phone, 'Preciso falar com um advogado');
    const [conversation] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId, content: phone } })).data;
    return t.expectOk<ConversationSummary>({ method: 'POST', url: `/api/conversation/${conversation.id}/start-human-support`, as: owner });
  };
  const eventsFor = async (type: string, conversationId: string) =>
    (await t.eventsOf(type)).filter((event) => (event.payload.conversationId ?? event.payload.conversation?.id) === conversationId);

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    ana = await t.addAttendant(owner, [owner.inboxId], 'Ana Atendente');
    bruno = await t.addAttendant(owner, [owner.inboxId], 'Bruno Souza');
    const secondInbox = await t.addInbox(owner);
    carla = await t.addAttendant(owner, [secondInbox], 'Carla Lima');
    device = await t.connectDevice(owner);
  });
  afterEach(async () => {
    for (const user of [owner, ana, bruno, carla]) await markOffline(t.infra.store, user.officeId, user.userId);
  });
  afterAll(async () => t?.close());

  it('hands the conversation to the chosen attendant and tells them', async () => {
    const conversation = await humanConversation();
    const moved = await t.expectOk<ConversationSummary>({ method: 'POST', url: `/api/conversation/${conversation.id}/transfer`, as: owner, payload: { userId: ana.userId } });
    expect(moved).toMatchObject({ id: conversation.id, status: 'HUMAN_INTERACTIVE', user: { id: ana.userId, name: 'Ana Atendente' } });
    const [transferred] = await eventsFor('balcao.messaging.conversation.transferred', conversation.id);
    // The client is named, so the receiver's notification says whose conversation it is.
    expect(transferred).toMatchObject({
      officeId: owner.officeId,
      inboxId: owner.inboxId,
      payload: { conversationId: conversation.id, fromUserId: owner.userId, toUserId: ana.userId, contact: { name: 'João Cliente', phoneNumber: conversation.person?.phoneNumber } },
    });
    const changed = await eventsFor('balcao.messaging.conversation.changed', conversation.id);
    expect(changed.at(-1)?.payload.conversation.user).toEqual({ id: ana.userId, name: 'Ana Atendente' });
    // Both were written by the same command, and published one after the other.
    expect(Math.abs(transferred.position - changed.at(-1)!.position)).toBe(1);

    // The receiver may pass it on.
    const again = await t.expectOk<ConversationSummary>({ method: 'POST', url: `/api/conversation/${conversation.id}/transfer`, as: ana, payload: { userId: bruno.userId } });
    expect(again.user?.id).toBe(bruno.userId);
  });

  it('refuses an attendant outside the workspace', async () => {
    const conversation = await humanConversation();
    for (const userId of [carla.userId, '018f0000-0000-7000-8000-000000000000']) {
      const response = await transfer(conversation.id, { userId });
      expect(response.json()).toMatchObject({ statusCode: 400, message: 'Atendente inválido', field: 'userId' });
    }
    expect((await transfer(conversation.id, { userId: 'ana' })).json()).toMatchObject({ statusCode: 400, message: 'Atendente inválido' });
    expect(await eventsFor('balcao.messaging.conversation.transferred', conversation.id)).toEqual([]);
  });

  it('picks a random available attendant: online, of the workspace, not the caller nor the holder', async () => {
    const conversation = await humanConversation();
    // Carla is online but works elsewhere; the owner is the caller and holds it; Ana is offline.
    await online(owner, bruno, carla);
    const moved = await t.expectOk<ConversationSummary>({ method: 'POST', url: `/api/conversation/${conversation.id}/transfer`, as: owner, payload: {} });
    expect(moved.user?.id).toBe(bruno.userId);
    const [transferred] = await eventsFor('balcao.messaging.conversation.transferred', conversation.id);
    expect(transferred.payload).toEqual({ conversationId: conversation.id, fromUserId: owner.userId, toUserId: bruno.userId, contact: { name: 'João Cliente', phoneNumber: conversation.person?.phoneNumber } });

    await online(ana);
    const spread = new Set<string>();
    for (let round = 0; round < 20; round += 1) {
      // Passed back to the owner each time, then to whoever is available.
      await t.expectOk({ method: 'POST', url: `/api/conversation/${conversation.id}/transfer`, as: owner, payload: { userId: owner.userId } });
      spread.add((await t.expectOk<ConversationSummary>({ method: 'POST', url: `/api/conversation/${conversation.id}/transfer`, as: owner })).user!.id);
    }
    expect([...spread].sort()).toEqual([ana.userId, bruno.userId].sort());
  });

  it('answers that nobody is available when no one else is online', async () => {
    const conversation = await humanConversation();
    await online(owner, carla);
    const response = await transfer(conversation.id, {});
    expect(response.json()).toMatchObject({ statusCode: 409, message: 'Nenhum atendente disponível' });
    const unchanged = await t.expectOk<ConversationSummary>({ method: 'PATCH', url: `/api/conversation/${conversation.id}`, as: owner, payload: {} });
    expect(unchanged.user?.id).toBe(owner.userId);
  });

  it('transfers only in human service', async () => {
    const conversation = await humanConversation();
    await t.expectOk({ method: 'POST', url: `/api/conversation/${conversation.id}/end-human-support`, as: owner });
    await online(ana);
    for (const payload of [{ userId: ana.userId }, {}]) {
      const response = await transfer(conversation.id, payload);
      expect(response.json()).toMatchObject({ statusCode: 409, message: 'A transferência só é possível em atendimento humano' });
    }
  });
});

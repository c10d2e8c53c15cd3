import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messagingEvents, SIMULATOR_PHONE_HEADER, type Board, type Funnel, type Lead } from '@balcao/contracts';
import { homeConversations, leads } from '../db/schema';
import { startCrmTestApp, waitFor, type CrmTestApp, type TestUser } from '../testing/crm-test-app';

describe('leads from conversations', () => {
  let t: CrmTestApp;
  let owner: TestUser;
  let funnel: Funnel;
  let device: { id: string; qrcode: string };
  /** The simulated phone's secret, given by its scan of the device's QR code. */
  let phoneHeaders: Record<string, string> = {};

  const board = () => t.expectOk<Board>({ url: '/api/funnel-column', as: owner, query: { funnelId: funnel.id } });
  const clientSays = (from: string, text: string) =>
    t.expectOk({ method: 'POST', url: '/api/simulator/messages', payload: { integrationId: device.id, from, name: 'João Cliente', type: 'text', text }, headers: phoneHeaders });

  beforeAll(async () => {
    t = await startCrmTestApp();
    owner = await t.signUpOffice();
    [funnel] = await waitFor('default funnel', async () => {
      const found = await t.expectOk<Funnel[]>({ url: '/api/funnel', as: owner, query: { inboxId: owner.inboxId } });
      return found.length > 0 && found;
    });
    device = await t.expectOk({ method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'WhatsApp', inboxId: owner.inboxId, channel: 'LITE_WHATSAPP', funnelId: funnel.id } }, 201);
    const scanned = await t.expectOk<{ phoneToken: string }>({ method: 'POST', url: '/api/simulator/scan', payload: { qrcode: device.qrcode } });
    phoneHeaders = { [SIMULATOR_PHONE_HEADER]: scanned.phoneToken };
  });
  afterAll(async () => t?.close());

  it("turns a new contact's first conversation into a whatsapp lead in the funnel's first column", async () => {
    await clientSays('11966660001', 'Boa tarde, fui demitido sem justa causa');
    const [first] = await waitFor('lead from conversation', async () => {
      const columns = await board();
      return columns[0].leads.length > 0 && columns;
    });
    expect(first.name).toBe('Novo contato');
    expect(first.leads[0]).toMatchObject({ channel: 'whatsapp', conversationId: expect.any(String), person: { name: 'João Cliente', phoneNumber: '5511966660001' } });
  });

  it('creates the lead once however often the conversation event is delivered', async () => {
    const [created] = await t.eventsOf(messagingEvents.conversationCreated.type);
    await t.infra.bus.publish(created);
    // The same fact under a new event id (the handled-events record cannot help): still one lead.
    await t.publishEvent(messagingEvents.conversationCreated, { officeId: owner.officeId, inboxId: owner.inboxId }, created.payload as never);
    await clientSays('11966660001', 'Alguém pode me ajudar?');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const rows = await t.db.select().from(leads).where(eq(leads.funnelId, funnel.id));
    expect(rows).toHaveLength(1);
  });

  it("follows the conversation's messages in lastInteraction", async () => {
    const [lead] = (await board())[0].leads;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await clientSays('11966660001', 'Tenho os documentos aqui');
    await waitFor('last interaction moved', async () => Date.parse((await board())[0].leads[0].lastInteraction) > Date.parse(lead.lastInteraction));
  });

  it('makes no lead from a device without a funnel', async () => {
    await t.expectOk({ method: 'PATCH', url: `/api/integration/${device.id}`, as: owner, payload: { funnelId: null } });
    await clientSays('11966660002', 'Olá');
    await t.eventsOf(messagingEvents.conversationCreated.type);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await board())[0].leads).toHaveLength(1);
  });

  it("links a lead made by hand to its contact's conversation, so 'Abrir conversa' opens it", async () => {
    // The previous test's client talks on a device that feeds no funnel: a conversation, no lead.
    const created = await t.eventsOf(messagingEvents.conversationCreated.type);
    const { conversation } = created.map((event) => event.payload as { conversation: { id: string; personId: string; person: { phoneNumber: string } } })
      .find(({ conversation }) => conversation.person.phoneNumber === '5511966660002')!;
    await waitFor('conversation known to crm', async () => (await t.db.select().from(homeConversations).where(eq(homeConversations.id, conversation.id)))[0]);

    const [firstColumn] = await board();
    const lead = await t.expectOk<Lead>({ method: 'POST', url: '/api/funnel-column-card', as: owner, payload: { funnelId: funnel.id, columnId: firstColumn.id, personId: conversation.personId } }, 201);
    expect(lead.conversationId).toBe(conversation.id);
    expect((await t.expectOk<Lead>({ url: `/api/funnel-column-card/${lead.id}`, as: owner })).conversationId).toBe(conversation.id);
  });
});

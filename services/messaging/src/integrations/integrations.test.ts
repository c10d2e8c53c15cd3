import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Integration, IntegrationWithQrCode, PeopleList } from '@balcao/contracts';
import { integrations } from '../db/schema';
import { applyChannelQrCode } from './integration-status';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

describe('devices', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let attendant: TestUser;
  let secondInbox: string;

  const create = (as: TestUser, payload: Record<string, unknown> = {}) =>
    t.call({ method: 'POST', url: '/api/integration/create', as, payload: { name: 'WhatsApp Principal', inboxId: as.inboxId, channel: 'LITE_WHATSAPP', ...payload } });

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    attendant = await t.addAttendant(owner);
    secondInbox = await t.addInbox(owner);
  });
  afterAll(async () => t?.close());

  it('creates a device waiting for its QR code and lists it', async () => {
    const flowId = await t.announceRobot('flow', owner);
    const response = await create(owner, { flowId });
    expect(response.statusCode).toBe(201);
    const device = response.json<IntegrationWithQrCode>();
    expect(device).toMatchObject({ name: 'WhatsApp Principal', channel: 'LITE_WHATSAPP', config: { status: 'pending', phoneNumber: null }, flowId, funnelId: null, agentId: null });
    expect(device.qrcode).toContain(device.id);
    const list = await t.expectOk<Integration[]>({ url: '/api/integration', as: attendant, query: { inboxId: owner.inboxId, channel: 'LITE_WHATSAPP' } });
    expect(list.map((item) => item.id)).toContain(device.id);
    const [event] = (await t.eventsOf('balcao.messaging.integration.status-changed')).filter((row) => row.payload.integrationId === device.id);
    expect(event).toMatchObject({ officeId: owner.officeId, inboxId: owner.inboxId, payload: { status: 'pending' } });
  });

  it('validates the name and the workspace', async () => {
    const noName = await create(owner, { name: '' });
    expect(noName.json()).toMatchObject({ statusCode: 400, message: 'Nome da integração é obrigatório', field: 'name' });
    const noInbox = await t.call({ method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'Sem workspace' } });
    expect(noInbox.json()).toMatchObject({ statusCode: 400, message: 'Workspace é obrigatório', field: 'inboxId' });
  });

  it('edits the automation links, null clearing them', async () => {
    const device = (await create(owner, { agentId: await t.announceRobot('agent', owner) })).json<Integration>();
    const edited = await t.expectOk<Integration>({ method: 'PATCH', url: `/api/integration/${device.id}`, as: owner, payload: { name: 'Comercial', agentId: null, funnelId: '018f0000-0000-7000-8000-0000000000c1' } });
    expect(edited).toMatchObject({ name: 'Comercial', agentId: null, funnelId: '018f0000-0000-7000-8000-0000000000c1' });
  });

  it('locks a new QR code for 120 seconds, then issues one', async () => {
    const device = (await create(owner)).json<IntegrationWithQrCode>();
    const locked = await t.call({ method: 'POST', url: '/api/integration/connect', as: owner, payload: { id: device.id } });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe('Aguarde para gerar um novo QR Code');
    expect(locked.json().description).toMatch(/em (11\d|120) segundos/);

    await t.db.update(integrations).set({ qrCodeIssuedAt: sql`now() - interval '121 seconds'` }).where(eq(integrations.id, device.id));
    const renewed = await t.expectOk<IntegrationWithQrCode>({ method: 'POST', url: '/api/integration/connect', as: owner, payload: { id: device.id } });
    expect(renewed.qrcode).not.toBe(device.qrcode);
    expect(renewed.config.status).toBe('pending');
  });

  it('reports connection and disconnection, with their events', async () => {
    const { integrationId, phoneNumber } = await t.connectDevice(owner);
    expect(await t.expectOk({ url: `/api/integration/${integrationId}/status`, as: owner })).toEqual({ status: 'connected' });
    const connectAgain = await t.call({ method: 'POST', url: '/api/integration/connect', as: owner, payload: { id: integrationId } });
    expect(connectAgain.json()).toMatchObject({ statusCode: 409, message: 'O dispositivo já está conectado' });

    const disconnected = await t.expectOk<Integration>({ method: 'POST', url: `/api/integration/${integrationId}/disconnect`, as: owner });
    expect(disconnected.config).toEqual({ status: 'disconnected', phoneNumber });
    const statuses = (await t.eventsOf('balcao.messaging.integration.status-changed')).filter((row) => row.payload.integrationId === integrationId);
    expect(statuses.map((row) => row.payload.status)).toEqual(['pending', 'connected', 'disconnected']);

    // Right after a disconnection the device may ask for a QR code again.
    const reconnect = await t.expectOk<IntegrationWithQrCode>({ method: 'POST', url: '/api/integration/connect', as: owner, payload: { id: integrationId } });
    expect(reconnect.config.status).toBe('pending');
    const paired = await t.scanQrCode(reconnect.qrcode);
    expect(paired.phoneNumber).toBe(phoneNumber);
  });

  it('imports as contacts every phone that wrote to the device', async () => {
    const { integrationId } = await t.connectDevice(owner);
    await t.clientSays(integrationId, '11911112222', 'Oi');
    await t.clientSays(integrationId, '11933334444', 'Olá', { name: 'Lúcia Prado' });
    await t.expectOk({ method: 'POST', url: '/api/people', as: owner, payload: { inboxId: secondInbox, name: 'Só no outro', phoneNumber: '11911112222' } }, 201);
    // Inbound already made them contacts of this workspace; the import finds nothing new here.
    expect(await t.expectOk({ method: 'POST', url: '/api/office/import-contacts', as: owner, payload: { inboxId: owner.inboxId, integrationId } })).toEqual({ imported: 0 });
    await t.call({ method: 'DELETE', url: '/api/people', as: owner, payload: { ids: (await t.expectOk<PeopleList>({ url: '/api/people', as: owner, query: { inboxId: owner.inboxId, name: '1193333' } })).data.map((person) => person.id) } });
    expect(await t.expectOk({ method: 'POST', url: '/api/office/import-contacts', as: owner, payload: { inboxId: owner.inboxId, integrationId } })).toEqual({ imported: 1 });
    const imported = await t.expectOk<PeopleList>({ url: '/api/people', as: owner, query: { inboxId: owner.inboxId, name: '1193333' } });
    expect(imported.data).toMatchObject([{ name: 'Lúcia Prado', phoneNumber: '5511933334444' }]);
  });

  it('keeps devices to their office and workspace', async () => {
    const mine = (await create(owner)).json<Integration>();
    const elsewhere = (await t.call({ method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'Outro', inboxId: secondInbox } })).json<Integration>();
    for (const [as, id] of [[otherOffice, mine.id], [attendant, elsewhere.id]] as const) {
      expect((await t.call({ method: 'PATCH', url: `/api/integration/${id}`, as, payload: { name: 'Invasão' } })).statusCode).toBe(404);
      expect((await t.call({ method: 'POST', url: '/api/integration/connect', as, payload: { id } })).statusCode).toBe(404);
      expect((await t.call({ method: 'POST', url: `/api/integration/${id}/disconnect`, as })).statusCode).toBe(404);
      expect((await t.call({ url: `/api/integration/${id}/status`, as })).statusCode).toBe(404);
      expect((await t.call({ method: 'POST', url: '/api/office/import-contacts', as, payload: { inboxId: as.inboxId, integrationId: id } })).statusCode).toBe(404);
    }
    expect((await t.call({ url: '/api/integration', as: otherOffice, query: { inboxId: owner.inboxId } })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/integration', as: attendant, query: { inboxId: secondInbox } })).statusCode).toBe(404);
    expect((await create(attendant, { inboxId: secondInbox })).statusCode).toBe(404);
  });

  it('announces a QR code the channel renewed while pairing, and never for a connected device', async () => {
    const pairing = (await create(owner)).json();
    await applyChannelQrCode({ db: t.db, relay: { publishCommitted() {} } }, pairing.id, '2@qr-renovado');
    const [event] = (await t.eventsOf('balcao.messaging.integration.qrcode-refreshed')).filter((row) => row.payload.integrationId === pairing.id);
    expect(event).toMatchObject({ officeId: owner.officeId, inboxId: owner.inboxId, payload: { qrcode: '2@qr-renovado' } });

    const connected = await t.connectDevice(owner);
    await applyChannelQrCode({ db: t.db, relay: { publishCommitted() {} } }, connected.integrationId, '2@qr-indevido');
    expect((await t.eventsOf('balcao.messaging.integration.qrcode-refreshed')).filter((row) => row.payload.integrationId === connected.integrationId)).toEqual([]);
  });
});

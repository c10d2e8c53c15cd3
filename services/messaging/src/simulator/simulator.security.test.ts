import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_PHONE_HEADER, type SimulatorDevice } from '@balcao/contracts';
import { messages } from '../db/schema';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';

type Scan = { integrationId: string; phoneNumber: string; phoneToken: string };

/** The simulator's phone talks only to devices whose QR code it scanned, as a real phone does. */
describe('simulator phone, against strangers', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let otherOffice: TestUser;
  let waiting: { id: string; qrcode: string };
  let paired: Scan;
  let strangerPhone: Scan;

  const createDevice = (as: TestUser, name: string) =>
    t.expectOk<{ id: string; qrcode: string }>({ method: 'POST', url: '/api/integration/create', as, payload: { name, inboxId: as.inboxId, channel: 'LITE_WHATSAPP' } }, 201);
  const scan = (qrcode: string, phoneToken?: string) =>
    t.expectOk<Scan>({ method: 'POST', url: '/api/simulator/scan', payload: { qrcode }, headers: phoneToken ? { [SIMULATOR_PHONE_HEADER]: phoneToken } : {} });
  const says = (integrationId: string, headers: Record<string, string>, text = 'Mensagem de um estranho') =>
    t.call({ method: 'POST', url: '/api/simulator/messages', payload: { integrationId, from: '11970001234', name: 'Estranho', type: 'text', text }, headers });

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    otherOffice = await t.signUpOffice('Outro Escritório');
    waiting = await createDevice(owner, 'Aguardando');
    paired = await scan((await createDevice(owner, 'Recepção')).qrcode);
    strangerPhone = await scan((await createDevice(otherOffice, 'Do outro')).qrcode);
  });
  afterAll(async () => t?.close());

  it('lists no device and no QR code to an anonymous caller', async () => {
    const listed = await t.expectOk<{ devices: SimulatorDevice[] }>({ url: '/api/simulator/devices' });
    expect(listed.devices).toEqual([]);
    expect((await t.call({ url: '/api/simulator/waiting-devices' })).statusCode).toBe(401);
  });

  it("lists to a phone only the devices it paired with, and to a member only their own workspaces' QR codes", async () => {
    const phoneList = await t.expectOk<{ devices: SimulatorDevice[] }>({ url: '/api/simulator/devices', headers: { [SIMULATOR_PHONE_HEADER]: paired.phoneToken } });
    expect(phoneList.devices.map((device) => device.integrationId)).toEqual([paired.integrationId]);
    expect(phoneList.devices[0].qrcode).toBeNull();

    const ownWaiting = await t.expectOk<{ devices: SimulatorDevice[] }>({ url: '/api/simulator/waiting-devices', as: owner });
    expect(ownWaiting.devices).toEqual([expect.objectContaining({ integrationId: waiting.id, qrcode: waiting.qrcode })]);
    const foreignWaiting = await t.expectOk<{ devices: SimulatorDevice[] }>({ url: '/api/simulator/waiting-devices', as: otherOffice });
    expect(foreignWaiting.devices.map((device) => device.qrcode)).not.toContain(waiting.qrcode);
  });

  it('refuses a message without the phone secret or with a forged one, storing nothing', async () => {
    const missing = await says(paired.integrationId, {});
    expect(missing.statusCode).toBe(401);
    const forged = await says(paired.integrationId, { [SIMULATOR_PHONE_HEADER]: 'x'.repeat(43) });
    expect(forged.statusCode).toBe(404);
    expect(await t.countRows(messages)).toBe(0);
  });

  it('refuses a message, a chat read and a read mark on a device this phone did not pair', async () => {
    const headers = { [SIMULATOR_PHONE_HEADER]: strangerPhone.phoneToken };
    expect((await says(paired.integrationId, headers)).statusCode).toBe(404);
    const chat = await t.call({ url: '/api/simulator/messages', query: { integrationId: paired.integrationId, phone: '5511970001234' }, headers });
    expect(chat.statusCode).toBe(404);
    const read = await t.call({ method: 'POST', url: '/api/simulator/read', payload: { integrationId: paired.integrationId, phone: '5511970001234' }, headers });
    expect(read.statusCode).toBe(404);
    expect(await t.countRows(messages)).toBe(0);
  });

  it('takes the paired phone at its word, and a second scan keeps its secret', async () => {
    const again = await scan((await createDevice(owner, 'Comercial')).qrcode, paired.phoneToken);
    expect(again.phoneToken).toBe(paired.phoneToken);
    const sent = await says(again.integrationId, { [SIMULATOR_PHONE_HEADER]: paired.phoneToken }, 'Olá do celular pareado');
    expect(sent.statusCode).toBe(200);
    expect(await t.countRows(messages)).toBe(1);
  });

  it('drops the pairing when the office asks for a new QR code', async () => {
    await t.expectOk({ method: 'POST', url: `/api/integration/${paired.integrationId}/disconnect`, as: owner });
    await t.expectOk({ method: 'POST', url: '/api/integration/connect', as: owner, payload: { id: paired.integrationId } });
    expect((await says(paired.integrationId, { [SIMULATOR_PHONE_HEADER]: paired.phoneToken })).statusCode).toBe(404);
    const listed = await t.expectOk<{ devices: SimulatorDevice[] }>({ url: '/api/simulator/devices', headers: { [SIMULATOR_PHONE_HEADER]: paired.phoneToken } });
    expect(listed.devices.map((device) => device.integrationId)).not.toContain(paired.integrationId);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIMULATOR_PHONE_HEADER, type ConversationList, type Message } from '@balcao/contracts';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';
import { multipart, multipartHeaders } from '../testing/multipart';

const MB = 1024 * 1024;
const TOO_LARGE = { statusCode: 413, message: 'O arquivo ou corpo enviado é grande demais' };

/** Bodies are small unless a route needs more: an oversized one is refused before it is read whole. */
describe('request body limits', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let conversationId: string;

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    const device = await t.connectDevice(owner);
    await t.clientSays(device.integrationId, '11920001000', 'Preciso enviar documentos');
    [{ id: conversationId }] = (await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId } })).data;
  });
  afterAll(async () => t?.close());

  it('refuses a JSON body over 1 MB with 413 and says so in Portuguese', async () => {
    const response = await t.call({ method: 'POST', url: '/api/people', as: owner, payload: { inboxId: owner.inboxId, name: 'Contato', phoneNumber: '11920002000', email: 'x'.repeat(1.5 * MB) } });
    expect(response.json()).toMatchObject(TOO_LARGE);
  });

  it('keeps the routes that need no login small', async () => {
    const scan = await t.call({ method: 'POST', url: '/api/simulator/scan', payload: { qrcode: 'x'.repeat(64 * 1024) } });
    expect(scan.json()).toMatchObject(TOO_LARGE);
    const phoneToken = (await t.scanQrCode((await t.expectOk<{ qrcode: string }>({ method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'Outro', inboxId: owner.inboxId } }, 201)).qrcode)).phoneToken;
    const file = { data: Buffer.alloc(8 * MB).toString('base64'), mimeType: 'application/pdf', fileName: 'grande.pdf' };
    const message = await t.call({
      method: 'POST',
      url: '/api/simulator/messages',
      payload: { integrationId: conversationId, from: '11920001000', type: 'document', file },
      headers: { [SIMULATOR_PHONE_HEADER]: phoneToken },
    });
    expect(message.json()).toMatchObject(TOO_LARGE);
  });

  it('still sends a 19 MB document, and refuses one over 20 MB', async () => {
    const send = (bytes: number) =>
      t.call({
        method: 'POST',
        url: '/api/conversation/send-message',
        as: owner,
        payload: multipart({ conversationId, type: 'document' }, { data: Buffer.alloc(bytes, 1), fileName: 'processo.pdf', mimeType: 'application/pdf' }),
        headers: multipartHeaders,
      });
    const sent = await send(19 * MB);
    expect(sent.statusCode).toBe(201);
    expect(sent.json<Message>()).toMatchObject({ type: 'document', metadata: { fileName: 'processo.pdf' } });
    const tooBig = await send(21 * MB);
    expect(tooBig.json()).toMatchObject({ statusCode: 413, message: 'O arquivo excede o limite de 20 MB' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationDetail, ConversationList } from '@balcao/contracts';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';
import { multipart, multipartHeaders } from '../testing/multipart';

describe('a client writes through the simulator and an attendant answers', () => {
  let t: MessagingTestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
  });
  afterAll(async () => t?.close());

  it('creates the device, pairs it by QR, and carries messages both ways', async () => {
    const created = await t.call({ method: 'POST', url: '/api/integration/create', as: owner, payload: { name: 'Recepção', inboxId: owner.inboxId, channel: 'LITE_WHATSAPP' } });
    expect(created.statusCode).toBe(201);
    const device = created.json();
    expect(device).toMatchObject({ name: 'Recepção', channel: 'LITE_WHATSAPP', config: { status: 'pending', phoneNumber: null }, inboxId: owner.inboxId });
    expect(device.qrcode).toMatch(/^balcao-sim:/);

    // The phone page, opened by a signed-in member, offers the QR codes waiting in their workspaces.
    const waiting = await t.expectOk<{ devices: Array<{ integrationId: string; qrcode: string | null }> }>({ url: '/api/simulator/waiting-devices', as: owner });
    expect(waiting.devices).toContainEqual(expect.objectContaining({ integrationId: device.id, qrcode: device.qrcode }));

    const scan = await t.scanQrCode(device.qrcode);
    expect(scan.integrationId).toBe(device.id);
    expect(scan.phoneToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(scan.phoneNumber).toMatch(/^55\d{11}$/);
    expect(await t.expectOk({ url: `/api/integration/${device.id}/status`, as: owner })).toEqual({ status: 'connected' });

    await t.clientSays(device.id, '(21) 99876-5432', 'Bom dia, preciso de ajuda com meu processo');

    const list = await t.expectOk<ConversationList>({ url: '/api/conversation', as: owner, query: { inboxId: owner.inboxId } });
    expect(list.totalItems).toBe(1);
    const [conversation] = list.data;
    expect(conversation).toMatchObject({
      status: 'WAITING_HUMAN',
      unreadCount: 1,
      integrationId: device.id,
      person: { phoneNumber: '5521998765432', name: 'João Cliente' },
      lastMessage: { content: 'Bom dia, preciso de ajuda com meu processo', direction: 'INBOUND', type: 'text' },
    });

    const sent = await t.call({
      method: 'POST',
      url: '/api/conversation/send-message',
      as: owner,
      payload: multipart({ conversationId: conversation.id, type: 'text', message: 'Olá João, vamos verificar agora.' }),
      headers: multipartHeaders,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ direction: 'OUTBOUND', status: 'SENT', content: 'Olá João, vamos verificar agora.' });

    const chat = await t.phoneChat(device.id, '5521998765432');
    const fromOffice = chat.filter((message) => message.from === 'office');
    expect(fromOffice).toHaveLength(1);
    expect(fromOffice[0]).toMatchObject({ text: 'Olá João, vamos verificar agora.', type: 'text' });

    // The phone acknowledges delivery; the office's copy follows.
    await expect
      .poll(async () => (await t.expectOk<ConversationDetail>({ url: `/api/conversation/${conversation.id}`, as: owner })).messages.at(-1)?.status)
      .toBe('DELIVERED');
  });

  it('serves the phone page with the labels a person and a browser test use', async () => {
    const page = await t.call({ url: '/simulator' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const id of ['sim-device-select', 'sim-scan', 'sim-phone', 'sim-name', 'sim-text', 'sim-send', 'sim-messages']) {
      expect(page.body).toContain(`data-testid="${id}"`);
    }
    expect(page.body).toContain('Escanear');
    expect(page.body).not.toContain('/*SCRIPT*/');
  });

  it('describes its routes in the OpenAPI document', async () => {
    const document = await t.expectOk<{ paths: Record<string, unknown> }>({ url: '/api/docs/json' });
    const paths = [
      '/api/people',
      '/api/conversation/{id}',
      '/api/conversation/send-message',
      '/api/conversation/{id}/transfer',
      '/api/conversation/{id}/finish',
      '/api/conversation/notes',
      '/api/tag/link',
      '/api/fast-message/{id}/send',
      '/api/integration/create',
      '/api/media/{key}',
      '/api/simulator/scan',
    ];
    for (const path of paths) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});

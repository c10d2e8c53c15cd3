import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingEvents } from '@balcao/contracts';
import { closeInfra, createInfra, parseConfig, type Infra } from '@balcao/service-kit';
import { testJwtKeys } from '@balcao/service-kit/testing';
import { ZNotificationsConfig } from '../config';
import { conversationSummary, inboundMessage } from '../testing/fixtures';
import { addMember, publishEvent, startNotificationsTestApp, type NotificationsTestApp } from '../testing/test-app';
import { RealtimeTestClient } from '../testing/ws-client';

/** The parts `npm start` uses: the embedded PostgreSQL, the database bus and the memory store. */
let dataDir: string;
let infra: Infra;
let service: NotificationsTestApp;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'balcao-notifications-'));
  infra = await createInfra(parseConfig(ZNotificationsConfig, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { keys: testJwtKeys() });
  service = await startNotificationsTestApp(infra);
});

afterAll(async () => {
  await service?.close();
  if (infra) await closeInfra(infra);
  rmSync(dataDir, { recursive: true, force: true });
});

describe('realtime on the standalone parts', () => {
  it('delivers frames, resumes and reports presence', async () => {
    const officeId = randomUUID();
    const inboxId = randomUUID();
    const member = await addMember(infra, { officeId, inboxIds: [inboxId], name: 'Ana Souza' });
    const conversation = conversationSummary({ inboxId });
    const client = await RealtimeTestClient.connect(service.url, member.token);
    expect((await client.request('subscribeToInbox', { inboxId })).event).toBe('subscribedToInbox');

    await publishEvent(infra, messagingEvents.conversationCreated, { officeId, inboxId, payload: { conversation } });
    const created = await client.next();
    expect(created.data).toMatchObject({ kind: 'created', conversation: { id: conversation.id } });
    await client.close();

    await publishEvent(infra, messagingEvents.messageReceived, {
      officeId,
      inboxId,
      payload: { conversationId: conversation.id, message: inboundMessage(conversation.id, 'enquanto fora') },
    });
    const again = await RealtimeTestClient.connect(service.url, member.token);
    await again.request('subscribeToConversation', { conversationId: conversation.id });
    again.send('resume', { cursor: created.data.cursor });
    expect((await again.next()).data.message).toMatchObject({ content: 'enquanto fora' });

    const presence = await service.app.inject({ url: `/api/presence?inboxId=${inboxId}`, headers: { authorization: `Bearer ${member.token}` } });
    expect(presence.json()).toEqual({ online: [{ userId: member.id, name: 'Ana Souza' }] });
    await again.close();
  });
});

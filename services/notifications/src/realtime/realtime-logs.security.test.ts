import { randomUUID } from 'node:crypto';
import { symbols } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagingEvents } from '@balcao/contracts';
import { conversationSummary, inboundMessage } from '../testing/fixtures';
import { addMember, createTestInfra, publishEvent, startNotificationsTestApp, type NotificationsTestApp, type TestMember } from '../testing/test-app';
import { RealtimeTestClient, requestTicket } from '../testing/ws-client';

let infra: Awaited<ReturnType<typeof createTestInfra>>;
let service: NotificationsTestApp;
let member: TestMember;
const officeId = randomUUID();
const inboxId = randomUUID();
const lines: string[] = [];

beforeAll(async () => {
  infra = await createTestInfra({ LOG_LEVEL: 'info' });
  service = await startNotificationsTestApp(infra);
  // Every request's logger is a child of the app's and writes to its stream: capture that stream.
  (service.app.log as unknown as Record<symbol, unknown>)[symbols.streamSym] = { write: (line: string) => void lines.push(line) };
  member = await addMember(infra, { officeId, inboxIds: [inboxId] });
});

afterAll(async () => {
  await service?.close();
  await infra?.cleanup();
});

describe('what the service logs', () => {
  it('keeps the session token and the ticket out of every line of a socket session and of API requests', async () => {
    const conversation = conversationSummary({ inboxId });
    const { ticket } = await requestTicket(service.url, member.token);
    const client = await RealtimeTestClient.open(service.url, `ticket=${ticket}`);
    await client.request('subscribeToInbox', { inboxId });
    await publishEvent(infra, messagingEvents.conversationCreated, { officeId, inboxId, payload: { conversation } });
    await publishEvent(infra, messagingEvents.messageReceived, { officeId, inboxId, payload: { conversationId: conversation.id, message: inboundMessage(conversation.id) } });
    await client.next('conversation:message');
    await client.close();
    // A reused ticket and a token pasted into query strings are logged without them too.
    await (await RealtimeTestClient.open(service.url, `ticket=${ticket}`)).closed;
    await (await RealtimeTestClient.open(service.url, `token=${member.token}`)).closed;
    const list = await fetch(`${service.url}/api/notifications?token=${member.token}`, { headers: { authorization: `Bearer ${member.token}` } });
    expect(list.status).toBe(200);

    const urls = lines.map((line) => JSON.parse(line) as { req?: { url: string } }).flatMap((entry) => (entry.req ? [entry.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining(['/api/realtime/ticket', '/api/realtime?ticket=[redacted]', '/api/realtime?token=[redacted]', '/api/notifications?token=[redacted]']),
    );
    for (const line of lines) {
      expect(line).not.toContain(member.token);
      expect(line).not.toContain(member.token.split('.')[2]);
      expect(line).not.toContain(ticket);
    }
  });
});

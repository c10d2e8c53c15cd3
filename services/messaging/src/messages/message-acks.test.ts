import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messagingEvents, type EventEnvelope, type MessageStatus } from '@balcao/contracts';
import type { MessagingContext } from '../context';
import { messages } from '../db/schema';
import { MediaLinks } from '../media/media-links';
import { startMessagingTestApp, type MessagingTestApp, type TestUser } from '../testing/messaging-test-app';
import { MessageAcks } from './message-acks';

describe('delivery acks from the channel', () => {
  let t: MessagingTestApp;
  let owner: TestUser;
  let integrationId: string;
  let conversationId: string;
  let acks: MessageAcks;
  /** The message.updated events the acks recorded, as handed to the relay. */
  const updates: EventEnvelope[] = [];

  beforeAll(async () => {
    t = await startMessagingTestApp();
    owner = await t.signUpOffice();
    ({ integrationId } = await t.connectDevice(owner));
    await t.clientSays(integrationId, '(11) 98888-1000', 'Bom dia');
    [{ conversationId }] = await t.db.select({ conversationId: messages.conversationId }).from(messages).where(eq(messages.integrationId, integrationId));
    const relay = { publishCommitted: (events: EventEnvelope[]) => void updates.push(...events.filter((event) => event.type === messagingEvents.messageUpdated.type)), wake: () => undefined };
    const context = { db: t.db, relay, links: new MediaLinks('acks-test'), log: t.app.log } as unknown as MessagingContext;
    acks = new MessageAcks(context);
  });
  afterAll(async () => {
    acks?.stop();
    await t?.close();
  });

  /** An office message the channel took, stored as a send stores it (SENT, with the channel's id). */
  const sentMessage = async (externalId: string) => {
    await t.db.insert(messages).values({
      officeId: owner.officeId,
      inboxId: owner.inboxId,
      conversationId,
      integrationId,
      direction: 'OUTBOUND',
      type: 'text',
      content: `Mensagem ${externalId}`,
      status: 'SENT',
      externalId,
      messageAt: new Date(),
    });
  };
  const statusOf = async (externalId: string): Promise<MessageStatus> =>
    (await t.db.select({ status: messages.status }).from(messages).where(and(eq(messages.integrationId, integrationId), eq(messages.externalId, externalId))))[0].status;
  const updatesOf = (externalId: string) => updates.filter((event) => (event.payload as { message: { externalId: string } }).message.externalId === externalId);

  it('moves a status only forward, telling the inbox once per change', async () => {
    await sentMessage('ACK-FORWARD');
    // The server ack of a message stored as SENT changes nothing; the delivery ack after it does.
    await Promise.all([acks.apply(integrationId, 'ACK-FORWARD', 'SENT'), acks.apply(integrationId, 'ACK-FORWARD', 'DELIVERED')]);
    expect(await statusOf('ACK-FORWARD')).toBe('DELIVERED');
    await acks.apply(integrationId, 'ACK-FORWARD', 'READ');
    // Late acks of earlier states, and a failure after delivery, are stale.
    await Promise.all([acks.apply(integrationId, 'ACK-FORWARD', 'DELIVERED'), acks.apply(integrationId, 'ACK-FORWARD', 'FAILED'), acks.apply(integrationId, 'ACK-FORWARD', 'SENT')]);
    expect(await statusOf('ACK-FORWARD')).toBe('READ');
    expect(updatesOf('ACK-FORWARD').map((event) => (event.payload as { message: { status: string } }).message.status)).toEqual(['DELIVERED', 'READ']);
  });

  it('fails a message the phone never got, and only then', async () => {
    await sentMessage('ACK-FAILED');
    await acks.apply(integrationId, 'ACK-FAILED', 'FAILED');
    await acks.apply(integrationId, 'ACK-FAILED', 'DELIVERED');
    expect(await statusOf('ACK-FAILED')).toBe('FAILED');
  });

  it('applies an ack that came before the message was stored, once it is', async () => {
    // The channel's ack can beat the commit that stores the channel's id: it is tried again later.
    const applied = acks.apply(integrationId, 'ACK-EARLY', 'DELIVERED');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await sentMessage('ACK-EARLY');
    await applied;
    await expect.poll(() => statusOf('ACK-EARLY'), { timeout: 3000 }).toBe('DELIVERED');
    expect(updatesOf('ACK-EARLY')).toHaveLength(1);
  });

  it('never touches the messages of another device with the same channel id', async () => {
    const other = await t.signUpOffice('Outro Escritório');
    const otherDevice = await t.connectDevice(other);
    await sentMessage('ACK-SHARED-ID');
    await acks.apply(otherDevice.integrationId, 'ACK-SHARED-ID', 'READ');
    expect(await statusOf('ACK-SHARED-ID')).toBe('SENT');
  });
});

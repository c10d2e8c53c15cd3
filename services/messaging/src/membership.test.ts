import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authEvents, subjectOf } from '@balcao/contracts';
import { connect, JSONCodec } from 'nats';
import { TEST_NATS_URL } from '@balcao/service-kit/testing';
import { v7 as uuidv7 } from 'uuid';
import { handledEvents, members } from './db/schema';
import { startMessagingTestApp, type MessagingTestApp } from './testing/messaging-test-app';

describe('workspace membership projection', () => {
  let t: MessagingTestApp;

  beforeAll(async () => {
    t = await startMessagingTestApp();
  });
  afterAll(async () => t?.close());

  it('learns who belongs to which workspace from auth and handles a redelivered event once', async () => {
    const owner = await t.signUpOffice('Projeção Teste');
    const [row] = await t.db.select().from(members).where(eq(members.userId, owner.userId));
    expect(row).toMatchObject({ officeId: owner.officeId, name: 'Projeção Teste', inboxIds: [owner.inboxId] });

    const userId = uuidv7();
    const inboxId = uuidv7();
    const event = {
      id: uuidv7(),
      type: authEvents.userCreated.type,
      occurredAt: new Date().toISOString(),
      officeId: owner.officeId,
      payload: { id: userId, name: 'Primeira Versão', email: 'a@b.com', imageUrl: null, roleId: uuidv7(), inboxIds: [inboxId] },
    };
    await t.infra.bus.publish(event);
    await t.waitForMembership(userId, [inboxId]);
    // The same event delivered again (here with a changed body, to see whether it is applied).
    await publishDuplicate(t, { ...event, payload: { ...event.payload, name: 'Aplicado Duas Vezes' } });
    const marker = { ...event, id: uuidv7(), payload: { ...event.payload, id: uuidv7(), inboxIds: [inboxId] } };
    await t.infra.bus.publish(marker);
    // Events of one type are consumed in order: once the marker is in, the duplicate was seen.
    await t.waitForMembership(marker.payload.id, [inboxId]);

    const [member] = await t.db.select().from(members).where(eq(members.userId, userId));
    expect(member.name).toBe('Primeira Versão');
    const handled = await t.db.select().from(handledEvents).where(eq(handledEvents.eventId, event.id));
    expect(handled).toHaveLength(1);
  });
});

/** Publishes the event again straight to the stream without its de-duplication id, as a second delivery. */
async function publishDuplicate(t: MessagingTestApp, event: Record<string, unknown> & { type: string }) {
  const nc = await connect({ servers: TEST_NATS_URL });
  try {
    await nc.jetstream().publish(subjectOf(event.type, t.infra.config.NATS_SUBJECT_PREFIX), JSONCodec().encode(event));
  } finally {
    await nc.close();
  }
}

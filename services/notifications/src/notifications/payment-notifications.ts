import { eq } from 'drizzle-orm';
import { billingEvents, NOTIFICATION_TEXTS } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { members } from '../db/schema';
import type { RealtimeEvent } from '../realtime/realtime-event';
import { isEvent, type Envelope } from './notifications.consumer';
import { notifyUsers } from './notifications.repository';

export const paymentNotificationEvents = [billingEvents.paymentConfirmed];

/** A confirmed payment is news for everyone of the office (the spec names no payer to single out). */
export async function handlePaymentEvent(tx: Executor, event: Envelope): Promise<RealtimeEvent[]> {
  if (!isEvent(billingEvents.paymentConfirmed, event)) return [];
  const people = await tx.select({ userId: members.userId }).from(members).where(eq(members.officeId, event.officeId));
  const { invoiceId, purpose } = event.payload;
  return notifyUsers(
    tx,
    people.map((person) => person.userId),
    {
      officeId: event.officeId,
      inboxId: null,
      module: 'billing',
      kind: 'payment-confirmed',
      itemId: invoiceId,
      title: NOTIFICATION_TEXTS.paymentTitle,
      message: purpose === 'credits' ? NOTIFICATION_TEXTS.paymentCredits : NOTIFICATION_TEXTS.paymentSubscription,
      eventId: event.id,
    },
  );
}

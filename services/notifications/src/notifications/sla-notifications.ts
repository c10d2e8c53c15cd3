import { contactLabelOf, messagingEvents, NOTIFICATION_TEXTS } from '@balcao/contracts';
import type { Executor } from '../db/database';
import type { RealtimeEvent } from '../realtime/realtime-event';
import { isEvent, type Envelope } from './notifications.consumer';
import { notifyUsers } from './notifications.repository';
import { managersOf } from './plan-notifications';

export const slaNotificationEvents = [messagingEvents.conversationSlaBreached];

/** A conversation past its SLA target (issue 40): the responsible attendant, if any, and the office's managers are told, once each. */
export async function handleSlaEvent(tx: Executor, event: Envelope): Promise<RealtimeEvent[]> {
  if (!isEvent(messagingEvents.conversationSlaBreached, event)) return [];
  const { conversationId, userId, contact } = event.payload;
  const userIds = [...new Set([...(userId ? [userId] : []), ...(await managersOf(tx, event.officeId))])];
  return notifyUsers(tx, userIds, {
    officeId: event.officeId,
    inboxId: event.inboxId ?? null,
    module: 'conversation',
    kind: 'sla-breached',
    itemId: conversationId,
    title: NOTIFICATION_TEXTS.slaBreachedTitle,
    message: NOTIFICATION_TEXTS.slaBreached(contactLabelOf(contact)),
    eventId: event.id,
  });
}

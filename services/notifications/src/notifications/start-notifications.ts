import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { conversationNotificationEvents, handleConversationEvent } from './conversation-notifications';
import { handleLeadEvent, leadDeadlineEvents } from './lead-deadlines';
import { consumeNotifyingEvents } from './notifications.consumer';
import { startOverdueLeadTimer } from './overdue-leads';
import { handlePaymentEvent, paymentNotificationEvents } from './payment-notifications';
import { handlePlanEvent, planNotificationEvents } from './plan-notifications';
import { handleSlaEvent, slaNotificationEvents } from './sla-notifications';

export const CONVERSATION_NOTIFICATIONS_CONSUMER = 'notifications-conversations';
export const LEAD_DEADLINES_CONSUMER = 'notifications-lead-deadlines';
export const PAYMENT_NOTIFICATIONS_CONSUMER = 'notifications-payments';
export const PLAN_NOTIFICATIONS_CONSUMER = 'notifications-plan-limits';
export const SLA_NOTIFICATIONS_CONSUMER = 'notifications-sla';
const OVERDUE_CHECK_MS = 60_000;

/**
 * The persisted notifications: messaging's transfers and waits for a human as they happen,
 * crm's leads as they pass their column's time limit, billing's payments confirmed, and a plan's
 * limit reached in a client's conversation (flows' court-case consultations), for the managers.
 */
export async function startNotifications(options: { db: NotificationsDatabase; bus: EventBus; log: FastifyBaseLogger; overdueCheckMs?: number }) {
  const { db, bus, log } = options;
  const onError = (error: unknown) => log.error({ err: error }, 'notification push failed');
  const subscriptions = [
    await consumeNotifyingEvents({ bus, db, consumer: CONVERSATION_NOTIFICATIONS_CONSUMER, events: conversationNotificationEvents, handle: handleConversationEvent, onError }),
    await consumeNotifyingEvents({ bus, db, consumer: LEAD_DEADLINES_CONSUMER, events: leadDeadlineEvents, handle: handleLeadEvent, onError }),
    await consumeNotifyingEvents({ bus, db, consumer: PAYMENT_NOTIFICATIONS_CONSUMER, events: paymentNotificationEvents, handle: handlePaymentEvent, onError }),
    await consumeNotifyingEvents({ bus, db, consumer: PLAN_NOTIFICATIONS_CONSUMER, events: planNotificationEvents, handle: handlePlanEvent, onError }),
    await consumeNotifyingEvents({ bus, db, consumer: SLA_NOTIFICATIONS_CONSUMER, events: slaNotificationEvents, handle: handleSlaEvent, onError }),
  ];
  const timer = startOverdueLeadTimer({ db, bus, everyMs: options.overdueCheckMs ?? OVERDUE_CHECK_MS, onError: (error) => log.error({ err: error }, 'overdue leads check failed') });
  return {
    checkOverdueLeads: timer.tick,
    stop: async () => {
      timer.stop();
      for (const subscription of subscriptions) await subscription.stop();
    },
  };
}

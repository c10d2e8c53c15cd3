import { sql } from 'drizzle-orm';
import { flowsEvents, NOTIFICATION_TEXTS, planLimitMessage } from '@balcao/contracts';
import type { Executor } from '../db/database';
import type { RealtimeEvent } from '../realtime/realtime-event';
import { isEvent, type Envelope } from './notifications.consumer';
import { notifyUsers } from './notifications.repository';

export const planNotificationEvents = [flowsEvents.consultationsExhausted];

/** The office's managers: only they change the plan (the access projection knows who they are now). */
export async function managersOf(tx: Executor, officeId: string): Promise<string[]> {
  const { rows } = (await tx.execute(
    sql`select user_id from notifications.member_access where office_id = ${officeId} and is_manager and not deleted`,
  )) as unknown as { rows: Array<{ user_id: string }> };
  return rows.map((row) => row.user_id);
}

/** A limit of the plan reached where no one was asking (a client's court-case lookup): the managers are told, with the upgrade. */
export async function handlePlanEvent(tx: Executor, event: Envelope): Promise<RealtimeEvent[]> {
  if (!isEvent(flowsEvents.consultationsExhausted, event)) return [];
  const { month, max } = event.payload;
  return notifyUsers(tx, await managersOf(tx, event.officeId), {
    officeId: event.officeId,
    inboxId: null,
    module: 'billing',
    kind: 'plan-limit-reached',
    itemId: `consultations:${month}`,
    title: NOTIFICATION_TEXTS.consultationsExhaustedTitle,
    message: planLimitMessage('monthlyConsultations', max),
    eventId: event.id,
  });
}

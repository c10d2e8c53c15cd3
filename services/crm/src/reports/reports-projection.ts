import { sql } from 'drizzle-orm';
import { messagingEvents, type EventEnvelope } from '@balcao/contracts';
import { consumeEvents, type EventBus } from '@balcao/service-kit';
import type { CrmDatabase, CrmTx } from '../db/database';
import { handledEvents, reportConversations, reportRatings } from '../db/schema';

/** What the reports projection listens to. */
export const REPORT_EVENTS = [messagingEvents.conversationServiceMeasured, messagingEvents.conversationEvaluated, messagingEvents.conversationDeleted];
export const REPORT_EVENT_TYPES: string[] = REPORT_EVENTS.map((definition) => definition.type);
export const REPORTS_CONSUMER = 'crm-reports';

/**
 * Applies one event. Every write is keyed by conversation and keeps the newest fact, so applying
 * an event twice, or events in any order (measurement and rating come on different consumers,
 * ARCHITECTURE §5), ends in the same rows.
 */
export async function applyReportEvent(tx: CrmTx, event: EventEnvelope) {
  const { officeId, inboxId } = event;
  if (!inboxId) return;
  const versionAt = new Date(event.occurredAt);
  switch (event.type) {
    case messagingEvents.conversationServiceMeasured.type: {
      const measured = messagingEvents.conversationServiceMeasured.payload.parse(event.payload);
      const row = {
        conversationId: measured.conversationId,
        officeId,
        inboxId,
        personId: measured.personId,
        userId: measured.userId,
        openedAt: new Date(measured.openedAt),
        finishedAt: new Date(measured.finishedAt),
        firstResponseSeconds: measured.firstResponseSeconds,
        resolutionSeconds: measured.resolutionSeconds,
        slaMet: measured.slaMet,
        versionAt,
      };
      await tx
        .insert(reportConversations)
        .values(row)
        .onConflictDoUpdate({
          target: reportConversations.conversationId,
          set: row,
          // Never another office's row, never a deleted one, never with an older fact.
          setWhere: sql`${reportConversations.officeId} = ${officeId} and not ${reportConversations.deleted} and ${reportConversations.versionAt} <= ${versionAt}`,
        });
      return;
    }
    case messagingEvents.conversationEvaluated.type: {
      const { conversationId, score, answeredAt } = messagingEvents.conversationEvaluated.payload.parse(event.payload);
      if (score < 1 || score > 5) return;
      const row = { conversationId, officeId, inboxId, score, answeredAt: new Date(answeredAt) };
      await tx
        .insert(reportRatings)
        .values(row)
        .onConflictDoUpdate({
          target: reportRatings.conversationId,
          set: row,
          setWhere: sql`${reportRatings.officeId} = ${officeId} and ${reportRatings.answeredAt} <= ${row.answeredAt}`,
        });
      return;
    }
    case messagingEvents.conversationDeleted.type: {
      const { conversationId } = messagingEvents.conversationDeleted.payload.parse(event.payload);
      await tx
        .insert(reportConversations)
        .values({ conversationId, officeId, inboxId, versionAt, deleted: true })
        .onConflictDoUpdate({ target: reportConversations.conversationId, set: { deleted: true }, setWhere: sql`${reportConversations.officeId} = ${officeId}` });
      return;
    }
  }
}

/** Keeps the projection fed; the handled-events record makes a redelivery change nothing. */
export function startReportsProjection(options: { bus: EventBus; db: CrmDatabase }) {
  return consumeEvents({
    bus: options.bus,
    db: options.db,
    handledTable: handledEvents,
    consumer: REPORTS_CONSUMER,
    events: REPORT_EVENTS,
    handle: (tx, event) => applyReportEvent(tx as CrmTx, event as EventEnvelope),
  });
}

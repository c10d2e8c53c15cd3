import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { NOTIFICATION_TEXTS } from '@balcao/contracts';
import type { EventBus } from '@balcao/service-kit';
import type { NotificationsDatabase } from '../db/database';
import { leadDeadlines, members } from '../db/schema';
import type { RealtimeEvent } from '../realtime/realtime-event';
import { broadcastFrames } from './notifications.consumer';
import { notifyUsers } from './notifications.repository';

const BATCH = 200;

/** The same fact (a lead's stay in a column running late) gets the same id, whichever replica sees it. */
function overdueFactId(leadId: string, columnChangedAt: Date) {
  const hex = createHash('sha256').update(`lead-overdue|${leadId}|${columnChangedAt.toISOString()}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Notifies the leads that fell due and were not notified for this stay in their column: the
 * responsible attendant, or the workspace's members when the lead has none. Rows are claimed
 * with SKIP LOCKED, so replicas running it at once share the work instead of repeating it.
 */
export async function notifyOverdueLeads(db: NotificationsDatabase, now = new Date()): Promise<RealtimeEvent[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(leadDeadlines)
      .where(and(lte(leadDeadlines.dueAt, now), isNull(leadDeadlines.notifiedAt)))
      .orderBy(asc(leadDeadlines.dueAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const frames: RealtimeEvent[] = [];
    for (const lead of due) {
      const users = lead.userId
        ? [lead.userId]
        : (
            await tx
              .select({ userId: members.userId })
              .from(members)
              .where(and(eq(members.officeId, lead.officeId), sql`${lead.inboxId}::uuid = any(${members.inboxIds})`))
          ).map((row) => row.userId);
      frames.push(
        ...(await notifyUsers(tx, users, {
          officeId: lead.officeId,
          inboxId: lead.inboxId,
          module: 'crm',
          kind: 'lead-overdue',
          itemId: lead.leadId,
          title: NOTIFICATION_TEXTS.overdueTitle,
          message: NOTIFICATION_TEXTS.overdue(lead.contactName, lead.timeLimitDays),
          eventId: overdueFactId(lead.leadId, lead.columnChangedAt),
        })),
      );
      await tx.update(leadDeadlines).set({ notifiedAt: now }).where(eq(leadDeadlines.leadId, lead.leadId));
    }
    return frames;
  });
}

/** Checks for overdue leads every `everyMs` on this replica. */
export function startOverdueLeadTimer(options: { db: NotificationsDatabase; bus: EventBus; everyMs: number; onError: (error: unknown) => void }) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await broadcastFrames(options.bus, await notifyOverdueLeads(options.db));
    } catch (error) {
      options.onError(error);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.everyMs);
  timer.unref?.();
  void tick();
  return { stop: () => clearInterval(timer), tick };
}

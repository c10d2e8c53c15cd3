import { and, eq, inArray, sql } from 'drizzle-orm';
import { crmEvents, type Lead } from '@balcao/contracts';
import type { Executor } from '../db/database';
import { leadDeadlines } from '../db/schema';
import type { RealtimeEvent } from '../realtime/realtime-event';
import { isEvent, type Envelope } from './notifications.consumer';

export const leadDeadlineEvents = [crmEvents.leadCreated, crmEvents.leadUpdated, crmEvents.leadMoved, crmEvents.leadsDeleted, crmEvents.columnsChanged, crmEvents.columnsDeleted];

const DAY_MS = 24 * 3600_000;
/** A limit of 0 marks a closing column ('Contrato assinado', 'Não fechado'): nothing falls due there. */
export const dueAtOf = (columnChangedAt: Date, timeLimitDays: number) => (timeLimitDays > 0 ? new Date(columnChangedAt.getTime() + timeLimitDays * DAY_MS) : null);

async function upsertLead(tx: Executor, officeId: string, inboxId: string, lead: Lead) {
  const columnChangedAt = new Date(lead.columnChangedAt);
  const row = {
    leadId: lead.id,
    officeId,
    inboxId,
    funnelId: lead.funnelId,
    columnId: lead.columnId,
    userId: lead.user?.id ?? null,
    contactName: lead.person.name || lead.person.phoneNumber || 'Lead',
    columnChangedAt,
    timeLimitDays: lead.timeLimitDays,
    dueAt: dueAtOf(columnChangedAt, lead.timeLimitDays),
    seenAt: new Date(lead.updatedAt),
  };
  await tx
    .insert(leadDeadlines)
    .values(row)
    .onConflictDoUpdate({
      target: leadDeadlines.leadId,
      set: {
        ...row,
        // A new stay in a column may fall due again; the same stay never notifies twice.
        notifiedAt: sql`case when ${leadDeadlines.columnId} = excluded.column_id and ${leadDeadlines.columnChangedAt} = excluded.column_changed_at then ${leadDeadlines.notifiedAt} end`,
      },
      setWhere: sql`${leadDeadlines.officeId} = excluded.office_id and ${leadDeadlines.seenAt} <= excluded.seen_at`,
    });
}

/** Keeps lead_deadlines in step with crm's facts (an older fact arriving late changes nothing). */
export async function handleLeadEvent(tx: Executor, event: Envelope): Promise<RealtimeEvent[]> {
  if (isEvent(crmEvents.leadCreated, event) || isEvent(crmEvents.leadUpdated, event) || isEvent(crmEvents.leadMoved, event)) {
    if (event.inboxId) await upsertLead(tx, event.officeId, event.inboxId, event.payload.lead);
  } else if (isEvent(crmEvents.leadsDeleted, event)) {
    if (event.payload.ids.length) await tx.delete(leadDeadlines).where(and(eq(leadDeadlines.officeId, event.officeId), inArray(leadDeadlines.leadId, event.payload.ids)));
  } else if (isEvent(crmEvents.columnsChanged, event) || isEvent(crmEvents.columnsDeleted, event)) {
    if (isEvent(crmEvents.columnsDeleted, event)) {
      for (const move of event.payload.moves) {
        if (!move.toColumnId || move.leadIds.length === 0) continue;
        await tx
          .update(leadDeadlines)
          .set({ columnId: move.toColumnId })
          .where(and(eq(leadDeadlines.officeId, event.officeId), inArray(leadDeadlines.leadId, move.leadIds)));
      }
    }
    // A column's new time limit moves the due time of the leads in it.
    for (const column of event.payload.columns) {
      await tx
        .update(leadDeadlines)
        .set({
          timeLimitDays: column.timeLimitDays,
          dueAt: column.timeLimitDays > 0 ? sql`${leadDeadlines.columnChangedAt} + make_interval(days => ${column.timeLimitDays})` : null,
        })
        .where(and(eq(leadDeadlines.officeId, event.officeId), eq(leadDeadlines.columnId, column.id), sql`${leadDeadlines.timeLimitDays} <> ${column.timeLimitDays}`));
    }
  }
  return [];
}

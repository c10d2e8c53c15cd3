import { and, eq, inArray, sql } from 'drizzle-orm';
import { crmEvents, type DeleteFunnelColumnsResponse } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import { eventOf, recordEvents, runCommand, type CrmTx, type DataAccess } from '../db/database';
import { funnelColumns, leads, type FunnelColumnRow } from '../db/schema';
import { findVisibleFunnel } from '../funnels/funnels.repository';
import { columnErrors } from '../shared/errors';
import { columnsOf, findVisibleColumns, toColumn, writeColumnOrder } from './columns.repository';

/** Where a deleted column's leads go: the next remaining column, else the previous one. */
function destinationOf(deleted: FunnelColumnRow, remaining: FunnelColumnRow[]): FunnelColumnRow | null {
  return remaining.find((column) => column.position > deleted.position) ?? remaining.findLast((column) => column.position < deleted.position) ?? null;
}

/** Moves the leads of `from` to `to`; they entered it now. Answers the ids moved. */
async function moveLeads(tx: CrmTx, from: string, to: string): Promise<string[]> {
  const moved = await tx
    .update(leads)
    .set({ columnId: to, columnChangedAt: sql`now()`, updatedAt: new Date() })
    .where(eq(leads.columnId, from))
    .returning({ id: leads.id });
  return moved.map((row) => row.id);
}

/**
 * Deletes the columns; each one's leads move to the next column of its funnel (spec 2 §4: 'its
 * data migrates to the next column'), all in one transaction. A funnel left without columns
 * cannot keep leads: that is refused rather than deleting them.
 */
export async function deleteColumns(data: DataAccess, principal: Principal, ids: string[]): Promise<DeleteFunnelColumnsResponse> {
  return runCommand(data, async (tx) => {
    const doomed = await findVisibleColumns(tx, principal, ids);
    let movedLeads = 0;
    for (const funnelId of [...new Set(doomed.map((column) => column.funnelId))]) {
      const funnel = await findVisibleFunnel(tx, principal, funnelId, true);
      const all = await columnsOf(tx, funnelId);
      const remaining = all.filter((column) => !ids.includes(column.id));
      const moves = [];
      for (const column of all.filter((candidate) => ids.includes(candidate.id))) {
        const destination = destinationOf(column, remaining);
        const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(leads).where(eq(leads.columnId, column.id));
        if (!destination && count > 0) throw columnErrors.LAST_WITH_LEADS(undefined, 'ids');
        const leadIds = destination ? await moveLeads(tx, column.id, destination.id) : [];
        movedLeads += leadIds.length;
        moves.push({ fromColumnId: column.id, toColumnId: destination?.id ?? null, leadIds });
      }
      await tx.delete(funnelColumns).where(and(eq(funnelColumns.funnelId, funnelId), inArray(funnelColumns.id, ids)));
      await writeColumnOrder(tx, remaining);
      const columns = (await columnsOf(tx, funnelId)).map(toColumn);
      await recordEvents(tx, [eventOf(crmEvents.columnsDeleted, funnel, { funnelId, moves, columns })]);
    }
    return { deleted: doomed.length, movedLeads };
  });
}

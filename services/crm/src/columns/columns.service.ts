import { eq } from 'drizzle-orm';
import { crmEvents, type FunnelColumn, type ZCreateFunnelColumnBody, type ZUpdateFunnelColumnBody } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import type { z } from 'zod';
import { eventOf, recordEvents, runCommand, type CrmTx, type DataAccess } from '../db/database';
import { funnelColumns, type FunnelColumnRow, type FunnelRow } from '../db/schema';
import { findVisibleFunnel } from '../funnels/funnels.repository';
import { columnErrors } from '../shared/errors';
import { definedOnly } from '../shared/http';
import { columnsOf, findVisibleColumns, toColumn, writeColumnOrder } from './columns.repository';

type CreateBody = z.output<typeof ZCreateFunnelColumnBody>;
type UpdateBody = z.output<typeof ZUpdateFunnelColumnBody>;

/** `list` with `row` moved to `index` (clamped to the list). */
function placedAt(list: FunnelColumnRow[], row: FunnelColumnRow, index: number): FunnelColumnRow[] {
  const others = list.filter((candidate) => candidate.id !== row.id);
  const position = Math.max(0, Math.min(index, others.length));
  return [...others.slice(0, position), row, ...others.slice(position)];
}

/** Records that the funnel's columns changed, with the whole list as it is now. */
async function recordColumnsChanged(tx: CrmTx, funnel: FunnelRow): Promise<FunnelColumnRow[]> {
  const rows = await columnsOf(tx, funnel.id);
  await recordEvents(tx, [eventOf(crmEvents.columnsChanged, funnel, { funnelId: funnel.id, columns: rows.map(toColumn) })]);
  return rows;
}

/** Inserted at `index` (the columns from there shift right), or after the last one. */
export async function createColumn(data: DataAccess, principal: Principal, body: CreateBody): Promise<FunnelColumn> {
  return runCommand(data, async (tx) => {
    const funnel = await findVisibleFunnel(tx, principal, body.funnelId, true);
    const existing = await columnsOf(tx, funnel.id);
    const [row] = await tx
      .insert(funnelColumns)
      .values({
        officeId: funnel.officeId,
        funnelId: funnel.id,
        name: body.name,
        color: body.color,
        position: existing.length,
        timeLimitDays: body.timeLimitDays,
        showBadgeProgress: body.showBadgeProgress,
      })
      .returning();
    await writeColumnOrder(tx, placedAt(existing, row, body.index ?? existing.length));
    const rows = await recordColumnsChanged(tx, funnel);
    return toColumn(rows.find((candidate) => candidate.id === row.id)!);
  });
}

/** A new index moves the column there and shifts the ones in between (the board's reorder). */
export async function updateColumn(data: DataAccess, principal: Principal, id: string, body: UpdateBody): Promise<FunnelColumn> {
  return runCommand(data, async (tx) => {
    const [column] = await findVisibleColumns(tx, principal, [id]);
    const funnel = await findVisibleFunnel(tx, principal, column.funnelId, true);
    if (body.funnelId && body.funnelId !== column.funnelId) throw columnErrors.NOT_IN_FUNNEL(undefined, 'funnelId');
    const { funnelId: _funnelId, index, ...changes } = definedOnly(body);
    if (Object.keys(changes).length > 0) await tx.update(funnelColumns).set({ ...changes, updatedAt: new Date() }).where(eq(funnelColumns.id, id));
    if (index !== undefined) await writeColumnOrder(tx, placedAt(await columnsOf(tx, funnel.id), column, index));
    const rows = await recordColumnsChanged(tx, funnel);
    return toColumn(rows.find((candidate) => candidate.id === id)!);
  });
}

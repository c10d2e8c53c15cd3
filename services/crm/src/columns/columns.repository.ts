import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FunnelColumn } from '@balcao/contracts';
import { commonErrors, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { funnelColumns, funnels, type FunnelColumnRow } from '../db/schema';
import { toIso } from '../shared/http';
import { visibleTo } from '../shared/tenancy';

export const toColumn = (row: FunnelColumnRow): FunnelColumn => ({
  id: row.id,
  funnelId: row.funnelId,
  name: row.name,
  color: row.color,
  index: row.position,
  timeLimitDays: row.timeLimitDays,
  showBadgeProgress: row.showBadgeProgress,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

/** The funnel's columns in board order. */
export async function columnsOf(db: Executor, funnelId: string): Promise<FunnelColumnRow[]> {
  return db.select().from(funnelColumns).where(eq(funnelColumns.funnelId, funnelId)).orderBy(asc(funnelColumns.position), asc(funnelColumns.id));
}

/** These columns if the caller may see every one of them (through their funnels), else 404. */
export async function findVisibleColumns(db: Executor, principal: Principal, ids: string[]): Promise<FunnelColumnRow[]> {
  const rows = await db
    .select({ column: funnelColumns })
    .from(funnelColumns)
    .innerJoin(funnels, eq(funnels.id, funnelColumns.funnelId))
    .where(and(inArray(funnelColumns.id, ids), visibleTo(principal, funnels)));
  if (rows.length !== ids.length) throw commonErrors.NOT_FOUND();
  return rows.map((row) => row.column);
}

/** Makes each column's position its place in `ordered` (0..n-1), in one statement for those that moved. */
export async function writeColumnOrder(db: Executor, ordered: FunnelColumnRow[]): Promise<void> {
  const moved = ordered.flatMap((row, position) => (row.position === position ? [] : [{ id: row.id, position }]));
  if (moved.length === 0) return;
  await db.execute(sql`
    update ${funnelColumns} set position = moved.position, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb) as moved(id uuid, position int)
    where ${funnelColumns.id} = moved.id`);
}

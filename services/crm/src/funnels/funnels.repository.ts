import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { Funnel, ListFunnelsQuery } from '@balcao/contracts';
import { commonErrors, preparedQuery, type Principal } from '@balcao/service-kit';
import type { Executor } from '../db/database';
import { funnels, type FunnelRow } from '../db/schema';
import { containsPattern, toIso } from '../shared/http';
import { assertMember, visibleTo } from '../shared/tenancy';

export const toFunnel = (row: FunnelRow): Funnel => ({
  id: row.id,
  name: row.name,
  inboxId: row.inboxId,
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});

/**
 * The funnel if the caller may see it, else 404. `lock` takes its row for the transaction, so
 * commands on one funnel's columns run one after the other.
 */
export async function findVisibleFunnel(db: Executor, principal: Principal, id: string, lock = false): Promise<FunnelRow> {
  const query = db.select().from(funnels).where(and(eq(funnels.id, id), visibleTo(principal, funnels)));
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw commonErrors.NOT_FOUND();
  return row;
}

/** A workspace's funnels, oldest first (with `name`, those whose name has it): built once per shape and run prepared. */
const funnelsOfWorkspace = preparedQuery(
  (db: Executor, filters: { name?: boolean }) =>
    db
      .select()
      .from(funnels)
      .where(
        and(
          eq(funnels.officeId, sql.placeholder('officeId')),
          eq(funnels.inboxId, sql.placeholder('inboxId')),
          filters.name ? ilike(funnels.name, sql.placeholder('name')) : undefined,
        ),
      )
      .orderBy(asc(funnels.createdAt), asc(funnels.id)),
  { planEachTime: (filters) => filters.name === true },
);

export async function listFunnels(db: Executor, principal: Principal, query: ListFunnelsQuery): Promise<Funnel[]> {
  await assertMember(db, principal, query.inboxId);
  const name = query.name ? containsPattern(query.name) : undefined;
  const rows = await funnelsOfWorkspace(db, { officeId: principal.officeId, inboxId: query.inboxId, name }, { name: name !== undefined });
  return rows.map(toFunnel);
}

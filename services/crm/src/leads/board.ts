import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Board, ZBoardQuery } from '@balcao/contracts';
import type { Principal } from '@balcao/service-kit';
import type { z } from 'zod';
import { columnsOf, toColumn } from '../columns/columns.repository';
import type { Executor } from '../db/database';
import { funnelColumns, leads, leadTags, people } from '../db/schema';
import { findVisibleFunnel } from '../funnels/funnels.repository';
import { containsPattern } from '../shared/http';
import { loadLeads } from './load-leads';

type BoardQuery = z.output<typeof ZBoardQuery>;

const BRAZIL_TIME_ZONE = 'America/Sao_Paulo';
const brazilDate = new Intl.DateTimeFormat('en-CA', { timeZone: BRAZIL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The day a filter names, in Brasília time: 'YYYY-MM-DD' as given, a date-time by its local day. */
export const dayOf = (value: string) => (value.length === 10 ? value : brazilDate.format(new Date(value)));

/** `column` falls on that day in Brasília time (a range, so the column's index serves it). */
const onDay = (column: AnyPgColumn, value: string) => {
  const day = dayOf(value);
  return sql`${column} >= (${day}::date::timestamp at time zone ${BRAZIL_TIME_ZONE}) and ${column} < ((${day}::date + 1)::timestamp at time zone ${BRAZIL_TIME_ZONE})`;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

function filtersOf(query: BoardQuery): SQL[] {
  const filters: SQL[] = [];
  if (query.search) {
    const digits = query.search.replace(/\D/g, '');
    const byName = sql`${people.name} ilike ${containsPattern(query.search)}`;
    filters.push(digits.length > 0 ? sql`(${byName} or ${people.phoneNumber} like ${`%${digits}%`})` : byName);
  }
  if (query.userId) filters.push(sql`${leads.userId} = ${query.userId}`);
  if (query.channel) filters.push(sql`${leads.channel} = ${query.channel}`);
  if (query.createdAt) filters.push(onDay(leads.createdAt, query.createdAt));
  if (query.lastContact) filters.push(onDay(leads.lastInteractionAt, query.lastContact));
  if (query.tags && query.tags.length > 0) {
    filters.push(sql`exists (select 1 from ${leadTags} where ${leadTags.leadId} = ${leads.id} and ${inArray(leadTags.tagId, query.tags)})`);
  }
  return filters;
}

function orderOf(query: BoardQuery): SQL {
  const direction = query.sortOrder === 'asc' ? sql.raw('asc') : sql.raw('desc');
  const key = {
    lastInteraction: sql`${leads.lastInteractionAt}`,
    createdAt: sql`${leads.createdAt}`,
    name: sql`lower(coalesce(${people.name}, ${people.phoneNumber}, ''))`,
  }[query.sortField];
  return sql`${key} ${direction}, ${leads.id} ${direction}`;
}

/**
 * The board of a funnel (spec 2 §2.1): its columns by index, each with its first leads in the
 * chosen order and how many match the filters. After the funnel's visibility check, one round
 * trip reads the columns, each column's page of leads (a lateral per column, walking the
 * column's sort index when it can) and the counts; one more statement builds the page's leads.
 */
export async function readBoard(db: Executor, principal: Principal, query: BoardQuery): Promise<Board> {
  const funnel = await findVisibleFunnel(db, principal, query.funnelId);
  const filters = filtersOf(query);
  const where = sql.join([sql`${leads.funnelId} = ${funnel.id}`, ...filters], sql` and `);
  // The contact is read only to search or sort by it, so the common board walks the leads' own indexes.
  const from = query.search || query.sortField === 'name' ? sql`${leads} join ${people} on ${people.id} = ${leads.personId}` : sql`${leads}`;

  // The columns, each column's first page of leads and the counts, in one round trip.
  const [allColumns, firstLeads, counts] = await Promise.all([
    columnsOf(db, funnel.id),
    db.execute(sql`
      select page.id from ${funnelColumns} c cross join lateral (
        select ${leads.id} as id, row_number() over (order by ${orderOf(query)}) as rank
        from ${from}
        where ${leads.columnId} = c.id and ${where}
        order by ${orderOf(query)} limit ${query.limitPerColumn} offset ${query.offsetPerColumn}
      ) page
      where c.funnel_id = ${funnel.id} ${query.columnId ? sql`and c.id = ${query.columnId}` : sql``}
      order by c.id, page.rank`),
    db.execute(sql`
      select ${leads.columnId} as column_id, count(*)::int as total
      from ${from}
      where ${where} group by ${leads.columnId}`),
  ]);
  const columns = allColumns.filter((column) => !query.columnId || column.id === query.columnId);
  if (columns.length === 0) return [];
  const totals = new Map(rowsOf<{ column_id: string; total: number }>(counts).map((row) => [row.column_id, row.total]));
  const loaded = await loadLeads(db, rowsOf<{ id: string }>(firstLeads).map((row) => row.id));
  return columns.map((column) => ({
    ...toColumn(column),
    totalLeads: totals.get(column.id) ?? 0,
    leads: loaded.filter((lead) => lead.columnId === column.id),
  }));
}

import { sql, type SQL } from 'drizzle-orm';
import { PgDialect, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ZBoardQuery } from '@balcao/contracts';
import { commonErrors, runPrepared, type Principal } from '@balcao/service-kit';
import type { z } from 'zod';
import type { Executor } from '../db/database';
import { funnelColumns, funnels, leads, leadTags, people } from '../db/schema';
import { containsPattern } from '../shared/http';
import { visibleTo } from '../shared/tenancy';
import { isoText, LEAD_JOINS, LEAD_JSON } from './load-leads';

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
    filters.push(sql`exists (select 1 from ${leadTags} where ${leadTags.leadId} = ${leads.id} and ${leadTags.tagId} = any(${sql.param(query.tags)}::uuid[]))`);
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

/** A column of the board (`bc`) with its count and page of leads, keyed as ZBoardColumn (see LEAD_JSON). */
const COLUMN_JSON = `(select row_to_json(board_column) from (select
    bc.id as "id", bc.funnel_id as "funnelId", bc.name as "name", bc.color as "color", bc.position as "index",
    bc.time_limit_days as "timeLimitDays", bc.show_badge_progress as "showBadgeProgress",
    ${isoText('bc.created_at')} as "createdAt", ${isoText('bc.updated_at')} as "updatedAt",
    coalesce(counts.total, 0) as "totalLeads", coalesce(page_leads.leads, '[]') as "leads"
  ) board_column)`;

/**
 * The page's LIMIT is written into the statement (a validated integer from 1 to 500) and an
 * OFFSET only when there is one: with parameters there, PostgreSQL cannot tell the prepared
 * statement's generic plan reads a few rows per column, so it planned every execution anew,
 * a fifth of the statement's time. The board shows more leads by raising the limit, so the
 * prepared texts stay few.
 */
const pageOf = (query: BoardQuery): SQL =>
  sql`limit ${sql.raw(String(query.limitPerColumn))}${query.offsetPerColumn > 0 ? sql` offset ${query.offsetPerColumn}` : sql``}`;

const dialect = new PgDialect();

/**
 * The board of a funnel (spec 2 §2.1) as the response's JSON text: its columns by index, each
 * with its first leads in the chosen order and how many match the filters. One prepared
 * statement checks the funnel's visibility, reads each column's page (a lateral per column,
 * walking the column's sort index when it can), counts, and writes the JSON, which is sent
 * as it is: parsing and serializing 200 leads in Node cost more than the database's work.
 * `found` is false when the caller may not see the funnel.
 */
export async function readBoardJson(db: Executor, principal: Principal, query: BoardQuery): Promise<string> {
  const { sql: text, params } = dialect.sqlToQuery(boardStatement(principal, query));
  const [row] = (await runPrepared<{ found: boolean; board: string }>(db, text, params)).rows;
  if (!row?.found) throw commonErrors.NOT_FOUND();
  return row.board;
}

/** The statement readBoardJson runs: one row, `found` and `board` (the JSON text). */
export function boardStatement(principal: Principal, query: BoardQuery): SQL {
  const funnelId = sql`(select id from visible_funnel)`;
  const where = sql.join([sql`${leads.funnelId} = ${funnelId}`, ...filtersOf(query)], sql` and `);
  // The contact is read only to search or sort by it, so the common board walks the leads' own indexes.
  const from = query.search || query.sortField === 'name' ? sql`${leads} join ${people} on ${people.id} = ${leads.personId}` : sql`${leads}`;
  return sql`
    with visible_funnel as (
      select ${funnels.id} as id from ${funnels} where ${funnels.id} = ${query.funnelId} and ${visibleTo(principal, funnels)}
    ), board_columns as (
      select * from ${funnelColumns}
      where ${funnelColumns.funnelId} = ${funnelId} ${query.columnId ? sql`and ${funnelColumns.id} = ${query.columnId}` : sql``}
    ), page as (
      select page.id, page.rank from board_columns bc cross join lateral (
        select ${leads.id} as id, row_number() over (order by ${orderOf(query)}) as rank
        from ${from}
        where ${leads.columnId} = bc.id and ${where}
        order by ${orderOf(query)} ${pageOf(query)}
      ) page
    ), counts as (
      select ${leads.columnId} as column_id, count(*)::int as total from ${from} where ${where} group by ${leads.columnId}
    ), page_leads as (
      select l.column_id, array_to_json(array_agg(${sql.raw(LEAD_JSON)} order by page.rank)) as leads
      from page join crm.leads l on l.id = page.id ${sql.raw(LEAD_JOINS)}
      group by l.column_id
    )
    select exists (select 1 from visible_funnel) as found, coalesce((
      select array_to_json(array_agg(${sql.raw(COLUMN_JSON)} order by bc.position, bc.id))
      from board_columns bc
      left join counts on counts.column_id = bc.id
      left join page_leads on page_leads.column_id = bc.id
    ), '[]')::text as board`;
}

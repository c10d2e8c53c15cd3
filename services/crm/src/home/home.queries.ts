import { sql, type SQL } from 'drizzle-orm';
import {
  HOME_TIME_ZONE,
  homeDayOf,
  type AnswerTime,
  type CardsInfo,
  type ChartSeries,
  type ConversationStatus,
  type HomeRange,
  type NewLeads,
  type RecentConsultations,
  type RecentContacts,
} from '@balcao/contracts';
import type { Executor } from '../db/database';
import { homeAnswerDays, homeCaseLookups, homeConversationDays, homeConversations, homeLeads, homeMessageDays } from '../db/schema';
import { addDays, bucketsOf, fillBuckets, monthsAround } from './home-buckets';

const RECENT_LIMIT = 10;
const AREA_LIMIT = 8;

/** Midnight of a day in Brazil, as an instant. */
const startOfDay = (day: string): SQL => sql`(${day}::date)::timestamp at time zone ${HOME_TIME_ZONE}`;
const inRange = (column: SQL | unknown, from: string, to: string) => sql`${column} >= ${startOfDay(from)} and ${column} < ${startOfDay(addDays(to, 1))}`;
const dayKey = (column: unknown, unit: 'day' | 'month') =>
  unit === 'day' ? sql`((${column} at time zone ${HOME_TIME_ZONE})::date)::text` : sql`to_char(${column} at time zone ${HOME_TIME_ZONE}, 'YYYY-MM')`;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const liveConversations = (range: HomeRange) =>
  sql`${homeConversations.inboxId} = ${range.inboxId} and not ${homeConversations.deleted} and ${inRange(homeConversations.lastActivityAt, range.startDate, range.endDate)}`;

/**
 * The four cards count what the inbox tabs they open show now (SPEC-DECISIONS: one status per
 * card), so the period picked for the charts does not apply: a client waiting since last month
 * is still waiting.
 */
export async function cardsInfo(db: Executor, range: Pick<HomeRange, 'inboxId'>): Promise<CardsInfo> {
  const [row] = await rows<Record<keyof CardsInfo, string>>(
    db,
    sql`select
      count(*) filter (where ${homeConversations.status} <> 'INACTIVE') as "conversasEmAndamento",
      count(*) filter (where ${homeConversations.status} = 'WAITING_HUMAN') as "aguardandoResposta",
      count(*) filter (where ${homeConversations.status} = 'ROBOT_INTERACTIVE') as "atendimentoPorIA",
      count(*) filter (where ${homeConversations.status} = 'HUMAN_INTERACTIVE') as "atendimentoHumano"
    from ${homeConversations} where ${homeConversations.inboxId} = ${range.inboxId} and not ${homeConversations.deleted}`,
  );
  return {
    conversasEmAndamento: Number(row.conversasEmAndamento),
    aguardandoResposta: Number(row.aguardandoResposta),
    atendimentoPorIA: Number(row.atendimentoPorIA),
    atendimentoHumano: Number(row.atendimentoHumano),
  };
}

export const STATUS_LABELS: Record<ConversationStatus, string> = {
  ROBOT_INTERACTIVE: 'Atendimento por I.A',
  WAITING_HUMAN: 'Aguardando atendente',
  HUMAN_INTERACTIVE: 'Atendimento humano',
  INACTIVE: 'Finalizadas',
};

/** 'Status dos Atendimentos': conversations active in the period by their status now. */
export async function attendanceStatus(db: Executor, range: HomeRange): Promise<ChartSeries> {
  const counts = await rows<{ status: ConversationStatus; value: string }>(
    db,
    sql`select ${homeConversations.status} as status, count(*) as value from ${homeConversations} where ${liveConversations(range)} group by 1`,
  );
  const byStatus = new Map(counts.map((row) => [row.status, Number(row.value)]));
  return { data: Object.entries(STATUS_LABELS).map(([status, name]) => ({ name, value: byStatus.get(status as ConversationStatus) ?? 0 })) };
}

/** 'Atendimentos Realizados': conversations started per day (or month), from the daily counts. */
export async function attendances(db: Executor, range: HomeRange): Promise<ChartSeries> {
  const { unit, buckets } = bucketsOf(range);
  const key = unit === 'day' ? sql`${homeConversationDays.day}::text` : sql`to_char(${homeConversationDays.day}, 'YYYY-MM')`;
  const counts = await rows<{ key: string; value: string }>(
    db,
    sql`select ${key} as key, sum(${homeConversationDays.started}) as value from ${homeConversationDays}
      where ${homeConversationDays.inboxId} = ${range.inboxId} and ${homeConversationDays.day} between ${range.startDate} and ${range.endDate}
      group by 1`,
  );
  return { data: fillBuckets(buckets, counts.map((row) => ({ key: row.key, value: Number(row.value) }))) };
}

// Two decimals keep answers of a few seconds visible (0,05 min = 3 s).
const minutes = (seconds: number) => Math.round((seconds / 60) * 100) / 100;

export async function answerTime(db: Executor, range: HomeRange): Promise<AnswerTime> {
  const { unit, buckets } = bucketsOf(range);
  const inPeriod = (table: typeof homeAnswerDays | typeof homeMessageDays) => sql`${table.inboxId} = ${range.inboxId} and ${table.day} between ${range.startDate} and ${range.endDate}`;
  const key = unit === 'day' ? sql`${homeAnswerDays.day}::text` : sql`to_char(${homeAnswerDays.day}, 'YYYY-MM')`;
  const [perBucket, [messages]] = await Promise.all([
    rows<{ key: string; answers: string; seconds: string; conversations: string }>(
      db,
      sql`select ${key} as key, sum(${homeAnswerDays.answers}) as answers, sum(${homeAnswerDays.seconds}) as seconds, sum(${homeAnswerDays.conversations}) as conversations
        from ${homeAnswerDays} where ${inPeriod(homeAnswerDays)} group by 1`,
    ),
    rows<{ total: string | null }>(db, sql`select sum(${homeMessageDays.messages}) as total from ${homeMessageDays} where ${inPeriod(homeMessageDays)}`),
  ]);
  const total = (field: 'answers' | 'seconds' | 'conversations') => perBucket.reduce((sum, row) => sum + Number(row[field]), 0);
  const average = (seconds: number, answers: number) => (answers > 0 ? minutes(seconds / answers) : 0);
  return {
    averageResponseTimeMinutes: average(total('seconds'), total('answers')),
    totalConversations: total('conversations'),
    totalMessages: Number(messages.total ?? 0),
    data: fillBuckets(
      buckets,
      perBucket.map((row) => ({ key: row.key, value: average(Number(row.seconds), Number(row.answers)) })),
    ),
  };
}

/** Day-by-day running totals of leads created from `from` to `to` (inclusive), labelled by day of month. */
async function cumulativeLeads(db: Executor, inboxId: string, from: string, to: string) {
  const counts = await rows<{ key: string; value: string }>(
    db,
    sql`select ${dayKey(homeLeads.createdAt, 'day')} as key, count(*) as value from ${homeLeads}
      where ${homeLeads.inboxId} = ${inboxId} and not ${homeLeads.deleted} and ${inRange(homeLeads.createdAt, from, to)} group by 1`,
  );
  const byDay = new Map(counts.map((row) => [row.key, Number(row.value)]));
  const points: Array<{ name: string; value: number }> = [];
  let total = 0;
  for (let day = from; day <= to; day = addDays(day, 1)) {
    total += byDay.get(day) ?? 0;
    points.push({ name: day.slice(8, 10), value: total });
  }
  return { points, total };
}

/** 'Novos Leads': the month of endDate (up to it, never past today) against the whole month before. */
export async function newLeads(db: Executor, range: HomeRange): Promise<NewLeads> {
  const { current, previous, previousEnd } = monthsAround(range.endDate);
  const today = homeDayOf(new Date());
  const until = range.endDate < today ? range.endDate : today;
  const [now, before] = await Promise.all([cumulativeLeads(db, range.inboxId, current, until), cumulativeLeads(db, range.inboxId, previous, previousEnd)]);
  const change = before.total === 0 ? (now.total > 0 ? 100 : 0) : ((now.total - before.total) / before.total) * 100;
  return { totalLeads: now.total, percentageChange: Math.round(change * 10) / 10, currentMonth: now.points, previousMonth: before.points };
}

export const NO_AREA_LABEL = 'Não informada';

/** 'Casos por Área Jurídica': leads created in the period by legal area (the largest first). */
export async function legalAreas(db: Executor, range: HomeRange): Promise<ChartSeries> {
  const counts = await rows<{ area: string | null; value: string }>(
    db,
    sql`select ${homeLeads.area} as area, count(*) as value from ${homeLeads}
      where ${homeLeads.inboxId} = ${range.inboxId} and not ${homeLeads.deleted} and ${inRange(homeLeads.createdAt, range.startDate, range.endDate)}
      group by 1 order by 2 desc, 1 asc`,
  );
  const named = counts.map((row) => ({ name: row.area ?? NO_AREA_LABEL, value: Number(row.value) }));
  const top = named.slice(0, AREA_LIMIT);
  const rest = named.slice(AREA_LIMIT).reduce((sum, row) => sum + row.value, 0);
  return { data: rest > 0 ? [...top, { name: 'Outras', value: rest }] : top };
}

export async function recentContacts(db: Executor, inboxId: string): Promise<RecentContacts> {
  const monthStart = `${homeDayOf(new Date()).slice(0, 7)}-01`;
  const [contacts, [month]] = await Promise.all([
    rows<{ id: string; conversationId: string; name: string | null; phoneNumber: string | null; attendant: string | null; lastMessageAt: Date | null }>(
      db,
      sql`select ${homeConversations.personId} as id, ${homeConversations.id} as "conversationId", ${homeConversations.personName} as name,
          ${homeConversations.phoneNumber} as "phoneNumber", ${homeConversations.userName} as attendant, ${homeConversations.lastActivityAt} as "lastMessageAt"
        from ${homeConversations}
        where ${homeConversations.inboxId} = ${inboxId} and not ${homeConversations.deleted} and ${homeConversations.personId} is not null
          and ${homeConversations.lastActivityAt} is not null
        order by ${homeConversations.lastActivityAt} desc limit ${RECENT_LIMIT}`,
    ),
    rows<{ total: string }>(
      db,
      sql`select count(distinct ${homeConversations.personId}) as total from ${homeConversations}
        where ${homeConversations.inboxId} = ${inboxId} and not ${homeConversations.deleted} and ${homeConversations.lastActivityAt} >= ${startOfDay(monthStart)}`,
    ),
  ]);
  return {
    contacts: contacts.map((row) => ({ ...row, lastMessageAt: row.lastMessageAt ? new Date(row.lastMessageAt).toISOString() : null })),
    totalContactsThisMonth: Number(month.total),
  };
}

export async function recentConsultations(db: Executor, range: HomeRange): Promise<RecentConsultations> {
  const found = await rows<typeof homeCaseLookups.$inferSelect>(
    db,
    sql`select id, person_name as "personName", phone_number as "phoneNumber", conversation_id as "conversationId", case_number as "caseNumber",
        status, tribunal, summary, source, searched_at as "searchedAt"
      from ${homeCaseLookups}
      where ${homeCaseLookups.inboxId} = ${range.inboxId} and ${inRange(homeCaseLookups.searchedAt, range.startDate, range.endDate)}
      order by ${homeCaseLookups.searchedAt} desc limit ${RECENT_LIMIT}`,
  );
  return {
    data: found.map((row) => ({
      id: row.id,
      name: row.personName,
      phoneNumber: row.phoneNumber,
      conversationId: row.conversationId,
      searchContent: { text: row.caseNumber },
      status: row.status,
      tribunal: row.tribunal,
      summary: row.summary,
      source: row.source,
      searchedAt: new Date(row.searchedAt).toISOString(),
    })),
  };
}

import { sql, type SQL } from 'drizzle-orm';
import {
  HOME_TIME_ZONE,
  LEAD_CHANNEL_LABELS,
  NO_ATTENDANT_NAME,
  NO_CHANNEL_NAME,
  REMOVED_ATTENDANT_NAME,
  type AttendantFigures,
  type ChannelFigures,
  type HomeRange,
  type LeadChannel,
  type ServiceFigures,
  type ServiceReport,
} from '@balcao/contracts';
import type { Executor } from '../db/database';
import { leads, members, reportConversations, reportRatings } from '../db/schema';
import { addDays } from '../home/home-buckets';

/** Midnight of a day in Brazil, as an instant. */
const startOfDay = (day: string): SQL => sql`(${day}::date)::timestamp at time zone ${HOME_TIME_ZONE}`;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The period's finished conversations of the workspace, each with its rating if the client gave
 * one (a rating whose conversation was not measured yet waits, unseen). A conversation counts on
 * the Brazilian day it was finished.
 */
const finishedIn = (officeId: string, range: HomeRange) => sql`
  select c.conversation_id, c.person_id, c.user_id, c.first_response_seconds, c.resolution_seconds, c.sla_met, r.score
  from ${reportConversations} c
  left join ${reportRatings} r on r.conversation_id = c.conversation_id and r.office_id = c.office_id and r.inbox_id = c.inbox_id
  where c.office_id = ${officeId} and c.inbox_id = ${range.inboxId} and not c.deleted
    and c.finished_at >= ${startOfDay(range.startDate)}
    and c.finished_at < ${startOfDay(addDays(range.endDate, 1))}`;

interface FiguresRow {
  everyone: boolean;
  user_id: string | null;
  name: string | null;
  conversations: string;
  fr_count: string;
  fr_median: number | null;
  fr_p90: number | null;
  res_count: string;
  res_median: number | null;
  res_p90: number | null;
  sla_with: string;
  sla_met: string;
  responses: string;
  score_avg: string | null;
  s1: string;
  s2: string;
  s3: string;
  s4: string;
  s5: string;
}

const roundedOrNull = (value: number | string | null, decimals = 0) => {
  if (value === null) return null;
  const factor = 10 ** decimals;
  return Math.round(Number(value) * factor) / factor;
};

function figuresOf(row: FiguresRow): ServiceFigures {
  const withPolicy = Number(row.sla_with);
  const met = Number(row.sla_met);
  const responses = Number(row.responses);
  return {
    conversations: Number(row.conversations),
    firstResponse: { count: Number(row.fr_count), medianSeconds: roundedOrNull(row.fr_median), p90Seconds: roundedOrNull(row.fr_p90) },
    resolution: { count: Number(row.res_count), medianSeconds: roundedOrNull(row.res_median), p90Seconds: roundedOrNull(row.res_p90) },
    sla: { withPolicy, met, metPercent: withPolicy > 0 ? roundedOrNull((met * 100) / withPolicy, 1) : null },
    csat: {
      responses,
      average: responses > 0 ? roundedOrNull(row.score_avg, 1) : null,
      distribution: [Number(row.s1), Number(row.s2), Number(row.s3), Number(row.s4), Number(row.s5)],
    },
  };
}

export const EMPTY_FIGURES: ServiceFigures = figuresOf({
  everyone: true, user_id: null, name: null, conversations: '0', fr_count: '0', fr_median: null, fr_p90: null, res_count: '0', res_median: null, res_p90: null,
  sla_with: '0', sla_met: '0', responses: '0', score_avg: null, s1: '0', s2: '0', s3: '0', s4: '0', s5: '0',
});

/**
 * The 'Relatórios' figures of a workspace over a period: the whole workspace and each attendant
 * in one pass (grouping sets), medians and p90 by PostgreSQL's percentile_cont (interpolated
 * between the two nearest conversations), and the conversations by the acquisition channel of
 * their contact's lead.
 */
export async function serviceReport(db: Executor, officeId: string, range: HomeRange): Promise<ServiceReport> {
  const figures = await rows<FiguresRow>(
    db,
    sql`with finished as (${finishedIn(officeId, range)})
    select grouping(f.user_id) = 1 as everyone, f.user_id, min(m.name) as name,
      count(*) as conversations,
      count(f.first_response_seconds) as fr_count,
      percentile_cont(0.5) within group (order by f.first_response_seconds) as fr_median,
      percentile_cont(0.9) within group (order by f.first_response_seconds) as fr_p90,
      count(f.resolution_seconds) as res_count,
      percentile_cont(0.5) within group (order by f.resolution_seconds) as res_median,
      percentile_cont(0.9) within group (order by f.resolution_seconds) as res_p90,
      count(f.sla_met) as sla_with,
      count(*) filter (where f.sla_met) as sla_met,
      count(f.score) as responses,
      avg(f.score) as score_avg,
      count(*) filter (where f.score = 1) as s1,
      count(*) filter (where f.score = 2) as s2,
      count(*) filter (where f.score = 3) as s3,
      count(*) filter (where f.score = 4) as s4,
      count(*) filter (where f.score = 5) as s5
    from finished f
    left join ${members} m on m.user_id = f.user_id and m.office_id = ${officeId}
    group by grouping sets ((), (f.user_id))`,
  );
  const total = figures.find((row) => row.everyone);
  const attendants: AttendantFigures[] = figures
    .filter((row) => !row.everyone)
    .map((row) => ({ userId: row.user_id, name: row.user_id === null ? NO_ATTENDANT_NAME : (row.name ?? REMOVED_ATTENDANT_NAME), ...figuresOf(row) }))
    .sort((a, b) => Number(a.userId === null) - Number(b.userId === null) || b.conversations - a.conversations || a.name.localeCompare(b.name, 'pt-BR'));

  // The contact's first lead in the workspace is how it came to the office.
  const byChannel = await rows<{ channel: LeadChannel | null; conversations: string }>(
    db,
    sql`with finished as (${finishedIn(officeId, range)})
    select l.channel, count(*) as conversations
    from finished f
    left join lateral (
      select ${leads.channel} as channel from ${leads}
      where ${leads.personId} = f.person_id and ${leads.officeId} = ${officeId} and ${leads.inboxId} = ${range.inboxId}
      order by ${leads.createdAt}, ${leads.id} limit 1
    ) l on true
    group by l.channel`,
  );
  const channels: ChannelFigures[] = byChannel
    .map((row) => ({ channel: row.channel, name: row.channel ? LEAD_CHANNEL_LABELS[row.channel] ?? LEAD_CHANNEL_LABELS.other : NO_CHANNEL_NAME, conversations: Number(row.conversations) }))
    .sort((a, b) => Number(a.channel === null) - Number(b.channel === null) || b.conversations - a.conversations || a.name.localeCompare(b.name, 'pt-BR'));

  return { inboxId: range.inboxId, startDate: range.startDate, endDate: range.endDate, workspace: total ? figuresOf(total) : EMPTY_FIGURES, attendants, channels };
}

import type { Lead } from '@balcao/contracts';
import { runPrepared } from '@balcao/service-kit';
import type { Executor } from '../db/database';

/** A timestamptz as JavaScript's toISOString writes it (UTC, milliseconds). */
export const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A lead as the API answers it, built in PostgreSQL from `l` (crm.leads) and the rows
 * LEAD_JOINS adds: the lead with its column's time limit, contact, attendant, tags (by name)
 * and every custom field of its funnel with this lead's value (in the order they were
 * created). Mapping leads row by row in the query builder cost more than the database's work.
 * row_to_json writes the keys in the order selected and without spaces, as JSON.stringify of
 * the ZLead schema does, so the board can send this text as it is.
 */
export const LEAD_JSON = `(select row_to_json(lead) from (select
    l.id as "id", l.funnel_id as "funnelId", l.column_id as "columnId", l.channel as "channel",
    ${isoText('l.column_changed_at')} as "columnChangedAt",
    c.time_limit_days as "timeLimitDays", c.show_badge_progress as "showBadgeProgress",
    l.conversation_id as "conversationId", ${isoText('l.last_interaction_at')} as "lastInteraction",
    ${isoText('l.created_at')} as "createdAt", ${isoText('l.updated_at')} as "updatedAt",
    (select row_to_json(person) from (
      select p.id as "id", p.name as "name", p.email as "email", p.phone_number as "phoneNumber", p.image_url as "imageUrl") person) as "person",
    (select row_to_json(member) from (
      select m.user_id as "id", m.name as "name", m.email as "email", m.image_url as "imageUrl" where m.user_id is not null) member) as "user",
    coalesce((select array_to_json(array_agg(row_to_json(tag) order by t.name))
      from crm.lead_tags lt join crm.tags t on t.id = lt.tag_id
      cross join lateral (select t.id as "id", t.name as "name", t.color as "color", t.modules as "modules") tag
      where lt.lead_id = l.id), '[]') as "tags",
    coalesce((select array_to_json(array_agg(row_to_json(field) order by f.created_at, f.id))
      from crm.custom_fields f left join crm.lead_field_values v on v.field_id = f.id and v.lead_id = l.id
      cross join lateral (select f.id as "id", f.name as "name", f.type as "type", f.options as "options", v.value as "value") field
      where f.funnel_id = l.funnel_id), '[]') as "customFields"
  ) lead)`;

/** The rows LEAD_JSON reads besides the lead `l` itself. */
export const LEAD_JOINS = `
  join crm.funnel_columns c on c.id = l.column_id
  join crm.people p on p.id = l.person_id
  left join crm.members m on m.user_id = l.user_id`;

const LEADS_BY_ID = `
  select ${LEAD_JSON} as lead
  from unnest($1::uuid[]) with ordinality as wanted(id, ord)
  join crm.leads l on l.id = wanted.id
  ${LEAD_JOINS}
  order by wanted.ord`;

/** Leads as the board and the detail show them, in the order of `ids`. */
export async function loadLeads(db: Executor, ids: string[]): Promise<Lead[]> {
  if (ids.length === 0) return [];
  const { rows } = await runPrepared<{ lead: Lead }>(db, LEADS_BY_ID, [ids]);
  return rows.map((row) => row.lead);
}

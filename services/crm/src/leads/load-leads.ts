import type { Lead } from '@balcao/contracts';
import { runPrepared } from '@balcao/service-kit';
import type { Executor } from '../db/database';

/** A timestamptz as JavaScript's toISOString writes it (UTC, milliseconds). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * One statement builds each lead as the API answers it, in PostgreSQL: the lead with its
 * column's time limit, contact, attendant, tags (by name) and every custom field of its funnel
 * with this lead's value (in the order they were created). The board loads 200 leads at a
 * time; mapping them row by row in the query builder cost more than the database's work.
 */
const LEADS_BY_ID = `
  select json_build_object(
    'id', l.id, 'funnelId', l.funnel_id, 'columnId', l.column_id, 'channel', l.channel,
    'columnChangedAt', ${iso('l.column_changed_at')},
    'timeLimitDays', c.time_limit_days, 'showBadgeProgress', c.show_badge_progress,
    'conversationId', l.conversation_id,
    'lastInteraction', ${iso('l.last_interaction_at')}, 'createdAt', ${iso('l.created_at')}, 'updatedAt', ${iso('l.updated_at')},
    'person', json_build_object('id', p.id, 'name', p.name, 'email', p.email, 'phoneNumber', p.phone_number, 'imageUrl', p.image_url),
    'user', case when m.user_id is null then null
      else json_build_object('id', m.user_id, 'name', m.name, 'email', m.email, 'imageUrl', m.image_url) end,
    'tags', coalesce((
      select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color, 'modules', t.modules) order by t.name)
      from crm.lead_tags lt join crm.tags t on t.id = lt.tag_id where lt.lead_id = l.id), '[]'::json),
    'customFields', coalesce((
      select json_agg(json_build_object('id', f.id, 'name', f.name, 'type', f.type, 'options', f.options, 'value', v.value) order by f.created_at, f.id)
      from crm.custom_fields f left join crm.lead_field_values v on v.field_id = f.id and v.lead_id = l.id
      where f.funnel_id = l.funnel_id), '[]'::json)
  ) as lead
  from unnest($1::uuid[]) with ordinality as wanted(id, ord)
  join crm.leads l on l.id = wanted.id
  join crm.funnel_columns c on c.id = l.column_id
  join crm.people p on p.id = l.person_id
  left join crm.members m on m.user_id = l.user_id
  order by wanted.ord`;

/** Leads as the board and the detail show them, in the order of `ids`. */
export async function loadLeads(db: Executor, ids: string[]): Promise<Lead[]> {
  if (ids.length === 0) return [];
  const { rows } = await runPrepared<{ lead: Lead }>(db, LEADS_BY_ID, [ids]);
  return rows.map((row) => row.lead);
}

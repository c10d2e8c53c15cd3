/** A timestamptz as JavaScript's toISOString writes it (UTC, milliseconds; both truncate the microseconds). */
export const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** dd/MM/yyyy HH:mm in Brasília time, as formatDateTimeBr writes it. */
export const brazilDateTimeText = (column: string) => `to_char(${column} at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI')`;

/**
 * Who sent the last message of conversation `c` when the office did (toConversationSummary's
 * lastMessage.sender): the latest outbound message that went out; null when it had no user.
 */
const LAST_MESSAGE_SENDER_JSON = `(select case when m.user_id is null then null else (select row_to_json(sender) from (select
      m.user_id as "id", coalesce(mb.name, case when m.is_agent then m.sender_name end, '') as "name", m.is_agent as "isAgent") sender) end
    from messaging.messages m left join messaging.members mb on mb.user_id = m.user_id
    where m.conversation_id = c.id and m.direction = 'OUTBOUND' and m.type <> 'reaction' and m.status not in ('PENDING', 'FAILED')
    order by m.id desc limit 1)`;

/**
 * A conversation as the list shows it (ZConversationSummary, see toConversationSummary), built in
 * PostgreSQL from conversation `c` and the rows summaryJoins adds. row_to_json writes the
 * keys in the order selected and without spaces, and array_to_json(array_agg(…)) the arrays, as
 * JSON.stringify of the schema's output does (json_build_object and json_agg add spaces), so the
 * text can be sent as it is.
 */
export const SUMMARY_JSON = `(select row_to_json(summary) from (select
    c.id as "id", c.inbox_id as "inboxId", c.person_id as "personId", c.integration_id as "integrationId",
    c.status as "status", c.priority as "priority", c.is_fixed as "isFixed", c.unread_count as "unreadCount",
    ${isoText('c.last_message_at')} as "lastMessageAt", ${brazilDateTimeText('c.last_message_at')} as "formattedDate",
    coalesce(tg.tags, '[]') as "tags",
    case when c.user_id is null then null else (select row_to_json(responsible) from (select
      c.user_id as "id", coalesce(mr.name, '') as "name") responsible) end as "user",
    (select row_to_json(person) from (select p.id as "id", p.name as "name", p.image_url as "imageUrl", p.phone_number as "phoneNumber") person) as "person",
    case when c.last_message_direction is null then null else (select row_to_json(last_message) from (select
      c.last_message_content as "content", c.last_message_direction as "direction", coalesce(c.last_message_type, 'text') as "type",
      case when c.last_message_direction = 'OUTBOUND' then ${LAST_MESSAGE_SENDER_JSON} end as "sender") last_message) end as "lastMessage",
    c.notes_count as "notesCount", ${isoText('c.created_at')} as "createdAt",
    ${isoText('c.sla_due_at')} as "slaDueAt", ${isoText('c.sla_breached_at')} as "slaBreachedAt"
  ) summary)`;

/**
 * The rows SUMMARY_JSON reads besides the conversation `c` itself, for the conversations whose
 * ids `keys` (a table or subquery with an `id` column) holds: the contact, the responsible
 * attendant, and the tags of all of them at once, each conversation's sorted by name (one sort
 * for the page: an aggregate's own ORDER BY, or a subquery per row, set up a sort per row).
 */
export const summaryJoins = (keys: string) => `join messaging.people p on p.id = c.person_id
  left join messaging.members mr on mr.user_id = c.user_id
  left join (
    select tagged.conversation_id,
      array_to_json(array_agg((select row_to_json(tag) from (select tagged.id as "id", tagged.name as "name", tagged.color as "color") tag))) as tags
    from (select ct.conversation_id, t.id, t.name, t.color from ${keys} tag_keys
      join messaging.conversation_tags ct on ct.conversation_id = tag_keys.id join messaging.tags t on t.id = ct.tag_id
      order by ct.conversation_id, t.name) tagged
    group by tagged.conversation_id
  ) tg on tg.conversation_id = c.id`;

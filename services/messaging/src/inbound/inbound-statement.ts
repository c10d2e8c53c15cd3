import { runPrepared } from '@balcao/service-kit';
import type { ConversationStatus, MessageType, TagSummary } from '@balcao/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { MessagingTx } from '../db/database';
import { rowFromJson } from '../db/json-rows';
import { conversations, messages, type ConversationRow, type MessageRow } from '../db/schema';

export interface InboundRow {
  officeId: string;
  inboxId: string;
  integrationId: string;
  phoneNumber: string;
  pushName: string | null;
  messageAt: Date;
  /** Status of a conversation this message opens. */
  status: ConversationStatus;
  /** A reaction neither counts as unread nor becomes the last message. */
  isReaction: boolean;
  preview: string | null;
  externalId: string;
  type: MessageType;
  content: string | null;
  caption: string | null;
  /** The client's file; `key` null when it was not kept (too large, or no longer available). */
  file: { key: string | null; fileName: string | null; mimeType: string } | null;
  quotedExternalId: string | null;
  reactionToExternalId: string | null;
}

type JsonRow = Record<string, unknown>;
type PersonJson = { id: string; name: string | null; image_url: string | null; phone_number: string; email: string | null; inserted: boolean };
/** The statement's one row. */
type StoredLists = { placements: { ord: number; person_id: string }[]; people: PersonJson[]; conversations: JsonRow[]; messages: JsonRow[] };

export interface InboundResult {
  person: { id: string; name: string | null; imageUrl: string | null; phoneNumber: string; email: string | null; inserted: boolean };
  conversation: ConversationRow & { inserted: boolean; responsibleName: string | null; tags: TagSummary[] };
  /** Null when a message with this provider id was stored by a concurrent transaction. */
  message: MessageRow | null;
}

/** Rows of one statement must be of different contacts: PostgreSQL updates a row once per statement. */
export const contactKeyOf = (row: Pick<InboundRow, 'inboxId' | 'phoneNumber'>) => `${row.inboxId}|${row.phoneNumber}`;

const INBOUND_UPSERT = `
    with arrival as (
      -- A scalar subquery: one index probe per row (EXISTS may become a scan of the whole table).
      select t.*, (select m.id from messaging.messages m where m.integration_id = t.integration_id and m.external_id = t.external_id) is not null as stored
      from jsonb_to_recordset($1::jsonb) as t(ord int, person_id uuid, conversation_id uuid,
        message_id uuid, office_id uuid, inbox_id uuid, integration_id uuid, phone_number text, push_name text,
        message_at timestamptz, status text, is_reaction boolean, preview text, external_id text, type text, content text,
        caption text, file_key text, file_name text, mime_type text, quoted_external_id text, reaction_to_external_id text)
    ), input as (
      -- Filtered on a boolean column, PostgreSQL expects half the rows to remain; filtered on
      -- "(subquery) is null" it expected one and planned the joins below for one (200 rows: 61 → 32 ms).
      select * from arrival where not stored
    ), person as (
      insert into messaging.people as p (id, office_id, inbox_id, phone_number, name, last_message_sent_at)
      select i.person_id, i.office_id, i.inbox_id, i.phone_number, i.push_name, i.message_at from input i order by i.ord
      on conflict (office_id, inbox_id, phone_number) do update
        set last_message_sent_at = excluded.last_message_sent_at, name = coalesce(p.name, excluded.name)
      returning p.id, p.inbox_id, p.name, p.image_url, p.phone_number, p.email, (p.xmax = 0) as inserted
    ), input_person as materialized (
      -- Each row's contact, by the row's ord: the joins below then each match one row to one row
      -- (joining on the device instead pairs every row of the batch with every other).
      select i.ord, person.id as person_id from input i join person on person.inbox_id = i.inbox_id and person.phone_number = i.phone_number
    ), conversation as (
      insert into messaging.conversations as c (id, office_id, inbox_id, person_id, integration_id, status, unread_count,
        last_message_at, last_message_content, last_message_direction, last_message_type, activity_at)
      select i.conversation_id, i.office_id, i.inbox_id, ip.person_id, i.integration_id, i.status,
        -- A reaction neither counts as unread nor becomes the last message.
        case when i.is_reaction then 0 else 1 end,
        case when i.is_reaction then null else i.message_at end,
        case when i.is_reaction then null else i.preview end,
        case when i.is_reaction then null else 'INBOUND' end,
        case when i.is_reaction then null else i.type end,
        case when i.is_reaction then now() else i.message_at end
      from input i join input_person ip on ip.ord = i.ord
      order by i.ord
      on conflict (person_id, integration_id) where status <> 'INACTIVE' do update set
        unread_count = c.unread_count + excluded.unread_count,
        last_message_at = coalesce(excluded.last_message_at, c.last_message_at),
        last_message_content = case when excluded.last_message_at is null then c.last_message_content else excluded.last_message_content end,
        last_message_direction = coalesce(excluded.last_message_direction, c.last_message_direction),
        last_message_type = coalesce(excluded.last_message_type, c.last_message_type),
        activity_at = case when excluded.last_message_at is null then c.activity_at else excluded.activity_at end,
        updated_at = now()
      returning c.*, (c.xmax = 0) as inserted,
        (select m.name from messaging.members m where m.user_id = c.user_id) as responsible_name,
        coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name, 'color', t.color) order by t.name)
          from messaging.conversation_tags ct join messaging.tags t on t.id = ct.tag_id where ct.conversation_id = c.id), '[]'::json) as tags
    ), evaluation_dropped as (
      -- A client who opens a new conversation instead of answering no longer owes the evaluation.
      update messaging.conversations w set awaiting_evaluation_until = null
      from conversation
      where conversation.inserted and w.person_id = conversation.person_id and w.integration_id = conversation.integration_id
        and w.awaiting_evaluation_until is not null
    ), message as (
      insert into messaging.messages (id, office_id, inbox_id, conversation_id, integration_id, external_id, direction, type, content,
        status, message_at, sender_name, file_key, file_name, mime_type, caption, quoted_message_id, reaction_message_id)
      select i.message_id, i.office_id, i.inbox_id, conversation.id, i.integration_id, i.external_id,
        'INBOUND', i.type, i.content, 'DELIVERED', i.message_at, i.push_name, i.file_key, i.file_name, i.mime_type, i.caption,
        (select q.id from messaging.messages q where q.integration_id = i.integration_id and q.external_id = i.quoted_external_id),
        (select r.id from messaging.messages r where r.integration_id = i.integration_id and r.external_id = i.reaction_to_external_id)
      from input i
        join input_person ip on ip.ord = i.ord
        join conversation on conversation.person_id = ip.person_id
      order by i.ord
      on conflict (integration_id, external_id) do nothing
      returning *
    )
    -- Each write's rows as one JSON list, matched up in JS by id: joining the CTEs back together
    -- here made PostgreSQL loop over every pair of rows.
    select
      (select coalesce(json_agg(input_person), '[]') from input_person) as placements,
      (select coalesce(json_agg(person), '[]') from person) as people,
      (select coalesce(json_agg(conversation), '[]') from conversation) as conversations,
      (select coalesce(json_agg(message), '[]') from message) as messages
`;

/**
 * The hot path of the service, written as SQL on purpose: one statement for a batch of client
 * messages, of three chained writes per message (contact upserted by phone; open conversation
 * found or created, unread raised, last message copied; message inserted), plus, only when a
 * new conversation opened, dropping an evaluation request the client left unanswered. Messages
 * whose provider id is already stored are skipped before anything is written; their result is
 * null. The batch travels as one JSON parameter.
 */
export async function upsertInbound(tx: MessagingTx, rows: InboundRow[]): Promise<(InboundResult | null)[]> {
  const input = rows.map((row, ord) => ({
    ord,
    person_id: uuidv7(),
    conversation_id: uuidv7(),
    message_id: uuidv7(),
    office_id: row.officeId,
    inbox_id: row.inboxId,
    integration_id: row.integrationId,
    phone_number: row.phoneNumber,
    push_name: row.pushName,
    message_at: row.messageAt.toISOString(),
    status: row.status,
    is_reaction: row.isReaction,
    preview: row.preview,
    external_id: row.externalId,
    type: row.type,
    content: row.content,
    caption: row.caption,
    file_key: row.file?.key ?? null,
    file_name: row.file?.fileName ?? null,
    mime_type: row.file?.mimeType ?? null,
    quoted_external_id: row.quotedExternalId,
    reaction_to_external_id: row.reactionToExternalId,
  }));
  const { rows: [stored] } = await runPrepared<StoredLists>(tx, INBOUND_UPSERT, [JSON.stringify(input)]);

  const people = new Map(stored.people.map((person) => [person.id, person]));
  const conversationsByPerson = new Map(stored.conversations.map((conversation) => [conversation.person_id as string, conversation]));
  const messagesById = new Map(stored.messages.map((message) => [message.id as string, message]));
  const results: (InboundResult | null)[] = rows.map(() => null);
  // A row without a placement was stored before; a row of a round has its own contact, hence its own conversation.
  for (const { ord, person_id: personId } of stored.placements) {
    const person = people.get(personId)!;
    const conversation = conversationsByPerson.get(personId)!;
    const message = messagesById.get(input[ord].message_id);
    results[ord] = {
      person: { id: person.id, name: person.name, imageUrl: person.image_url, phoneNumber: person.phone_number, email: person.email, inserted: person.inserted },
      conversation: {
        ...rowFromJson(conversations, conversation),
        inserted: conversation.inserted as boolean,
        responsibleName: conversation.responsible_name as string | null,
        tags: conversation.tags as TagSummary[],
      },
      message: message ? rowFromJson(messages, message) : null,
    };
  }
  return results;
}

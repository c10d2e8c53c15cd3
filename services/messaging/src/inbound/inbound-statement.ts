import { sql } from 'drizzle-orm';
import { executePrepared } from '@balcao/service-kit';
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
  file: { key: string; fileName: string | null; mimeType: string } | null;
  quotedExternalId: string | null;
  reactionToExternalId: string | null;
}

/** node-postgres and PGlite both answer `{ rows }`. */
type StoredRow = { ord: number; person: Record<string, unknown>; conversation: Record<string, unknown>; message: Record<string, unknown> | null };

export interface InboundResult {
  person: { id: string; name: string | null; imageUrl: string | null; phoneNumber: string; email: string | null; inserted: boolean };
  conversation: ConversationRow & { inserted: boolean; responsibleName: string | null; tags: TagSummary[] };
  /** Null when a message with this provider id was stored by a concurrent transaction. */
  message: MessageRow | null;
}

/** Rows of one statement must be of different contacts: PostgreSQL updates a row once per statement. */
export const contactKeyOf = (row: Pick<InboundRow, 'inboxId' | 'phoneNumber'>) => `${row.inboxId}|${row.phoneNumber}`;

/**
 * The hot path of the service, written as SQL on purpose: one statement for a batch of client
 * messages, of three chained writes per message (contact upserted by phone; open conversation
 * found or created, unread raised, last message copied; message inserted), plus, only when a
 * new conversation opened, dropping an evaluation request the client left unanswered. Messages
 * whose provider id is already stored are skipped before anything is written; their result is
 * null. The batch travels as one JSON parameter, read the same by node-postgres and PGlite.
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
  const result = await executePrepared<StoredRow>(tx, 'messaging_inbound_upsert', sql`
    with input as (
      select t.* from jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as t(ord int, person_id uuid, conversation_id uuid,
        message_id uuid, office_id uuid, inbox_id uuid, integration_id uuid, phone_number text, push_name text,
        message_at timestamptz, status text, is_reaction boolean, preview text, external_id text, type text, content text,
        caption text, file_key text, file_name text, mime_type text, quoted_external_id text, reaction_to_external_id text)
      where not exists (select 1 from messaging.messages m where m.integration_id = t.integration_id and m.external_id = t.external_id)
    ), person as (
      insert into messaging.people as p (id, office_id, inbox_id, phone_number, name, last_message_sent_at)
      select i.person_id, i.office_id, i.inbox_id, i.phone_number, i.push_name, i.message_at from input i order by i.ord
      on conflict (office_id, inbox_id, phone_number) do update
        set last_message_sent_at = excluded.last_message_sent_at, name = coalesce(p.name, excluded.name)
      returning p.id, p.inbox_id, p.name, p.image_url, p.phone_number, p.email, (p.xmax = 0) as inserted
    ), conversation as (
      insert into messaging.conversations as c (id, office_id, inbox_id, person_id, integration_id, status, unread_count,
        last_message_at, last_message_content, last_message_direction, last_message_type, activity_at)
      select i.conversation_id, i.office_id, i.inbox_id, person.id, i.integration_id, i.status,
        -- A reaction neither counts as unread nor becomes the last message.
        case when i.is_reaction then 0 else 1 end,
        case when i.is_reaction then null else i.message_at end,
        case when i.is_reaction then null else i.preview end,
        case when i.is_reaction then null else 'INBOUND' end,
        case when i.is_reaction then null else i.type end,
        case when i.is_reaction then now() else i.message_at end
      from input i join person on person.inbox_id = i.inbox_id and person.phone_number = i.phone_number
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
        join person on person.inbox_id = i.inbox_id and person.phone_number = i.phone_number
        join conversation on conversation.person_id = person.id and conversation.integration_id = i.integration_id
      order by i.ord
      on conflict (integration_id, external_id) do nothing
      returning *
    )
    select i.ord, to_jsonb(person) as person, to_jsonb(conversation) as conversation, to_jsonb(message) as message
    from input i
      join person on person.inbox_id = i.inbox_id and person.phone_number = i.phone_number
      join conversation on conversation.person_id = person.id and conversation.integration_id = i.integration_id
      left join message on message.integration_id = i.integration_id and message.external_id = i.external_id`);

  const results: (InboundResult | null)[] = rows.map(() => null);
  for (const stored of result.rows) {
    const person = stored.person as { id: string; name: string | null; image_url: string | null; phone_number: string; email: string | null; inserted: boolean };
    results[stored.ord] = {
      person: { id: person.id, name: person.name, imageUrl: person.image_url, phoneNumber: person.phone_number, email: person.email, inserted: person.inserted },
      conversation: {
        ...rowFromJson(conversations, stored.conversation),
        inserted: stored.conversation.inserted as boolean,
        responsibleName: stored.conversation.responsible_name as string | null,
        tags: stored.conversation.tags as TagSummary[],
      },
      message: stored.message ? rowFromJson(messages, stored.message) : null,
    };
  }
  return results;
}

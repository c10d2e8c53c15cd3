import { sql } from 'drizzle-orm';
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
type StoredRow = { person: Record<string, unknown>; conversation: Record<string, unknown>; message: Record<string, unknown> | null };

export interface InboundResult {
  person: { id: string; name: string | null; imageUrl: string | null; phoneNumber: string; email: string | null; inserted: boolean };
  conversation: ConversationRow & { inserted: boolean; responsibleName: string | null; tags: TagSummary[] };
  /** Null when a message with this provider id was already stored. */
  message: MessageRow | null;
}

/**
 * The hot path of the service, written as SQL on purpose: one statement of three chained
 * writes (contact upserted by phone; open conversation found or created, unread raised, last
 * message copied; message inserted unless its provider id is known), plus, only when a new
 * conversation opened, dropping an evaluation request the client left unanswered. Built by hand it costs a
 * fraction of the query builder's CPU, which the inbound throughput target needs.
 */
export async function upsertInbound(tx: MessagingTx, row: InboundRow): Promise<InboundResult> {
  const at = row.messageAt.toISOString();
  const lastAt = row.isReaction ? null : at;
  const result = (await tx.execute(sql`
    with person as (
      insert into messaging.people as p (id, office_id, inbox_id, phone_number, name, last_message_sent_at)
      values (${uuidv7()}::uuid, ${row.officeId}::uuid, ${row.inboxId}::uuid, ${row.phoneNumber}, ${row.pushName}, ${at}::timestamptz)
      on conflict (office_id, inbox_id, phone_number) do update
        set last_message_sent_at = excluded.last_message_sent_at, name = coalesce(p.name, excluded.name)
      returning p.id, p.name, p.image_url, p.phone_number, p.email, (p.xmax = 0) as inserted
    ), conversation as (
      insert into messaging.conversations as c (id, office_id, inbox_id, person_id, integration_id, status, unread_count,
        last_message_at, last_message_content, last_message_direction, last_message_type, activity_at)
      select ${uuidv7()}::uuid, ${row.officeId}::uuid, ${row.inboxId}::uuid, person.id, ${row.integrationId}::uuid, ${row.status},
        ${row.isReaction ? 0 : 1}::int, ${lastAt}::timestamptz, ${row.isReaction ? null : row.preview},
        ${row.isReaction ? null : 'INBOUND'}, ${row.isReaction ? null : row.type}, coalesce(${lastAt}::timestamptz, now())
      from person
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
      select ${uuidv7()}::uuid, ${row.officeId}::uuid, ${row.inboxId}::uuid, conversation.id, ${row.integrationId}::uuid, ${row.externalId},
        'INBOUND', ${row.type}, ${row.content}, 'DELIVERED', ${at}::timestamptz, ${row.pushName},
        ${row.file?.key ?? null}, ${row.file?.fileName ?? null}, ${row.file?.mimeType ?? null}, ${row.caption},
        (select q.id from messaging.messages q where q.integration_id = ${row.integrationId}::uuid and q.external_id = ${row.quotedExternalId}),
        (select r.id from messaging.messages r where r.integration_id = ${row.integrationId}::uuid and r.external_id = ${row.reactionToExternalId})
      from conversation
      on conflict (integration_id, external_id) do nothing
      returning *
    )
    select to_jsonb(person) as person, to_jsonb(conversation) as conversation, to_jsonb(message) as message
    from conversation cross join person left join message on true`)) as unknown as { rows: StoredRow[] };
  const [stored] = result.rows;
  const person = stored.person as { id: string; name: string | null; image_url: string | null; phone_number: string; email: string | null; inserted: boolean };
  return {
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

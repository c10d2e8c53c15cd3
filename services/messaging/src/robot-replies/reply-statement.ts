import type { EventEnvelope } from '@balcao/contracts';
import { runPrepared } from '@balcao/service-kit';
import { v7 as uuidv7 } from 'uuid';
import type { MessagingDatabase } from '../db/database';
import { rowFromJson } from '../db/json-rows';
import { conversations, messages, type ConversationRow, type MessageRow } from '../db/schema';

/** A reply's message as stored PENDING: what differs from one to the next. */
export interface PendingReplyMessage {
  content: string;
  messageAt: Date;
  userId: string | null;
  isAgent: boolean;
  senderName: string | null;
  requestKey: string;
}

/**
 * The conversation (of the event's office only) with its client's phone, whether the consumer
 * handled this request already, and the reply's messages stored PENDING once per request key,
 * only while the robot still holds the conversation and the request is new: one statement.
 */
const STORE_REPLY = `
  with target as (
    select c.*, p.phone_number as target_phone_number,
      exists (select 1 from messaging.handled_events h where h.consumer = $3 and h.event_id = $4) as target_handled
    from messaging.conversations c join messaging.people p on p.id = c.person_id
    where c.id = $1 and c.office_id = $2
  ), inserted as (
    insert into messaging.messages (id, office_id, inbox_id, conversation_id, integration_id, direction, type, content, status,
      message_at, user_id, is_agent, sender_name, request_key)
    select m.id, t.office_id, t.inbox_id, t.id, t.integration_id, 'OUTBOUND', 'text', m.content, 'PENDING',
      m.message_at, m.user_id, m.is_agent, m.sender_name, m.request_key
    from target t, jsonb_to_recordset($5::jsonb) as m(id uuid, content text, message_at timestamptz, user_id uuid,
      is_agent boolean, sender_name text, request_key text)
    where t.status = 'ROBOT_INTERACTIVE' and not t.target_handled
    -- The keys end in the message's position, zero-padded: ids and rows in the reply's order.
    order by m.request_key
    on conflict do nothing
    returning *
  )
  select (select to_jsonb(t) from target t) as target, (select coalesce(json_agg(i), '[]') from inserted i) as inserted
`;

type StoredJson = { target: Record<string, unknown> | null; inserted: Record<string, unknown>[] };

export interface StoredReply {
  target: { conversation: ConversationRow; phoneNumber: string; handled: boolean } | null;
  /** The messages this statement stored (none on a redelivery that found them stored). */
  inserted: MessageRow[];
}

/**
 * Looks the reply's conversation up and stores its messages PENDING in one round trip, as a
 * prepared statement (no query builder on the hot path of every robot turn).
 */
export async function storeReply(db: MessagingDatabase, consumer: string, event: EventEnvelope, conversationId: string, pending: PendingReplyMessage[]): Promise<StoredReply> {
  const rows = pending.map((message) => ({
    id: uuidv7(),
    content: message.content,
    message_at: message.messageAt.toISOString(),
    user_id: message.userId,
    is_agent: message.isAgent,
    sender_name: message.senderName,
    request_key: message.requestKey,
  }));
  const {
    rows: [stored],
  } = await runPrepared<StoredJson>(db, STORE_REPLY, [conversationId, event.officeId, consumer, event.id, JSON.stringify(rows)]);
  const target = stored?.target;
  return {
    target: target
      ? { conversation: rowFromJson(conversations, target), phoneNumber: target.target_phone_number as string, handled: target.target_handled as boolean }
      : null,
    inserted: (stored?.inserted ?? []).map((row) => rowFromJson(messages, row)),
  };
}

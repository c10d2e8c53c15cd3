import { runPrepared } from '@balcao/service-kit';
import { v7 as uuidv7 } from 'uuid';
import type { MessagingTx } from '../db/database';
import { contactKeyOf, type InboundRow } from './inbound-statement';

/** The blocked contacts among the batch's senders, by contact key: one index probe per sender. */
const BLOCKED_SENDERS = `
  select p.id, p.inbox_id, p.phone_number
  from jsonb_to_recordset($1::jsonb) as t(office_id uuid, inbox_id uuid, phone_number text)
    join messaging.people p on p.office_id = t.office_id and p.inbox_id = t.inbox_id and p.phone_number = t.phone_number
  where p.is_blocked`;

/**
 * Kept apart from the conversations: once per provider id, and not at all when the message was
 * stored in a conversation before the contact was blocked (a late redelivery).
 */
const KEEP_BLOCKED = `
  insert into messaging.blocked_messages (id, office_id, inbox_id, person_id, integration_id, external_id, type, content,
    caption, sender_name, file_key, file_name, mime_type, message_at)
  select t.id, t.office_id, t.inbox_id, t.person_id, t.integration_id, t.external_id, t.type, t.content,
    t.caption, t.sender_name, t.file_key, t.file_name, t.mime_type, t.message_at
  from jsonb_to_recordset($1::jsonb) as t(id uuid, office_id uuid, inbox_id uuid, person_id uuid, integration_id uuid,
    external_id text, type text, content text, caption text, sender_name text, file_key text, file_name text, mime_type text, message_at timestamptz)
  where not exists (select 1 from messaging.messages m where m.integration_id = t.integration_id and m.external_id = t.external_id)
  on conflict (integration_id, external_id) do nothing`;

/** Contact key → the blocked contact's id, for the senders of these rows that are blocked. */
export async function blockedSendersOf(tx: MessagingTx, rows: InboundRow[]): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const senders = rows.map((row) => ({ office_id: row.officeId, inbox_id: row.inboxId, phone_number: row.phoneNumber }));
  const { rows: blocked } = await runPrepared<{ id: string; inbox_id: string; phone_number: string }>(tx, BLOCKED_SENDERS, [JSON.stringify(senders)]);
  return new Map(blocked.map((person) => [contactKeyOf({ inboxId: person.inbox_id, phoneNumber: person.phone_number }), person.id]));
}

/**
 * Keeps what blocked contacts sent: no conversation, no unread count, no event, so no flow,
 * agent or notification hears of it. The contact's details list it as received while blocked.
 */
export async function keepBlockedMessages(tx: MessagingTx, items: { row: InboundRow; personId: string }[]): Promise<void> {
  if (items.length === 0) return;
  const input = items.map(({ row, personId }) => ({
    id: uuidv7(),
    office_id: row.officeId,
    inbox_id: row.inboxId,
    person_id: personId,
    integration_id: row.integrationId,
    external_id: row.externalId,
    type: row.type,
    content: row.content,
    caption: row.caption,
    sender_name: row.pushName,
    file_key: row.file?.key ?? null,
    file_name: row.file?.fileName ?? null,
    mime_type: row.file?.mimeType ?? null,
    message_at: row.messageAt.toISOString(),
  }));
  await runPrepared(tx, KEEP_BLOCKED, [JSON.stringify(input)]);
}

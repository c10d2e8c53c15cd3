import { sql } from 'drizzle-orm';
import { boolean, index, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageDirection, MessageStatus, MessageType } from '@balcao/contracts';
import { createdAtColumn, idColumn } from './columns';
import { conversations } from './conversations';
import { messagingSchema } from './messaging-schema';

export const messages = messagingSchema.table(
  'messages',
  {
    /** uuid v7: the id order is the order messages were stored, which pages use as cursor. */
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id').notNull(),
    /** The provider's message id: the idempotency key of inbound storage. */
    externalId: text('external_id'),
    direction: text('direction').$type<MessageDirection>().notNull(),
    type: text('type').$type<MessageType>().notNull(),
    content: text('content'),
    status: text('status').$type<MessageStatus>().notNull(),
    messageAt: timestamp('message_at', { withTimezone: true }).notNull(),
    /** The attendant (or agent) who sent an outbound message. */
    userId: uuid('user_id'),
    isAgent: boolean('is_agent').notNull().default(false),
    /** The client's push name when the message came in. */
    senderName: text('sender_name'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    caption: text('caption'),
    quotedMessageId: uuid('quoted_message_id'),
    reactionMessageId: uuid('reaction_message_id'),
    /**
     * A robot's (flow's or agent's) message: `<request event id>:<position>`, so a redelivered
     * request stores and sends each message once.
     */
    requestKey: text('request_key'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isEdited: boolean('is_edited').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('messages_external_unique').on(table.integrationId, table.externalId),
    index('messages_conversation_idx').on(table.conversationId, table.id),
    index('messages_inbox_recent_idx').on(table.inboxId, table.id),
    // Search by message text (ILIKE '%…%') over the whole history, only messages the list search can match.
    index('messages_content_trgm_idx')
      .using('gin', table.content.op('gin_trgm_ops'))
      .where(sql`type <> 'reaction' and not is_deleted`),
    index('messages_reaction_idx').on(table.reactionMessageId).where(sql`reaction_message_id is not null`),
    index('messages_file_key_idx').on(table.fileKey).where(sql`file_key is not null`),
    // The sweep of sends left unfinished by a dead replica reads only these (messages/unfinished-sends.ts).
    index('messages_pending_idx').on(table.messageAt).where(sql`status = 'PENDING'`),
    uniqueIndex('messages_request_key_unique').on(table.requestKey).where(sql`request_key is not null`),
  ],
);

export type MessageRow = typeof messages.$inferSelect;

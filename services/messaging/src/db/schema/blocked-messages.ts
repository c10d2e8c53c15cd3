import { sql } from 'drizzle-orm';
import { index, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageType } from '@balcao/contracts';
import { createdAtColumn, idColumn } from './columns';
import { messagingSchema } from './messaging-schema';
import { people } from './people';

/**
 * What a blocked contact sent: kept apart from the conversations' messages, so it opens no
 * conversation, raises no unread count and no event wakes a flow, an agent or a notification.
 * The contact's details list it as received while blocked; it goes with the contact.
 */
export const blockedMessages = messagingSchema.table(
  'blocked_messages',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    personId: uuid('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id').notNull(),
    /** The provider's message id: a redelivery stores nothing twice. */
    externalId: text('external_id').notNull(),
    type: text('type').$type<MessageType>().notNull(),
    content: text('content'),
    caption: text('caption'),
    senderName: text('sender_name'),
    fileKey: text('file_key'),
    fileName: text('file_name'),
    mimeType: text('mime_type'),
    messageAt: timestamp('message_at', { withTimezone: true }).notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [
    uniqueIndex('blocked_messages_external_unique').on(table.integrationId, table.externalId),
    index('blocked_messages_person_idx').on(table.personId, table.messageAt),
    index('blocked_messages_file_key_idx').on(table.fileKey).where(sql`file_key is not null`),
  ],
);

export type BlockedMessageRow = typeof blockedMessages.$inferSelect;

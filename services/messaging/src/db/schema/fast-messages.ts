import { sql } from 'drizzle-orm';
import { index, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FastMessageTemplateKey } from '@balcao/contracts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { messagingSchema } from './messaging-schema';
import { tags } from './tags';

/** Quick replies of a workspace (spec 1 §3); the content may hold placeholders filled on sending. */
export const fastMessages = messagingSchema.table(
  'fast_messages',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** The predefined template it was seeded from: a workspace gets each one once. */
    templateKey: text('template_key').$type<FastMessageTemplateKey>(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [
    index('fast_messages_inbox_idx').on(table.inboxId, table.id),
    uniqueIndex('fast_messages_template_unique').on(table.inboxId, table.templateKey).where(sql`template_key is not null`),
  ],
);

export const fastMessageTags = messagingSchema.table(
  'fast_message_tags',
  {
    fastMessageId: uuid('fast_message_id')
      .notNull()
      .references(() => fastMessages.id, { onDelete: 'cascade' }),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.fastMessageId, table.tagId] }), index('fast_message_tags_tag_idx').on(table.tagId)],
);

export type FastMessageRow = typeof fastMessages.$inferSelect;

import { index, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { messagingSchema } from './messaging-schema';

/**
 * Tags of a workspace (spec 1 §3). Their routes come with the tags issue; the table exists now
 * so contacts and conversations can keep and show their tag links.
 */
export const tags = messagingSchema.table(
  'tags',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    modules: text('modules').array().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (table) => [index('tags_inbox_name_idx').on(table.inboxId, table.name)],
);

export type TagRow = typeof tags.$inferSelect;

import { sql } from 'drizzle-orm';
import { text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { TagModule } from '@balcao/contracts';
import { createdAtColumn, idColumn, updatedAtColumn } from './columns';
import { messagingSchema } from './messaging-schema';

/** Tags of a workspace (spec 1 §3), each shown in the modules it lists. */
export const tags = messagingSchema.table(
  'tags',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    name: text('name').notNull(),
    color: text('color').notNull(),
    modules: text('modules').array().$type<TagModule[]>().notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  // Names are unique per workspace regardless of case; the index also serves the list by name.
  (table) => [uniqueIndex('tags_inbox_name_unique').on(table.inboxId, sql`lower(${table.name})`)],
);

export type TagRow = typeof tags.$inferSelect;

import { index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { authSchema } from './auth-schema';
import { offices } from './offices';

/** Workspaces of an office (the spec calls them inboxes too). */
export const inboxes = authSchema.table(
  'inboxes',
  {
    id: uuid('id').primaryKey().$defaultFn(() => uuidv7()),
    officeId: uuid('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inboxes_office_id_idx').on(table.officeId, table.createdAt)],
);

export type InboxRow = typeof inboxes.$inferSelect;

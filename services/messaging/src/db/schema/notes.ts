import { index, text, uuid } from 'drizzle-orm/pg-core';
import { createdAtColumn, idColumn } from './columns';
import { conversations } from './conversations';
import { messagingSchema } from './messaging-schema';

/** Internal notes of a conversation (spec 1 §3): for the office only, never sent to the client. */
export const notes = messagingSchema.table(
  'notes',
  {
    id: idColumn(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id').notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** The member who wrote it. */
    userId: uuid('user_id').notNull(),
    content: text('content').notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index('notes_conversation_idx').on(table.conversationId, table.id)],
);

export type NoteRow = typeof notes.$inferSelect;

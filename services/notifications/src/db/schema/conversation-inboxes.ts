import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationsSchema } from './notifications-schema';

/** Which inbox each conversation is in, fed by messaging's conversation events. */
export const conversationInboxes = notificationsSchema.table('conversation_inboxes', {
  conversationId: uuid('conversation_id').primaryKey(),
  officeId: uuid('office_id').notNull(),
  inboxId: uuid('inbox_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

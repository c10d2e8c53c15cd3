import { boolean, index, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';
import { notificationsSchema } from './notifications-schema';

/**
 * One notification for one user. `eventId` is the fact it came from: with the user it is
 * unique, so a redelivered event (or a timer run twice) never notifies twice.
 */
export const notifications = notificationsSchema.table(
  'notifications',
  {
    id: uuid('id').primaryKey().$defaultFn(() => uuidv7()),
    officeId: uuid('office_id').notNull(),
    /** The workspace it belongs to; null for office-wide facts (a payment). */
    inboxId: uuid('inbox_id'),
    userId: uuid('user_id').notNull(),
    module: text('module').notNull(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    eventId: uuid('event_id').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notifications_event_user_idx').on(table.eventId, table.userId),
    index('notifications_user_item_idx').on(table.userId, table.module, table.itemId, table.createdAt),
    index('notifications_user_unread_idx').on(table.userId, table.isRead),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/** The last status each conversation was seen in, so only an entry into WAITING_HUMAN notifies. */
export const conversationStatuses = notificationsSchema.table('conversation_statuses', {
  conversationId: uuid('conversation_id').primaryKey(),
  officeId: uuid('office_id').notNull(),
  status: text('status').notNull(),
  /** The event's time: an older event arriving late changes nothing. */
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
});

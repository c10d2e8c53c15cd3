import { bigserial, index, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationsSchema } from './notifications-schema';

/**
 * Every frame pushed to browsers, stored once so a reconnecting socket can `resume` from its
 * cursor (the seq). Exactly one audience column decides who receives it: user_id (that user's
 * sockets), else conversation_id (that conversation's and its inbox's subscribers), else
 * inbox_id (the inbox's subscribers), else the office's subscribers. Kept for 24 hours.
 */
export const realtimeEvents = notificationsSchema.table(
  'realtime_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    officeId: uuid('office_id').notNull(),
    inboxId: uuid('inbox_id'),
    conversationId: uuid('conversation_id'),
    userId: uuid('user_id'),
    event: text('event').notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('realtime_events_office_seq_idx').on(table.officeId, table.seq),
    index('realtime_events_created_at_idx').on(table.createdAt),
  ],
);
export type RealtimeEventRow = typeof realtimeEvents.$inferSelect;

import { boolean, jsonb, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Holiday, WeekSchedule } from '@balcao/contracts';
import { messagingSchema } from '../db/schema/messaging-schema';

/** A workspace's business hours (issue 40); a workspace without a row is always open. */
export const businessHours = messagingSchema.table('business_hours', {
  inboxId: uuid('inbox_id').primaryKey(),
  officeId: uuid('office_id').notNull(),
  enabled: boolean('enabled').notNull(),
  timeZone: text('time_zone').notNull(),
  schedule: jsonb('schedule').$type<WeekSchedule>().notNull(),
  holidays: jsonb('holidays').$type<Holiday[]>().notNull(),
  outOfHoursMessage: text('out_of_hours_message').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type BusinessHoursRow = typeof businessHours.$inferSelect;

/**
 * The out-of-hours message each conversation got, once per closed period (`opensAt`: the opening
 * that ends it, or null when the workspace never opens): the key that makes two replicas and a
 * redelivered event send it once. `messageEventId` is the client's message.received that asked for it.
 */
export const outOfHoursReplies = messagingSchema.table(
  'out_of_hours_replies',
  {
    conversationId: uuid('conversation_id').notNull(),
    periodKey: text('period_key').notNull(),
    messageEventId: uuid('message_event_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.conversationId, table.periodKey] })],
);

import { boolean, integer, timestamp, uuid } from 'drizzle-orm/pg-core';
import { messagingSchema } from '../db/schema/messaging-schema';

/** A workspace's SLA policy (issue 40); a workspace without a row has none. */
export const slaPolicies = messagingSchema.table('sla_policies', {
  inboxId: uuid('inbox_id').primaryKey(),
  officeId: uuid('office_id').notNull(),
  enabled: boolean('enabled').notNull(),
  firstResponseMinutes: integer('first_response_minutes').notNull(),
  nextResponseMinutes: integer('next_response_minutes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SlaPolicyRow = typeof slaPolicies.$inferSelect;
